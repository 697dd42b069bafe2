import { CarouselControls } from '@/components/carousel/CarouselControls';
import type { CarouselMotion } from '@/components/carousel/create-carousel';
import { useCarousel } from '@/components/carousel/use-carousel';
import { statSlides } from '@/content/stats';
import { useT } from '@/i18n/I18nProvider';
import { StatSlideView } from './StatSlideView';

/** Spec §9: one slide at a time, cross-fading over 2000 ms, a new one every 10000 ms. */
const statsMotion: CarouselMotion = {
  transitionMs: 2000,
  autoplayDelayMs: 10_000,
  fade: true,
};

/** The four statistics, full width and 600 px high, with dots and a pause button. */
export function StatsCarousel() {
  const t = useT();
  const carousel = useCarousel(statsMotion, statSlides.length);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern; <fieldset> is for form controls
    <div
      role="group"
      aria-roledescription={t.layout.carousel.roleDescription}
      aria-label={t.home.stats.carouselLabel}
      className="relative"
    >
      {/* Without JavaScript the slides scroll by hand. */}
      <div ref={carousel.viewportRef} className="overflow-hidden noscript:overflow-x-auto">
        {/* While it plays, slide changes are not announced; once paused, they are. */}
        <div className="flex" aria-live={carousel.playing ? 'off' : 'polite'}>
          {statSlides.map((slide, index) => (
            <StatSlideView
              key={slide.id}
              slide={slide}
              index={index}
              total={statSlides.length}
              playing={carousel.playing && index === carousel.selectedIndex}
            />
          ))}
        </div>
      </div>
      <CarouselControls
        tone="light"
        count={carousel.snapCount}
        selectedIndex={carousel.selectedIndex}
        playing={carousel.playing}
        onSelect={carousel.goTo}
        onTogglePlaying={carousel.togglePlaying}
        className="absolute inset-x-0 bottom-8"
      />
    </div>
  );
}
