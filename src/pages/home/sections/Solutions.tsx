import { ModuleCatalogue } from '../../../features/modules/ModuleCatalogue';
import { useT } from '../../../i18n/I18nProvider';

export function Solutions() {
  const t = useT();
  return (
    <section id="solutions" aria-labelledby="solutions-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="solutions-title" className="text-3xl font-extrabold text-ink sm:text-4xl">
            {t.home.solutions.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{t.home.solutions.subtitle}</p>
        </div>
        <div className="mt-12">
          <ModuleCatalogue />
        </div>
      </div>
    </section>
  );
}
