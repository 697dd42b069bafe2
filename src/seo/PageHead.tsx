import { useLanguage, useT } from '@/i18n/I18nProvider';
import { defaultLanguage, htmlLang, languages } from '@/i18n/languages';
import { type PageId, pathFor } from '@/routing/routes';
import { absoluteUrl } from '@/routing/site-url';
import { manifestPath } from './brand-assets';
import { SocialMeta } from './SocialMeta';

/**
 * Title, description, canonical URL, hreflang alternates, sharing tags and the language's web
 * manifest of a page. React 19 hoists these into <head>; the prerender moves them there in the
 * static HTML (site-wide icons and theme-color are in index.html, structured data is added by
 * the prerender). Without `page` (the 404 page) it asks search engines not to index.
 */
export function PageHead({ page }: { page?: PageId }) {
  const t = useT();
  const currentLanguage = useLanguage();
  const meta = t.meta[page ?? 'notFound'];
  const canonical = page ? absoluteUrl(pathFor(page, currentLanguage)) : undefined;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="manifest" href={manifestPath(currentLanguage)} />
      {page && canonical ? (
        <>
          <link rel="canonical" href={canonical} />
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
          <SocialMeta title={meta.title} description={meta.description} url={canonical} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  );
}
