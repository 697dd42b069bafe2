/**
 * Shared read-only links to the insights (decision 261). A link's token is its id
 * and a keyed hash of it under a secret the instances share (server-secret.ts): a token cannot
 * be made from an id alone, and an id read from the database is not a way in. The row says
 * until when it holds and whether it was revoked, checked on every use.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { DatabaseSchema } from '@server/db/schema';
import { keyedHash } from '@server/db/server-secret';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

const purpose = 'insights-share';

export async function createShare(db: Db, days: number) {
  const id = randomUUID();
  const row = await db
    .insertInto('insights_shares')
    .values({ id, expires_at: sql<Date>`now() + ${days} * interval '1 day'` })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return { id, token: `${id}.${await keyedHash(db, purpose, id)}`, expiresAt: row.expires_at };
}

/**
 * What a token is worth now: `valid`; `unknown` when it is not one we made (forged, altered,
 * or its row is gone); `expired` or `revoked` when it was ours, which only a holder of a real
 * link can learn. The expiry is the database's clock, as when the link was made.
 */
export type ShareState = 'valid' | 'unknown' | 'expired' | 'revoked';

export async function shareState(db: Db, token: string): Promise<ShareState> {
  const match = /^([0-9a-f-]{36})\.([0-9a-f]{64})$/.exec(token);
  if (!match?.[1] || !match[2]) return 'unknown';
  const expected = Buffer.from(await keyedHash(db, purpose, match[1]), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(match[2], 'hex'))) return 'unknown';
  const row = await db
    .selectFrom('insights_shares')
    .select([
      sql<boolean>`revoked_at is not null`.as('revoked'),
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('id', '=', match[1])
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (row.revoked) return 'revoked';
  return row.expired ? 'expired' : 'valid';
}

/** Answers whether there was such a link still unrevoked. */
export async function revokeShare(db: Db, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return false;
  const result = await db
    .updateTable('insights_shares')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
