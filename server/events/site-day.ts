/**
 * Calendar days in the site's time zone (SITE_TIME_ZONE): the day a visit is counted on, and
 * the days the insights ask about, are the marketing team's days, not the server's.
 */

/** 'YYYY-MM-DD'; en-CA formats dates that way. */
export function dayFormatter(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  // Formatting is a few microseconds, on every visit event: the day of the last minute asked
  // about is kept. Every zone's offset is a whole number of minutes, so a day starts on one.
  let minute = Number.NaN;
  let day = '';
  return (date: Date) => {
    const asked = Math.floor(date.getTime() / 60_000);
    if (asked !== minute) {
      minute = asked;
      day = format.format(date);
    }
    return day;
  };
}

/** The first day of the month of a 'YYYY-MM-DD' day. */
export const monthOf = (day: string) => `${day.slice(0, 8)}01`;

/** A 'YYYY-MM-DD' day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
