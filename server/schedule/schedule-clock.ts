/**
 * When the scheduler's mails are due, read from one instant (the scheduler's clock, a fake
 * one in tests) in SITE_TIME_ZONE. Each answer is the key of the mail: the same key on every
 * instance and every tick of the period, which the database's unique key turns into one mail.
 */
import { addDays, dayFormatter } from '@server/events/site-day';
import { instantAt, isBusinessDay } from '@server/inbox/business-hours';

/** The digest is a morning mail: past the close of business it waits for the next day. */
const digestLastHour = 18;

/** The weekly report's hour on Monday. */
export const weeklyReportHour = 8;

/**
 * The day whose digest is due at `now`: a business day (Monday to Friday, Brazil's national
 * holidays off) from `hour`:00 until 18:00 there; undefined otherwise. A server down at 8:00
 * sends it when it comes back that day, never the next.
 */
export function digestDueDay(now: Date, timeZone: string, hour: number): string | undefined {
  const today = dayFormatter(timeZone)(now);
  if (!isBusinessDay(today)) return undefined;
  const from = instantAt(today, hour, timeZone).getTime();
  const until = instantAt(today, digestLastHour, timeZone).getTime();
  return now.getTime() >= from && now.getTime() < until ? today : undefined;
}

/** The Monday of the week `day` is in ('YYYY-MM-DD'). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The Monday whose weekly report is due at `now`: from 8:00 that Monday to the end of its
 * week (a server down on Monday morning still sends it, once, when it comes back), holidays
 * or not; undefined on a Monday before 8:00.
 */
export function weeklyReportDueWeek(now: Date, timeZone: string): string | undefined {
  const monday = mondayOf(dayFormatter(timeZone)(now));
  return now.getTime() >= instantAt(monday, weeklyReportHour, timeZone).getTime()
    ? monday
    : undefined;
}

/** The week a report sent on `day` is about: the seven days before it. */
export function reportedWeek(day: string) {
  return { from: addDays(day, -7), to: addDays(day, -1) };
}
