import { useLanguage, useT } from '../i18n/I18nProvider';
import { defaultLanguage, htmlLang, languages } from '../i18n/languages';
import { type PageId, pathFor } from './routes';
import { absoluteUrl } from './site-url';

/**
 * Title, description, canonical URL and hreflang alternates of a page.
 * React 19 hoists these into <head>; the prerender moves them there in the static HTML.
 * Without `page` (the 404 page) it asks search engines not to index.
 */
export function PageHead({ page }: { page?: PageId }) {
  const t = useT();
  const currentLanguage = useLanguage();
  const meta = t.meta[page ?? 'notFound'];
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {page ? (
        <>
          <link rel="canonical" href={absoluteUrl(pathFor(page, currentLanguage))} />
          {languages.map((language) => (
            <link
              key={language}
              rel="alternate"
              hrefLang={htmlLang[language]}
              href={absoluteUrl(pathFor(page, language))}
            />
          ))}
          <link
            rel="alternate"
            hrefLang="x-default"
            href={absoluteUrl(pathFor(page, defaultLanguage))}
          />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  );
}
