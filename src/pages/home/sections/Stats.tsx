import { StatsCarousel } from '@/features/stats';
import { useT } from '@/i18n/I18nProvider';

export function Stats() {
  const t = useT();
  return (
    <section
      id="stats"
      aria-labelledby="stats-title"
      className="render-near-viewport relative bg-navy-900"
    >
      <h2
        id="stats-title"
        className="absolute inset-x-0 top-10 z-10 text-center text-sm font-bold tracking-widest text-brand-300 uppercase"
      >
        {t.home.stats.title}
      </h2>
      <StatsCarousel />
    </section>
  );
}
