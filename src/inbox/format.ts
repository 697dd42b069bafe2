import type { InboxLanguage } from './texts';

const locales: Record<InboxLanguage, string> = { pt: 'pt-BR', en: 'en-GB' };

/** A date and time in the person's language and time zone. */
export function formatDateTime(iso: string, language: InboxLanguage): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}
