import { useT } from '../../../i18n/I18nProvider';

export function Solutions() {
  const t = useT();
  return (
    <section id="solutions" aria-labelledby="solutions-title" className="min-h-[80vh] py-16">
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <h2 id="solutions-title" className="text-3xl font-extrabold">
          {t.home.solutions.title}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{t.home.solutions.subtitle}</p>
      </div>
    </section>
  );
}
