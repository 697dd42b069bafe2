/**
 * The route table: every page of the site in every language.
 * Portuguese lives at unprefixed paths, English under `/en`.
 * The client router, the prerender script and the sitemap all read this table.
 */
import { bookingBasePaths } from '@contract/booking';
import { defaultLanguage, type Language, languages } from '@/i18n/languages';

export const pageIds = ['home', 'about', 'contact', 'privacy', 'booking'] as const;
export type PageId = (typeof pageIds)[number];

/**
 * Path of each page without the language prefix: one for every language, or one per language
 * where the page's address is a word a visitor reads (`/privacidade`, `/en/privacy`).
 */
const basePaths: Record<PageId, string | Record<Language, string>> = {
  home: '/',
  about: '/about',
  contact: '/contact',
  privacy: { pt: '/privacidade', en: '/privacy' },
  booking: bookingBasePaths,
};

/** Scroll anchors of the home page, in page order; ids are language-neutral. */
export const homeSections = ['home', 'solutions', 'stats', 'clients', 'demo', 'sara'] as const;
export type HomeSection = (typeof homeSections)[number];

export function languagePrefix(language: Language): string {
  return language === defaultLanguage ? '' : `/${language}`;
}

/** The URL path of a page in a language: `pathFor('about', 'en')` → `/en/about`. */
export function pathFor(page: PageId, language: Language): string {
  const paths = basePaths[page];
  const base = typeof paths === 'string' ? paths : paths[language];
  const prefix = languagePrefix(language);
  if (base === '/') return prefix || '/';
  return `${prefix}${base}`;
}

export interface RouteEntry {
  page: PageId;
  language: Language;
  path: string;
}

/** Every prerendered page: four pages in two languages. */
export const routeEntries: RouteEntry[] = languages.flatMap((language) =>
  pageIds.map((page) => ({ page, language, path: pathFor(page, language) })),
);

/** The language a URL path is in: `/en` and `/en/...` are English, everything else Portuguese. */
export function languageOfPath(pathname: string): Language {
  for (const language of languages) {
    if (language === defaultLanguage) continue;
    const prefix = languagePrefix(language);
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return language;
  }
  return defaultLanguage;
}

/** The same place in another language; unknown paths keep their tail so a 404 stays a 404. */
export function switchLanguagePath(pathname: string, target: Language): string {
  const page = pageOfPath(pathname);
  if (page) return pathFor(page, target);
  const current = languageOfPath(pathname);
  const tail = pathname.slice(languagePrefix(current).length) || '/';
  const prefix = languagePrefix(target);
  if (tail === '/') return prefix || '/';
  return `${prefix}${tail}`;
}

/** Which page a path shows, or undefined for a 404. Trailing slashes are ignored. */
export function pageOfPath(pathname: string): PageId | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeEntries.find((entry) => entry.path === normalized)?.page;
}
