/**
 * Brazil's national holidays (decision 215): the fixed days of Lei 662/1949 and 6.802/1980,
 * Consciência Negra from 2024 (Lei 14.759/2023), and Good Friday, the Friday before Easter.
 * Carnival and Corpus Christi are optional days ("ponto facultativo"), not holidays, and are
 * left out, as are state and city holidays.
 */
import { addDays } from '@server/events/site-day';

const fixed = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'] as const;

/** Easter Sunday of a Gregorian year ('YYYY-MM-DD'): the anonymous Gregorian algorithm. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The national holidays of a year, as 'YYYY-MM-DD', in calendar order. */
export function brazilianNationalHolidays(year: number): string[] {
  const days = fixed.map((monthDay) => `${year}-${monthDay}`);
  days.push(addDays(easterSunday(year), -2));
  if (year >= 2024) days.push(`${year}-11-20`);
  return days.sort();
}

const byYear = new Map<number, ReadonlySet<string>>();

export function isBrazilianNationalHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = new Set(brazilianNationalHolidays(year));
    byYear.set(year, holidays);
  }
  return holidays.has(day);
}
