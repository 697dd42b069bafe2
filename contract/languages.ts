/**
 * The site's languages, defined once: the pages, the prerender, the contact schema, the lead's
 * stored language and the database all take them from here. Portuguese is the default and
 * lives at unprefixed URLs; every other language under `/<language>/`.
 */
export const languages = ['pt', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pt';

/**
 * A language's name as a reader of each language reads it (`languageLabels.en.pt` is
 * "Inglês"): a lead's stored language in the team's e-mail and the inbox's CSV (decision 365).
 * The inbox's language switch names each in its own language instead.
 */
export const languageLabels: Readonly<Record<Language, Readonly<Record<Language, string>>>> = {
  pt: { pt: 'Português', en: 'Portuguese' },
  en: { pt: 'Inglês', en: 'English' },
};
