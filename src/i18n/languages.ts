import type { Language } from '@contract/languages';

/** The list itself is part of the shared contract (the server stores a lead's language). */
export { defaultLanguage, type Language, languages } from '@contract/languages';

/** Value of `<html lang>` and `hreflang` for each language. */
export const htmlLang: Record<Language, string> = { pt: 'pt-BR', en: 'en' };

/** Locale used by `Intl` number and date formatting. */
export const intlLocale: Record<Language, string> = { pt: 'pt-BR', en: 'en-US' };

/** Bilingual text or data: one value per language, side by side so translators see both. */
export type Localized<T = string> = Record<Language, T>;
