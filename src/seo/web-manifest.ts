/**
 * The web manifest of each language (name, description, start page, colours, icons), written
 * by the prerender to manifestPath(language) and linked from every page of that language.
 */

import { site } from '@/content/site';
import { dictionaries } from '@/i18n/dictionaries';
import { htmlLang, type Language } from '@/i18n/languages';
import { pathFor } from '@/routing/routes';
import { backgroundColor, manifestIcons, themeColor } from './brand-assets';

export function webManifest(language: Language) {
  return {
    // One app in two languages: the same id, each language starting on its own home page.
    id: '/',
    name: site.brandName,
    short_name: site.brandName,
    description: dictionaries[language].meta.home.description,
    lang: htmlLang[language],
    dir: 'ltr',
    start_url: pathFor('home', language),
    scope: '/',
    // A website, not an app: saved to a home screen it opens in the browser, address bar included.
    display: 'browser',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: manifestIcons.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
