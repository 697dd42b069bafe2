import { useT } from '@/i18n/I18nProvider';
import { floatingCharts, heroBanner } from './hero-art';

/** The banner illustration with the chart cards floating around it. */
export function HeroArt() {
  const t = useT();
  return (
    <div className="relative mx-auto w-full max-w-[560px]">
      <img
        src={heroBanner.src}
        alt={t.home.hero.illustrationAlt}
        width={heroBanner.width}
        height={heroBanner.height}
        fetchPriority="high"
        className="h-auto w-full rounded-[28px] shadow-2xl shadow-navy-900/20"
      />
      {floatingCharts.map((chart) => (
        <img
          key={chart.id}
          src={chart.src}
          alt=""
          width={chart.width}
          height={chart.height}
          data-chart={chart.id}
          className={`absolute h-auto rounded-2xl shadow-xl shadow-navy-900/15 ${chart.className}`}
        />
      ))}
    </div>
  );
}
