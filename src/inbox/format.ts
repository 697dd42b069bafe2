import type { Language } from '@contract/languages';

const locales: Record<Language, string> = { pt: 'pt-BR', en: 'en-GB' };

/** A date and time in the person's language and time zone. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}
