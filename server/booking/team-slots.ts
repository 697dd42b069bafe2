/**
 * The team's free demo slots as the slot page and the booking see them (decisions 470, 472):
 * from the database alone (the rules, the cached busy times, our meetings), never from a
 * calendar, so the page answers in milliseconds whatever the calendars do. A calendar marked
 * unreachable contributes no busy times: its person's slots are then their working hours
 * minus our own meetings.
 */
import type { DatabaseSchema } from '@server/db/schema';
import type { Kysely } from 'kysely';
import { freeSlots, type Interval, type TeamSlot, teamSlots } from './availability';
import { type DemoSalesperson, demoSalespeople } from './salespeople';

type Db = Kysely<DatabaseSchema>;

/** How far ahead the page offers slots, and how many it lists. */
export const bookingHorizonDays = 21;
export const slotsListed = 40;

const dayMs = 86_400_000;

export interface TeamAvailabilityInput {
  siteTimeZone: string;
  now: Date;
  /** Who is asked first when free (the lead's owner); then the round robin's turn. */
  preferredId?: string | null;
  /** How many slots (all within the horizon when absent). */
  limit?: number;
}

export async function teamAvailability(
  db: Db,
  { siteTimeZone, now, preferredId, limit }: TeamAvailabilityInput,
): Promise<{ slots: TeamSlot[]; people: DemoSalesperson[] }> {
  const people = await demoSalespeople(db, siteTimeZone);
  if (people.length === 0) return { slots: [], people };
  const ids = people.map(({ id }) => id);
  const horizon = new Date(now.getTime() + bookingHorizonDays * dayMs);
  const from = new Date(now.getTime() - dayMs);
  const [busyRows, meetingRows] = await Promise.all([
    db
      .selectFrom('calendar_busy')
      .select(['user_id', 'starts_at', 'ends_at'])
      .where('user_id', 'in', ids)
      .where('starts_at', '<', horizon)
      .where('ends_at', '>', from)
      .execute(),
    db
      .selectFrom('meetings')
      .select(['salesperson_id', 'starts_at', 'ends_at'])
      .where('salesperson_id', 'in', ids)
      .where('cancelled_at', 'is', null)
      .where('starts_at', '<', horizon)
      .where('ends_at', '>', from)
      .execute(),
  ]);
  const busyOf = new Map<string, Interval[]>();
  for (const row of busyRows) {
    const list = busyOf.get(row.user_id) ?? [];
    list.push({ start: row.starts_at, end: row.ends_at });
    busyOf.set(row.user_id, list);
  }
  const bookedOf = new Map<string, Interval[]>();
  for (const row of meetingRows) {
    const list = bookedOf.get(row.salesperson_id) ?? [];
    list.push({ start: row.starts_at, end: row.ends_at });
    bookedOf.set(row.salesperson_id, list);
  }
  const ordered = [
    ...people.filter(({ id }) => id === preferredId),
    ...people.filter(({ id }) => id !== preferredId),
  ];
  const slots = teamSlots(
    ordered.map((person) => ({
      id: person.id,
      slots: freeSlots({
        rules: person.rules,
        now,
        days: bookingHorizonDays,
        busy: person.calendarState === 'unreachable' ? [] : (busyOf.get(person.id) ?? []),
        booked: bookedOf.get(person.id) ?? [],
      }),
    })),
    limit ?? Number.POSITIVE_INFINITY,
  );
  return { slots, people };
}
