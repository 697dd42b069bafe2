/**
 * The scheduled mails' queries, the outbox's rules on a table of their own (decision 260): a
 * row per kind and key, queued with ON CONFLICT DO NOTHING (so each instance's tick may try,
 * and one row results), claimed with a lease under FOR UPDATE SKIP LOCKED, retried with
 * backoff. Every time is the database's clock.
 */
import type { DatabaseSchema, ScheduledMailKind } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

export interface ClaimedMail {
  kind: ScheduledMailKind;
  key: string;
  /** Failed attempts so far. */
  attempts: number;
}

/** Queues the mails not queued yet; answers how many were new. */
export async function queueMails(db: Db, kind: ScheduledMailKind, keys: readonly string[]) {
  if (keys.length === 0) return 0;
  const inserted = await db
    .insertInto('scheduled_mails')
    .values(keys.map((key) => ({ kind, key })))
    .onConflict((conflict) => conflict.columns(['kind', 'key']).doNothing())
    .returning('key')
    .execute();
  return inserted.length;
}

/** One digest per account for `day`, whatever accounts exist right now. */
export async function queueDigests(db: Db, day: string) {
  const { rows } = await sql<{ key: string }>`
    insert into scheduled_mails (kind, key)
    select 'digest', ${day} || ':' || id from users
    on conflict do nothing
    returning key`.execute(db);
  return rows.length;
}

/** Due, undelivered, unleased mails of these kinds (or the one `key`), leased to the caller. */
export async function claimDueMails(
  db: Db,
  kinds: readonly ScheduledMailKind[],
  { limit, leaseMs, key }: { limit: number; leaseMs: number; key?: string },
): Promise<ClaimedMail[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .updateTable('scheduled_mails')
    .set({ locked_until: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where((eb) =>
      eb(
        eb.refTuple('kind', 'key'),
        'in',
        eb
          .selectFrom('scheduled_mails')
          .select(['kind', 'key'])
          .where('delivered_at', 'is', null)
          .where('kind', 'in', kinds)
          .$if(key !== undefined, (query) => query.where('key', '=', key ?? ''))
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .where((eb) =>
            eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]),
          )
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .$asTuple('kind', 'key'),
      ),
    )
    .returning(['kind', 'key', 'attempts'])
    .execute();
  return rows;
}

const claimed = (db: Db, { kind, key }: ClaimedMail) =>
  db.updateTable('scheduled_mails').where('kind', '=', kind).where('key', '=', key);

export async function markMailDelivered(db: Db, mail: ClaimedMail, skipped?: string) {
  await claimed(db, mail)
    .set({
      delivered_at: sql`now()`,
      locked_until: null,
      last_error: null,
      skipped: skipped ?? null,
    })
    .execute();
}

export async function markMailFailed(
  db: Db,
  mail: ClaimedMail,
  { error, retryInMs }: { error: string; retryInMs: number },
) {
  await claimed(db, mail)
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: sql`now() + ${retryInMs} * interval '1 millisecond'`,
      locked_until: null,
      last_error: error.slice(0, 500),
    }))
    .execute();
}

/** Rows of mails done long ago: they only had to outlive their period (a day, a week). */
export async function forgetOldMails(db: Db, olderThanDays: number) {
  await db
    .deleteFrom('scheduled_mails')
    .where('delivered_at', '<', sql<Date>`now() - ${olderThanDays} * interval '1 day'`)
    .execute();
}
