import { ModuleCarousel } from '@/features/module-carousel';
import { useT } from '@/i18n/I18nProvider';
import { aboutSolutionsTitleId } from './section-ids';

export function AboutSolutions() {
  const t = useT().about;
  return (
    <section
      aria-labelledby={aboutSolutionsTitleId}
      className="render-near-viewport bg-slate-50 py-16 lg:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <h2 id={aboutSolutionsTitleId} className="text-3xl font-extrabold text-ink sm:text-4xl">
          {t.solutionsTitle}
        </h2>
        <div className="mt-10">
          <ModuleCarousel label={t.solutionsCarouselLabel} />
        </div>
      </div>
    </section>
  );
}
