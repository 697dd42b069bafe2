/** The site's languages. Portuguese is the default and lives at unprefixed URLs. */
export const languages = ['pt', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pt';

/** Value of `<html lang>` and `hreflang` for each language. */
export const htmlLang: Record<Language, string> = { pt: 'pt-BR', en: 'en' };

/** Locale used by `Intl` number and date formatting. */
export const intlLocale: Record<Language, string> = { pt: 'pt-BR', en: 'en-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Bilingual text or data: one value per language, side by side so translators see both. */
export type Localized<T = string> = Record<Language, T>;
