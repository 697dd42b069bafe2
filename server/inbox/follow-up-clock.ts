/**
 * The clock that says what is due and what is late, read at one moment per request: today in
 * the site's calendar, and the first-response limit in business hours (business-hours.ts).
 */
import { dayFormatter } from '@server/events/site-day';
import { businessHoursAfter, businessHoursBefore } from './business-hours';

/** SITE_TIME_ZONE and FIRST_RESPONSE_HOURS. */
export interface FollowUpRules {
  timeZone: string;
  firstResponseHours: number;
}

export interface FollowUpClock {
  now: Date;
  /** 'YYYY-MM-DD' in the site's calendar. */
  today: string;
  /** A lead still new that arrived before this is past its first-response limit. */
  newOverdueBefore: Date;
  /** When a lead received at `createdAt` should have had its first answer. */
  respondBy(createdAt: Date): Date;
}

export function followUpClock(rules: FollowUpRules, now = new Date()): FollowUpClock {
  return {
    now,
    today: dayFormatter(rules.timeZone)(now),
    newOverdueBefore: businessHoursBefore(now, rules.firstResponseHours, rules.timeZone),
    respondBy: (createdAt) =>
      businessHoursAfter(createdAt, rules.firstResponseHours, rules.timeZone),
  };
}
