/**
 * The outbox queries. Claiming takes a lease (locked_until) with FOR UPDATE SKIP LOCKED, so
 * several instances on one PostgreSQL never deliver the same notification at the same time,
 * and a notification whose instance died is picked up again once its lease runs out.
 * Every time is the database's clock, never an instance's.
 */

import type { DatabaseSchema, NotificationChannel, OutboxEvent } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

export interface ClaimedNotification {
  leadId: string;
  channel: NotificationChannel;
  event: OutboxEvent;
  /** Failed attempts so far. */
  attempts: number;
  /** Times the team asked to send it again: 0 for the first sending. */
  resends: number;
}

export async function claimDueNotifications(
  db: Db,
  channels: readonly NotificationChannel[],
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<ClaimedNotification[]> {
  const rows = await db
    .updateTable('outbox')
    .set({ locked_until: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where((eb) =>
      eb(
        eb.refTuple('lead_id', 'channel', 'event'),
        'in',
        eb
          .selectFrom('outbox')
          .select(['lead_id', 'channel', 'event'])
          .where('delivered_at', 'is', null)
          .where('failed_for_good', '=', false)
          .where('channel', 'in', channels)
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .where((eb) =>
            eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]),
          )
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .$asTuple('lead_id', 'channel', 'event'),
      ),
    )
    .returning(['lead_id', 'channel', 'event', 'attempts', 'resends'])
    .execute();
  return rows.map((row) => ({
    leadId: row.lead_id,
    channel: row.channel,
    event: row.event,
    attempts: row.attempts,
    resends: row.resends,
  }));
}

/** An update of the one row a claimed notification is. */
function updateClaimed(db: Db, { leadId, channel, event }: ClaimedNotification) {
  return db
    .updateTable('outbox')
    .where('lead_id', '=', leadId)
    .where('channel', '=', channel)
    .where('event', '=', event);
}

export async function markDelivered(db: Db, notification: ClaimedNotification) {
  await updateClaimed(db, notification)
    .set({ delivered_at: sql`now()`, locked_until: null, last_error: null, skipped: null })
    .execute();
}

/** Done without sending (a sender's deliberate choice): never tried again by itself. */
export async function markSkipped(db: Db, notification: ClaimedNotification, reason: string) {
  await updateClaimed(db, notification)
    .set({ delivered_at: sql`now()`, locked_until: null, last_error: null, skipped: reason })
    .execute();
}

export async function markFailed(
  db: Db,
  notification: ClaimedNotification,
  { error, retryInMs }: { error: string; retryInMs: number },
) {
  await updateClaimed(db, notification)
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: sql`now() + ${retryInMs} * interval '1 millisecond'`,
      locked_until: null,
      last_error: error.slice(0, 500),
    }))
    .execute();
}

/** Refused by the other side (4xx): kept with its error, never tried again by itself. */
export async function markFailedForGood(db: Db, notification: ClaimedNotification, error: string) {
  await updateClaimed(db, notification)
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      failed_for_good: true,
      locked_until: null,
      last_error: error.slice(0, 500),
    }))
    .execute();
}

/** Time until the next undelivered, unleased notification is due; undefined when none is. */
export async function msUntilNextDue(
  db: Db,
  channels: readonly NotificationChannel[],
): Promise<number | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select(
      sql<number | string | null>`extract(epoch from (min(next_attempt_at) - now())) * 1000`.as(
        'wait_ms',
      ),
    )
    .where('delivered_at', 'is', null)
    .where('failed_for_good', '=', false)
    .where('channel', 'in', channels)
    .where((eb) =>
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]),
    )
    .executeTakeFirst();
  if (row?.wait_ms === null || row?.wait_ms === undefined) return undefined;
  return Math.max(0, Number(row.wait_ms));
}
