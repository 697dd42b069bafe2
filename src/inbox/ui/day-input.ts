/**
 * Days as a person types them: dd/mm/aaaa in Portuguese, dd/mm/yyyy in English (the inbox's
 * English is en-GB, as its dates), whatever the browser's own locale; the API's 'YYYY-MM-DD'
 * underneath. A date picker would show the browser's order (mm/dd/yyyy on a US-set browser).
 */
import type { Language } from '@contract/languages';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const typedDay = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;

/** A real calendar day ('YYYY-MM-DD'), or null. */
function checkedDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** What the person typed as the API's day, or null when it is not a day. */
export function parseTypedDay(text: string): string | null {
  const iso = isoDay.exec(text.trim());
  if (iso) return checkedDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const typed = typedDay.exec(text);
  return typed ? checkedDay(Number(typed[3]), Number(typed[2]), Number(typed[1])) : null;
}

/** The API's day as the field shows it; anything else (half typed) as it is. */
export function typedDayOf(value: string): string {
  const iso = isoDay.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

export const dayPlaceholder: Record<Language, string> = { pt: 'dd/mm/aaaa', en: 'dd/mm/yyyy' };
