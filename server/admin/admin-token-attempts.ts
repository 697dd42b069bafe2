/**
 * Wrong admin tokens, counted in the database so that every instance on one PostgreSQL sees
 * the same guesses: after ten in a minute from one client network (IPv4 /24,
 * IPv6 /48), that network is refused, even with the right token, until its oldest wrong token
 * leaves the minute. A wrong token is counted under a lock per network and answered by that
 * count, so simultaneous guesses cannot outrun it: at most ten of them get an answer that says
 * "wrong"; the rest are refused as if the token were right or wrong alike. A right token only
 * reads the count. The network is stored as a keyed hash, never as the address.
 */
import type { DatabaseSchema } from '@server/db/schema';
import { keyedHash } from '@server/db/server-secret';
import { shortenIp } from '@server/net/shorten-ip';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

/** Wrong tokens allowed per client network and window before every attempt is refused (429). */
export const adminAttemptLimit = { max: 10, windowSeconds: 60 };

const inWindow = sql<boolean>`at > now() - make_interval(secs => ${adminAttemptLimit.windowSeconds})`;

const networkKey = (db: Db, ip: string) => keyedHash(db, 'admin-network', shortenIp(ip));

/** Seconds the network must wait before any token is looked at, or 0. */
async function waitOf(db: Db, network: string): Promise<number> {
  const row = await db
    .selectFrom('admin_token_attempts')
    .select([
      sql<string>`count(*)`.as('failures'),
      sql<number | null>`ceil(extract(epoch from min(at)
          + make_interval(secs => ${adminAttemptLimit.windowSeconds}) - now()))`.as('wait'),
    ])
    .where('network_key', '=', network)
    .where(inWindow)
    .executeTakeFirstOrThrow();
  return Number(row.failures) >= adminAttemptLimit.max ? Math.max(1, Number(row.wait)) : 0;
}

/** For a right token: the seconds its network must still wait, or 0 to let it in. */
export async function adminTokenWait(db: Db, ip: string): Promise<number> {
  return waitOf(db, await networkKey(db, ip));
}

/**
 * For a wrong token: counts it and answers 0, or, when the network is already at the limit,
 * counts nothing and answers the seconds it must wait.
 */
export async function countWrongAdminToken(db: Db, ip: string): Promise<number> {
  const network = await networkKey(db, ip);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(21103, hashtext(${network}))`.execute(trx);
    await trx
      .deleteFrom('admin_token_attempts')
      .where((eb) => eb.not(inWindow))
      .execute();
    const wait = await waitOf(trx, network);
    if (wait === 0) {
      await trx.insertInto('admin_token_attempts').values({ network_key: network }).execute();
    }
    return wait;
  });
}
