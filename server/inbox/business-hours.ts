/**
 * The first-response clock's business hours: Monday to Friday, 9:00 to 18:00 in the site's
 * time zone (SITE_TIME_ZONE), Brazil's national holidays off. A lead still new after a number
 * of these hours is overdue; the list asks "received before when?", answered here once per
 * request, so the database compares a timestamp and its index serves the view.
 */
import { addDays } from '@server/events/site-day';
import { isBrazilianNationalHoliday } from './brazilian-holidays';

/** The business day's hours in SITE_TIME_ZONE; demo slots default to them too (decision 470). */
export const businessHours = { opens: 9, closes: 18 } as const;
const { opens, closes } = businessHours;
const hourMs = 3_600_000;

/** The zone's wall clock at an instant: its day and the milliseconds since that day began. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const sinceMidnight =
    (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000 +
    (instant.getTime() % 1000);
  return { day, sinceMidnight };
}

/** The instant the zone's clock shows `hour`:00 on `day`. */
export function instantAt(day: string, hour: number, timeZone: string): Date {
  const asUtc = Date.parse(`${day}T00:00:00Z`) + hour * hourMs;
  // The zone's offset there, from what its clock shows at the UTC guess; checked once more
  // at the result, for a day whose offset changes (summer time) near that hour.
  let instant = asUtc;
  for (let pass = 0; pass < 2; pass++) {
    const shown = wallClock(new Date(instant), timeZone);
    const shownAsUtc = Date.parse(`${shown.day}T00:00:00Z`) + shown.sinceMidnight;
    instant += asUtc - shownAsUtc;
  }
  return new Date(instant);
}

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBrazilianNationalHoliday(day);
}

/**
 * The instant `hours` business hours before `now`: a lead received before it has waited
 * longer than that. Walks back day by day (at most a few weeks for any sensible setting).
 */
export function businessHoursBefore(now: Date, hours: number, timeZone: string): Date {
  let remaining = hours * hourMs;
  const today = wallClock(now, timeZone).day;
  for (let day = today; ; day = addDays(day, -1)) {
    if (!isBusinessDay(day)) continue;
    const start = instantAt(day, opens, timeZone).getTime();
    const end = Math.min(instantAt(day, closes, timeZone).getTime(), now.getTime());
    const open = Math.max(0, end - start);
    if (remaining <= open && open > 0) return new Date(end - remaining);
    remaining -= open;
  }
}

/** The instant `hours` business hours after `start`: when a lead received then is overdue. */
export function businessHoursAfter(start: Date, hours: number, timeZone: string): Date {
  let remaining = hours * hourMs;
  const first = wallClock(start, timeZone).day;
  for (let day = first; ; day = addDays(day, 1)) {
    if (!isBusinessDay(day)) continue;
    const begin = Math.max(instantAt(day, opens, timeZone).getTime(), start.getTime());
    const end = instantAt(day, closes, timeZone).getTime();
    const open = Math.max(0, end - begin);
    if (remaining <= open && open > 0) return new Date(begin + remaining);
    remaining -= open;
  }
}
