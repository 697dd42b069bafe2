/**
 * The lockout: after five failed sign-ins for one account, or from one client address, within
 * 15 minutes, further attempts are refused (429) until the oldest of them is 15 minutes old,
 * without even checking the password. Counted in the database, so every instance sees the
 * same failures. The address is stored as a SHA-256 only, and rows older than the window are
 * deleted as new ones come.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';
import { normaliseEmail } from './users';

type Db = Kysely<DatabaseSchema>;

const maxFailedSignIns = 5;
const lockoutWindowMinutes = 15;

const ipHash = (ip: string) => createHash('sha256').update(`sign-in:${ip}`).digest('hex');
const inWindow = sql<boolean>`at > now() - make_interval(mins => ${lockoutWindowMinutes})`;

export interface Attempt {
  email: string;
  ip: string;
}

/** Seconds until the account and the address may try again; 0 when they may now. */
export async function lockedForSeconds(db: Db, { email, ip }: Attempt): Promise<number> {
  const account = normaliseEmail(email);
  const address = ipHash(ip);
  const secondsLeft = (match: ReturnType<typeof sql<boolean>>) =>
    sql<number | null>`ceil(extract(epoch from (min(at) filter (where ${match})
      + make_interval(mins => ${lockoutWindowMinutes}) - now())))`;
  const row = await db
    .selectFrom('sign_in_failures')
    .select([
      sql<string>`count(*) filter (where account = ${account})`.as('account_failures'),
      secondsLeft(sql<boolean>`account = ${account}`).as('account_wait'),
      sql<string>`count(*) filter (where ip_hash = ${address})`.as('ip_failures'),
      secondsLeft(sql<boolean>`ip_hash = ${address}`).as('ip_wait'),
    ])
    .where((eb) => eb.or([eb('account', '=', account), eb('ip_hash', '=', address)]))
    .where(inWindow)
    .executeTakeFirstOrThrow();
  // One more attempt is allowed once the oldest failure of a reached limit leaves the window.
  const waits = [
    [row.account_failures, row.account_wait],
    [row.ip_failures, row.ip_wait],
  ]
    .filter(([failures]) => Number(failures) >= maxFailedSignIns)
    .map(([, wait]) => Math.max(1, Number(wait)));
  return Math.max(0, ...waits);
}

export async function recordFailedSignIn(db: Db, { email, ip }: Attempt) {
  await db
    .deleteFrom('sign_in_failures')
    .where((eb) => eb.not(inWindow))
    .execute();
  await db
    .insertInto('sign_in_failures')
    .values({ account: normaliseEmail(email), ip_hash: ipHash(ip) })
    .execute();
}

/** A right password clears the account's failures (not the address's). */
export async function clearFailedSignIns(db: Db, email: string) {
  await db.deleteFrom('sign_in_failures').where('account', '=', normaliseEmail(email)).execute();
}
