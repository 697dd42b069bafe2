/**
 * The site's languages, defined once: the pages, the prerender, the contact schema, the lead's
 * stored language and the database all take them from here. Portuguese is the default and
 * lives at unprefixed URLs; every other language under `/<language>/`.
 */
export const languages = ['pt', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pt';
