import { SectionIntro } from '@/components/ui/SectionIntro';
import { ModuleCatalogue } from '@/features/modules';
import { useT } from '@/i18n/I18nProvider';

export function Solutions() {
  const t = useT();
  return (
    <section
      id="solutions"
      aria-labelledby="solutions-title"
      className="render-near-viewport bg-slate-50 py-20"
    >
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <SectionIntro
          id="solutions-title"
          title={t.home.solutions.title}
          subtitle={t.home.solutions.subtitle}
        />
        <div className="mt-12">
          <ModuleCatalogue />
        </div>
      </div>
    </section>
  );
}
