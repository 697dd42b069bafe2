import { PageHead } from '../../app/PageHead';
import { useT } from '../../i18n/I18nProvider';

export default function ContactPage() {
  const t = useT();
  return (
    <>
      <PageHead page="contact" />
      <section className="mx-auto min-h-[60vh] max-w-7xl px-4 py-16 lg:px-8">
        <h1 className="text-4xl font-extrabold">{t.contact.heading}</h1>
        <p className="mt-4 text-lg text-slate-700">{t.contact.text}</p>
      </section>
    </>
  );
}
