import { dayFormatter } from '@server/events/site-day';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AvailabilityRules,
  defaultRules,
  freeSlots,
  type Interval,
  isWorkingDay,
  overlaps,
  slotsByDay,
  teamSlots,
} from './availability';

const zone = 'America/Sao_Paulo';
const sp = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
const minute = 60_000;
/** Monday 2026-12-07, 08:00 in São Paulo. */
const monday = sp('2026-12-07', '08:00');

const rulesArbitrary: fc.Arbitrary<AvailabilityRules> = fc
  .record({
    timeZone: fc.constantFrom('America/Sao_Paulo', 'America/Manaus', 'Europe/Lisbon', 'UTC'),
    weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    opensMinute: fc.integer({ min: 0, max: 12 * 60 }),
    length: fc.integer({ min: 60, max: 11 * 60 }),
    daysOff: fc.array(
      fc.integer({ min: 0, max: 13 }).map((days) => addDaysTo('2026-12-07', days)),
      { maxLength: 3 },
    ),
    slotMinutes: fc.constantFrom(15, 30, 45, 60),
    bufferMinutes: fc.integer({ min: 0, max: 60 }),
    noticeMinutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
    dailyMaximum: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ length, ...rules }) => ({ ...rules, closesMinute: rules.opensMinute + length }));

function addDaysTo(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const intervalArbitrary: fc.Arbitrary<Interval> = fc
  .record({
    startMinute: fc.integer({ min: -24 * 60, max: 14 * 24 * 60 }),
    minutes: fc.integer({ min: 1, max: 8 * 60 }),
  })
  .map(({ startMinute, minutes }) => ({
    start: new Date(monday.getTime() + startMinute * minute),
    end: new Date(monday.getTime() + (startMinute + minutes) * minute),
  }));

const inputArbitrary = fc.record({
  rules: rulesArbitrary,
  nowMinute: fc.integer({ min: 0, max: 3 * 24 * 60 }),
  busy: fc.array(intervalArbitrary, { maxLength: 12 }),
  booked: fc.array(intervalArbitrary, { maxLength: 8 }),
});

describe('free slots (property-based)', () => {
  it('never overlaps a busy time or a meeting, buffer included', () => {
    fc.assert(
      fc.property(inputArbitrary, ({ rules, nowMinute, busy, booked }) => {
        const now = new Date(monday.getTime() + nowMinute * minute);
        const buffer = rules.bufferMinutes * minute;
        for (const slot of freeSlots({ rules, now, days: 14, busy, booked })) {
          const padded = {
            start: new Date(slot.start.getTime() - buffer),
            end: new Date(slot.end.getTime() + buffer),
          };
          for (const taken of [...busy, ...booked]) expect(overlaps(padded, taken)).toBe(false);
        }
      }),
    );
  });

  it('respects the minimum notice, the working hours and the working days', () => {
    fc.assert(
      fc.property(inputArbitrary, ({ rules, nowMinute, busy, booked }) => {
        const now = new Date(monday.getTime() + nowMinute * minute);
        const dayOf = dayFormatter(rules.timeZone);
        const clock = new Intl.DateTimeFormat('en-GB', {
          timeZone: rules.timeZone,
          hourCycle: 'h23',
          hour: '2-digit',
          minute: '2-digit',
        });
        for (const slot of freeSlots({ rules, now, days: 14, busy, booked })) {
          expect(slot.start.getTime()).toBeGreaterThanOrEqual(
            now.getTime() + rules.noticeMinutes * minute,
          );
          expect(slot.end.getTime() - slot.start.getTime()).toBe(rules.slotMinutes * minute);
          expect(isWorkingDay(rules, dayOf(slot.start))).toBe(true);
          const [hour, minutes] = clock.format(slot.start).split(':').map(Number);
          const startMinute = (hour ?? 0) * 60 + (minutes ?? 0);
          expect(startMinute).toBeGreaterThanOrEqual(rules.opensMinute);
          expect(startMinute + rules.slotMinutes).toBeLessThanOrEqual(rules.closesMinute);
          expect((startMinute - rules.opensMinute) % rules.slotMinutes).toBe(0);
        }
      }),
    );
  });

  it('offers nothing on a day that has its daily maximum of meetings', () => {
    fc.assert(
      fc.property(inputArbitrary, ({ rules, nowMinute, busy, booked }) => {
        const now = new Date(monday.getTime() + nowMinute * minute);
        const dayOf = dayFormatter(rules.timeZone);
        const perDay = new Map<string, number>();
        for (const meeting of booked) {
          perDay.set(dayOf(meeting.start), (perDay.get(dayOf(meeting.start)) ?? 0) + 1);
        }
        for (const slot of freeSlots({ rules, now, days: 14, busy, booked })) {
          expect(perDay.get(dayOf(slot.start)) ?? 0).toBeLessThan(rules.dailyMaximum);
        }
      }),
    );
  });

  it('offers every slot of a free working day (nothing is lost to the checks)', () => {
    fc.assert(
      fc.property(rulesArbitrary, (rules) => {
        const open = { ...rules, weekdays: [0, 1, 2, 3, 4, 5, 6], daysOff: [], noticeMinutes: 0 };
        const slots = freeSlots({ rules: open, now: monday, days: 4, busy: [], booked: [] });
        // Tuesday to Thursday are whole days ahead; none is a holiday.
        const perDay = slotsByDay(slots, open.timeZone).filter(({ day }) =>
          ['2026-12-08', '2026-12-09', '2026-12-10'].includes(day),
        );
        for (const { slots: daySlots } of perDay) {
          expect(daySlots).toHaveLength(
            Math.floor((open.closesMinute - open.opensMinute) / open.slotMinutes),
          );
        }
      }),
    );
  });
});

describe('free slots (examples)', () => {
  const rules = { ...defaultRules(zone), noticeMinutes: 0 };

  it('keeps the business hours of the first-response clock, 30 minutes each', () => {
    const slots = freeSlots({ rules, now: monday, days: 1, busy: [], booked: [] });
    expect(slots).toHaveLength(18);
    expect(slots[0]?.start).toEqual(sp('2026-12-07', '09:00'));
    expect(slots.at(-1)?.end).toEqual(sp('2026-12-07', '18:00'));
  });

  it('offers nothing on a national holiday or a weekend', () => {
    // Friday 2026-12-25 is Christmas; 26 and 27 are the weekend.
    const christmas = sp('2026-12-25', '08:00');
    const slots = freeSlots({ rules, now: christmas, days: 3, busy: [], booked: [] });
    expect(slots).toEqual([]);
    const goodFriday = sp('2026-04-03', '08:00');
    expect(freeSlots({ rules, now: goodFriday, days: 1, busy: [], booked: [] })).toEqual([]);
  });

  it('shows the slots grouped by day in the visitor’s zone', () => {
    const slots = freeSlots({ rules, now: monday, days: 2, busy: [], booked: [] });
    // 17:30 in São Paulo is 20:30 in UTC, 04:30 next day in Tokyo.
    const tokyo = slotsByDay(slots, 'Asia/Tokyo');
    expect(tokyo.map(({ day }) => day)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
  });

  it('offers a start once for the team, with whoever is free, in turn order', () => {
    const a = [{ start: sp('2026-12-07', '09:00'), end: sp('2026-12-07', '09:30') }];
    const b = [...a, { start: sp('2026-12-07', '09:30'), end: sp('2026-12-07', '10:00') }];
    const team = teamSlots(
      [
        { id: 'b', slots: b },
        { id: 'a', slots: a },
      ],
      10,
    );
    expect(team.map((slot) => slot.salespeople)).toEqual([['b', 'a'], ['b']]);
  });
});
