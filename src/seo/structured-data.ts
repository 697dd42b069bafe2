/**
 * Structured data (JSON-LD, schema.org) that tells search engines who publishes the site:
 * the Organization and the WebSite in the page's language. The prerender writes it into the
 * <head> of every page; it is data, never executed, so the Content-Security-Policy does not
 * concern it, and it stays out of the client bundle.
 */

import { site } from '@/content/site';
import { dictionaries } from '@/i18n/dictionaries';
import { htmlLang, type Language } from '@/i18n/languages';
import { pathFor } from '@/routing/routes';
import { absoluteUrl } from '@/routing/site-url';
import { manifestIcons } from './brand-assets';

function structuredData(language: Language) {
  const organizationId = absoluteUrl('/#organization');
  const logo = manifestIcons.find((icon) => icon.purpose === 'any' && icon.size === 512);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: site.brandName,
        legalName: site.companyName,
        url: absoluteUrl('/'),
        ...(logo && {
          logo: {
            '@type': 'ImageObject',
            url: absoluteUrl(logo.path),
            width: logo.size,
            height: logo.size,
          },
        }),
        telephone: site.phone.e164,
        contactPoint: {
          '@type': 'ContactPoint',
          telephone: site.phone.e164,
          contactType: 'sales',
          availableLanguage: ['pt-BR', 'en'],
        },
        sameAs: site.social.map((link) => link.href),
      },
      {
        '@type': 'WebSite',
        '@id': `${absoluteUrl(pathFor('home', language))}#website`,
        url: absoluteUrl(pathFor('home', language)),
        name: site.brandName,
        description: dictionaries[language].meta.home.description,
        inLanguage: htmlLang[language],
        publisher: { '@id': organizationId },
      },
    ],
  };
}

/**
 * The <script type="application/ld+json"> element. `<` is escaped so no text in the data can
 * close the element early.
 */
export function structuredDataScript(language: Language): string {
  const json = JSON.stringify(structuredData(language)).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
