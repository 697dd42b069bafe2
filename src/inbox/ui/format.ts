/**
 * Dates and numbers in the person's language. A day of the insights is the site's calendar
 * day (YYYY-MM-DD, already in SITE_TIME_ZONE), so it is shown as written, never shifted to the
 * browser's time zone.
 */
import type { Language } from '@contract/languages';

const locales: Record<Language, string> = { pt: 'pt-BR', en: 'en-GB' };

/** A moment (ISO) in the person's language and time zone. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** 31/03/2026 (pt) or 31 Mar 2026 (en). */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: language === 'pt' ? 'short' : 'medium',
    timeZone: 'UTC',
  }).format(noon(day));
}

/** 31/03 (pt) or 31 Mar (en): the chart's axis. */
export function formatShortDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    day: '2-digit',
    month: language === 'pt' ? '2-digit' : 'short',
    timeZone: 'UTC',
  }).format(noon(day));
}

export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}

/** A rate that cannot be computed (no visits): a dash, never 0 %. */
export const noRate = '—';

/** 0.0312 → 3,1 % (pt) or 3.1% (en); null (no visits) → "—". */
export function formatRate(value: number | null, language: Language): string {
  if (value === null) return noRate;
  return new Intl.NumberFormat(locales[language], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value);
}
