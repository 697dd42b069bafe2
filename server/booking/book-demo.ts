/**
 * Booking a demo slot (decision 472): the slot is checked against the team's availability,
 * then offered to whoever is free at that start in the routing's order (the lead's owner, by
 * the visitor's e-mail, first; then the round robin's turn), each as one insert that the
 * unique index of (salesperson, start) lets succeed once. The meeting and the job that mails
 * its invitations are one transaction, so a stored meeting is always announced. Whoever lost
 * the race is answered "just taken" with the next free slots.
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '@contract/languages';
import { markGivenALead } from '@server/accounts/users';
import type { DatabaseSchema } from '@server/db/schema';
import { enqueueJobs } from '@server/queue/jobs';
import { type Kysely, sql } from 'kysely';
import type { TeamSlot } from './availability';
import { meetingInviteKeys } from './meeting-invite-keys';
import { slotsListed, teamAvailability } from './team-slots';

type Db = Kysely<DatabaseSchema>;

export interface DemoRequest {
  start: Date;
  name: string;
  email: string;
  language: Language;
  /** The visitor's zone, for their invitation. */
  timeZone: string;
}

export type BookingResult =
  | {
      outcome: 'booked';
      meeting: { id: string; start: Date; end: Date; salespersonId: string; leadId: string | null };
    }
  | { outcome: 'taken' | 'past'; next: TeamSlot[] };

/** The visitor's latest lead by e-mail: the meeting is linked to it, and its owner asked first. */
async function leadOf(db: Db, email: string) {
  return db
    .selectFrom('leads')
    .select(['id', 'owner_id'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function bookDemo(
  db: Db,
  request: DemoRequest,
  {
    siteTimeZone,
    now = new Date(),
    onBooked,
  }: { siteTimeZone: string; now?: Date; onBooked?: () => void },
): Promise<BookingResult> {
  const lead = await leadOf(db, request.email);
  const { slots } = await teamAvailability(db, { siteTimeZone, now, preferredId: lead?.owner_id });
  const next = () => slots.filter((slot) => slot.start > request.start).slice(0, slotsListed);
  if (request.start.getTime() <= now.getTime()) {
    return { outcome: 'past', next: slots.slice(0, slotsListed) };
  }
  const slot = slots.find((free) => free.start.getTime() === request.start.getTime());
  if (!slot) return { outcome: 'taken', next: next() };
  for (const salespersonId of slot.salespeople) {
    const id = randomUUID();
    const inserted = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('meetings')
        .values({
          id,
          salesperson_id: salespersonId,
          lead_id: lead?.id ?? null,
          starts_at: slot.start,
          ends_at: slot.end,
          name: request.name,
          email: request.email,
          language: request.language,
          time_zone: request.timeZone,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['salesperson_id', 'starts_at'])
            .where('cancelled_at', 'is', null)
            .doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await enqueueJobs(trx, 'meeting_invites', meetingInviteKeys(id));
      // A demo given by the turn moves the turn on, as a lead given by it does.
      if (salespersonId !== lead?.owner_id) await markGivenALead(trx, salespersonId);
      return true;
    });
    if (inserted) {
      onBooked?.();
      return {
        outcome: 'booked',
        meeting: { id, start: slot.start, end: slot.end, salespersonId, leadId: lead?.id ?? null },
      };
    }
  }
  return { outcome: 'taken', next: next() };
}
