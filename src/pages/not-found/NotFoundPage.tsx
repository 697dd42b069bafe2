import { ButtonLink } from '@/components/ui/Button';
import { useLanguage, useT } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';
import { PageHead } from '@/seo/PageHead';

/** Shown, with HTTP 404 from the server, for any unknown path, in that path's language. */
export default function NotFoundPage() {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <PageHead />
      <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-start justify-center px-4 py-16">
        <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-extrabold">{t.notFound.heading}</h1>
        <p className="mt-4 text-lg text-slate-700">{t.notFound.text}</p>
        <ButtonLink to={pathFor('home', language)} className="mt-8">
          {t.notFound.backHome}
        </ButtonLink>
      </section>
    </>
  );
}
