import { PageHead } from '../../app/PageHead';
import { useT } from '../../i18n/I18nProvider';

export default function AboutPage() {
  const t = useT();
  return (
    <>
      <PageHead page="about" />
      <section className="mx-auto min-h-[60vh] max-w-7xl px-4 py-16 lg:px-8">
        <h1 className="text-4xl font-extrabold">{t.about.heading}</h1>
      </section>
    </>
  );
}
