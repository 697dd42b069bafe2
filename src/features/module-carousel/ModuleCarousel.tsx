import { CarouselControls } from '@/components/carousel/CarouselControls';
import type { CarouselMotion } from '@/components/carousel/create-carousel';
import { useCarousel } from '@/components/carousel/use-carousel';
import { modules } from '@/content/modules';
import { useLocalized, useT } from '@/i18n/I18nProvider';

/** Spec §9: slides move in 500 ms, and autoplay moves on every 3000 ms (the library default). */
const moduleCarouselMotion: CarouselMotion = {
  transitionMs: 500,
  autoplayDelayMs: 3000,
};

/**
 * The about page's solutions carousel: the modules as slides, four visible from 640 px up and
 * one below, looping, with dots and a pause button.
 */
export function ModuleCarousel({ label }: { label: string }) {
  const t = useT();
  const localized = useLocalized();
  const carousel = useCarousel(moduleCarouselMotion, modules.length);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern; <fieldset> is for form controls
    <div role="group" aria-roledescription={t.layout.carousel.roleDescription} aria-label={label}>
      {/* Without JavaScript the slides scroll by hand. */}
      <div ref={carousel.viewportRef} className="overflow-hidden noscript:overflow-x-auto">
        <div className="-ml-6 flex" aria-live={carousel.playing ? 'off' : 'polite'}>
          {modules.map((module, index) => {
            const Icon = module.icon;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern; <fieldset> is for form controls
              <div
                key={module.id}
                role="group"
                aria-roledescription={t.layout.carousel.slideRoleDescription}
                aria-label={t.layout.carousel.slideLabel(index + 1, modules.length)}
                className="min-w-0 shrink-0 grow-0 basis-full pl-6 sm:basis-1/4"
              >
                <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50">
                    <Icon aria-hidden="true" className="size-6 text-brand-600" />
                  </span>
                  <h3 className="mt-4 font-bold text-ink">{localized(module.name)}</h3>
                  {/* Between 640 and 1024 px four slides share the row: the name is enough. */}
                  <p className="mt-2 text-sm text-slate-700 sm:hidden lg:block">
                    {localized(module.description)}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <CarouselControls
        tone="dark"
        count={carousel.snapCount}
        selectedIndex={carousel.selectedIndex}
        playing={carousel.playing}
        onSelect={carousel.goTo}
        onTogglePlaying={carousel.togglePlaying}
        className="mt-8"
      />
    </div>
  );
}
