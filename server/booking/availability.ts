/**
 * The free demo slots of one salesperson (decision 470): pure functions of their rules, the
 * busy times read from their calendar, our own meetings and the clock, so they are tested
 * alone and the slot page computes them from the database's cache without waiting on anyone.
 *
 * A slot is `slotMinutes` long, starts on the grid of its working day (opening time, then
 * every slot length), lies inside the working hours of a working day (a weekday of the rules,
 * not a national holiday nor one of the person's days off), starts at least `noticeMinutes`
 * from now, keeps `bufferMinutes` clear of every busy interval and meeting on both sides, and
 * its day has fewer than `dailyMaximum` meetings already.
 */
import { addDays, dayFormatter } from '@server/events/site-day';
import { isBrazilianNationalHoliday } from '@server/inbox/brazilian-holidays';
import { businessHours, instantAt } from '@server/inbox/business-hours';

export interface Interval {
  start: Date;
  end: Date;
}

export interface AvailabilityRules {
  /** The zone the working hours are in (the salesperson's, SITE_TIME_ZONE by default). */
  timeZone: string;
  /** Weekdays worked, 0 = Sunday. */
  weekdays: readonly number[];
  /** Minutes after midnight the day opens and closes. */
  opensMinute: number;
  closesMinute: number;
  /** 'YYYY-MM-DD' days off (holidays, leave), besides the national holidays. */
  daysOff: readonly string[];
  slotMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  dailyMaximum: number;
}

/** The first-response clock's business hours, national holidays off, 30-minute slots. */
export function defaultRules(timeZone: string): AvailabilityRules {
  return {
    timeZone,
    weekdays: [1, 2, 3, 4, 5],
    opensMinute: businessHours.opens * 60,
    closesMinute: businessHours.closes * 60,
    daysOff: [],
    slotMinutes: 30,
    bufferMinutes: 0,
    noticeMinutes: 120,
    dailyMaximum: 6,
  };
}

const minuteMs = 60_000;

export const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Whether the rules make `day` ('YYYY-MM-DD' in their zone) a working day. */
export function isWorkingDay(rules: AvailabilityRules, day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return (
    rules.weekdays.includes(weekday) &&
    !isBrazilianNationalHoliday(day) &&
    !rules.daysOff.includes(day)
  );
}

export interface AvailabilityInput {
  rules: AvailabilityRules;
  now: Date;
  /** Days ahead looked at, today included. */
  days: number;
  /** Busy times from the person's calendar. */
  busy: readonly Interval[];
  /** Our own meetings with this person. */
  booked: readonly Interval[];
}

/** The free slots, earliest first. */
export function freeSlots({ rules, now, days, busy, booked }: AvailabilityInput): Interval[] {
  const dayOf = dayFormatter(rules.timeZone);
  const earliest = now.getTime() + rules.noticeMinutes * minuteMs;
  const bufferMs = rules.bufferMinutes * minuteMs;
  const slotMs = rules.slotMinutes * minuteMs;
  const blocking = [...busy, ...booked]
    .map(({ start, end }) => ({
      start: start.getTime() - bufferMs,
      end: end.getTime() + bufferMs,
    }))
    .sort((a, b) => a.start - b.start);
  const bookedPerDay = new Map<string, number>();
  for (const meeting of booked) {
    const day = dayOf(meeting.start);
    bookedPerDay.set(day, (bookedPerDay.get(day) ?? 0) + 1);
  }
  const slots: Interval[] = [];
  const today = dayOf(now);
  for (let offset = 0; offset < days; offset++) {
    const day = addDays(today, offset);
    if (!isWorkingDay(rules, day)) continue;
    if ((bookedPerDay.get(day) ?? 0) >= rules.dailyMaximum) continue;
    const closes = instantAt(day, rules.closesMinute / 60, rules.timeZone).getTime();
    for (
      let start = instantAt(day, rules.opensMinute / 60, rules.timeZone).getTime();
      start + slotMs <= closes;
      start += slotMs
    ) {
      if (start < earliest) continue;
      const end = start + slotMs;
      if (blocking.some((interval) => interval.start < end && start < interval.end)) continue;
      slots.push({ start: new Date(start), end: new Date(end) });
    }
  }
  return slots;
}

/** A free slot of the team: its start and the salespeople free then, in their turn's order. */
export interface TeamSlot extends Interval {
  salespeople: string[];
}

/**
 * The team's slots: each start offered once, with whoever is free then, in the order given
 * (the routing's: the lead's owner first, then the round robin's turn).
 */
export function teamSlots(
  people: readonly { id: string; slots: readonly Interval[] }[],
  limit: number,
): TeamSlot[] {
  const byStart = new Map<number, TeamSlot>();
  for (const person of people) {
    for (const slot of person.slots) {
      const key = slot.start.getTime();
      const found = byStart.get(key);
      if (found) found.salespeople.push(person.id);
      else byStart.set(key, { ...slot, salespeople: [person.id] });
    }
  }
  return [...byStart.values()]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .slice(0, limit);
}

/** Slots grouped by their day in the visitor's zone, for the page's list. */
export function slotsByDay<Slot extends Interval>(slots: readonly Slot[], timeZone: string) {
  const dayOf = dayFormatter(timeZone);
  const days: { day: string; slots: Slot[] }[] = [];
  for (const slot of slots) {
    const day = dayOf(slot.start);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}
