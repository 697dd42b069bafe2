import { InlineArt } from '@/components/art/InlineArt';
import { useT } from '@/i18n/I18nProvider';
import { floatingCharts, heroBanner } from './hero-art';

/** The banner illustration with the chart cards floating around it. */
export function HeroArt() {
  const t = useT();
  return (
    <div className="relative mx-auto w-full max-w-[560px]">
      <InlineArt
        art={heroBanner}
        label={t.home.hero.illustrationAlt}
        className="overflow-hidden rounded-[28px] shadow-2xl shadow-navy-900/20"
      />
      {floatingCharts.map((chart) => (
        <InlineArt
          key={chart.art.id}
          art={chart.art}
          data-chart={chart.art.id}
          className={`absolute overflow-hidden rounded-2xl shadow-xl shadow-navy-900/15 ${chart.className}`}
        />
      ))}
    </div>
  );
}
