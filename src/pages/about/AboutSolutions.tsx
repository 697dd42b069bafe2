import { ModuleCarousel } from '@/features/module-carousel';
import { useT } from '@/i18n/I18nProvider';

export function AboutSolutions() {
  const t = useT().about;
  return (
    <section aria-labelledby="about-solutions-title" className="bg-slate-50 py-16 lg:py-20">
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <h2 id="about-solutions-title" className="text-3xl font-extrabold text-ink sm:text-4xl">
          {t.solutionsTitle}
        </h2>
        <div className="mt-10">
          <ModuleCarousel label={t.solutionsCarouselLabel} />
        </div>
      </div>
    </section>
  );
}
