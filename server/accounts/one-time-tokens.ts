/**
 * Single-use, expiring links into the inbox (decision 372): a password reset and the first
 * admin's set-up link. As with a privacy request's confirmation (decision 322), the link
 * carries a row's id and a keyed hash of it under a secret only the server knows
 * (server/db/server-secret.ts), so nobody makes a link for a row they were not sent, and the
 * table holds nothing that opens anything. The row is the single-use record: `used_at` is set
 * once, in the statement that checks it is unset, so two clicks at once use it once. Every
 * time is the database's clock, never an instance's.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { DatabaseSchema, OneTimeTokensTable } from '@server/db/schema';
import { keyedHash } from '@server/db/server-secret';
import { type Kysely, type Selectable, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

export type TokenPurpose = OneTimeTokensTable['purpose'];
/** What a link is worth now. */
export type TokenState = 'valid' | 'used' | 'expired' | 'invalid';

const codeOf = (db: Db, purpose: TokenPurpose, id: string) =>
  keyedHash(db, `one-time-token:${purpose}`, id);

const tokenShape =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-f]{64})$/;

/** The link's token for a row: `<id>.<keyed hash of the id>`. */
export async function tokenOf(db: Db, purpose: TokenPurpose, id: string) {
  return `${id}.${await codeOf(db, purpose, id)}`;
}

/** A new single-use token good for `minutes`; answers its row's id and the token. */
export async function issueToken(
  db: Db,
  {
    purpose,
    userId,
    minutes,
    id = randomUUID(),
  }: {
    purpose: TokenPurpose;
    userId: string | null;
    minutes: number;
    id?: string;
  },
) {
  await db
    .insertInto('one_time_tokens')
    .values({
      id,
      purpose,
      user_id: userId,
      expires_at: sql<Date>`now() + make_interval(mins => ${minutes})`,
    })
    .execute();
  return { id, token: await tokenOf(db, purpose, id) };
}

type Found =
  | { state: Exclude<TokenState, 'valid'>; row?: Selectable<OneTimeTokensTable> }
  | { state: 'valid'; row: Selectable<OneTimeTokensTable> };

/** The token's row and state; `lock` holds the row until the transaction ends. */
async function find(db: Db, purpose: TokenPurpose, token: unknown, lock: boolean): Promise<Found> {
  const match = typeof token === 'string' ? tokenShape.exec(token) : null;
  if (!match) return { state: 'invalid' };
  const [, id = '', code = ''] = match;
  const expected = Buffer.from(await codeOf(db, purpose, id));
  if (!timingSafeEqual(expected, Buffer.from(code))) return { state: 'invalid' };
  let query = db
    .selectFrom('one_time_tokens')
    .selectAll()
    .select(sql<boolean>`expires_at <= now()`.as('expired'))
    .where('id', '=', id)
    .where('purpose', '=', purpose);
  if (lock) query = query.forUpdate();
  const found = await query.executeTakeFirst();
  if (!found) return { state: 'invalid' };
  const { expired, ...row } = found;
  if (row.used_at) return { state: 'used', row };
  if (expired) return { state: 'expired', row };
  return { state: 'valid', row };
}

/** What the token is worth now, changing nothing (the screen asks before the person types). */
export function tokenState(db: Db, purpose: TokenPurpose, token: unknown) {
  return find(db, purpose, token, false);
}

/**
 * Uses the token if it is still good, inside the caller's transaction (which rolls the use
 * back should the rest fail). A second use answers 'used'.
 */
export async function redeemToken(trx: Db, purpose: TokenPurpose, token: unknown): Promise<Found> {
  const found = await find(trx, purpose, token, true);
  if (found.state !== 'valid') return found;
  const updated = await trx
    .updateTable('one_time_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', found.row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? found : { state: 'used', row: found.row };
}

/** Every still unused token of this purpose (and account) is spent: a newer one replaced them. */
export async function spendOtherTokens(db: Db, purpose: TokenPurpose, userId: string | null) {
  let query = db
    .updateTable('one_time_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null);
  query = userId ? query.where('user_id', '=', userId) : query.where('user_id', 'is', null);
  await query.execute();
}

/** Long-expired rows are dead already; this only keeps the table small. */
export async function purgeOldTokens(db: Db) {
  await db
    .deleteFrom('one_time_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '7 days'`)
    .execute();
}
