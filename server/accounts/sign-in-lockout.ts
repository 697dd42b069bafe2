/**
 * The sign-in lockout (decision 090), counted in the database so every instance sees the same
 * attempts. Within 15 minutes:
 * - five failures for one account from one client network (IPv4 /24, IPv6 /48) refuse that
 *   account from that network; the account's owner signs in from their own network all the
 *   same, so a stranger cannot lock anyone out;
 * - twenty failures from one network refuse that network, whatever the account;
 * - from five failures of an account on, from any networks, each further attempt from a
 *   network the account has not signed in from waits 1, 2, 4 … up to 300 seconds after the
 *   account's last failure, so guessing from many networks slows down; except for an
 *   account with a second factor (decision 450): a stranger with its password still meets
 *   the second step, whose own limits hold (sign-in-challenges.ts), so its owner signing in
 *   from a new network is no longer slowed by a stranger's failures.
 * An attempt is written before its password is checked, under a lock per account and per
 * network, so concurrent attempts cannot outrun the count: at most five passwords are checked
 * whatever the number of simultaneous attempts. A success deletes its own row.
 *
 * The account and the network are stored as keyed hashes (server/db/server-secret.ts): what was
 * typed in the e-mail box is never kept, and no table of hashed IPv4 addresses reverses them.
 */
import type { DatabaseSchema } from '@server/db/schema';
import { keyedHash } from '@server/db/server-secret';
import { shortenIp } from '@server/net/shorten-ip';
import { type Kysely, sql } from 'kysely';
import { hasSecondFactorByEmail } from './second-factor-policy';
import { normaliseEmail } from './users';

type Db = Kysely<DatabaseSchema>;

const windowMinutes = 15;
const maxPerAccountAndNetwork = 5;
const maxPerNetwork = 20;
const slowDownFrom = 5;
const slowDownMaxSeconds = 300;
/** How many networks an account's recent sign-ins are remembered from. */
const knownNetworksKept = 5;

const inWindow = sql<boolean>`at > now() - make_interval(mins => ${windowMinutes})`;

export interface Attempt {
  email: string;
  ip: string;
}

interface Keys {
  account: string;
  network: string;
}

export type SignInGate =
  /** Check the password; then call signInSucceeded, or nothing (the failure stays counted). */
  { outcome: 'check'; attemptId: string; keys: Keys } | { outcome: 'wait'; seconds: number };

async function keysOf(db: Db, { email, ip }: Attempt): Promise<Keys> {
  return {
    account: await keyedHash(db, 'sign-in-account', normaliseEmail(email)),
    network: await keyedHash(db, 'sign-in-network', shortenIp(ip)),
  };
}

/** The delay the account's failures impose on a network it has not signed in from. */
export function slowDownSeconds(accountFailures: number): number {
  if (accountFailures < slowDownFrom) return 0;
  return Math.min(2 ** (accountFailures - slowDownFrom), slowDownMaxSeconds);
}

/** Seconds until a set of failures lets one more attempt through (the oldest leaves the window). */
const secondsLeft = (match: ReturnType<typeof sql<boolean>>) =>
  sql<number | null>`ceil(extract(epoch from (min(at) filter (where ${match})
    + make_interval(mins => ${windowMinutes}) - now())))`;

/** Decides whether this attempt may check a password, and if so counts it at once. */
export async function beginSignIn(db: Db, attempt: Attempt): Promise<SignInGate> {
  const keys = await keysOf(db, attempt);
  return db.transaction().execute(async (trx): Promise<SignInGate> => {
    // Account first, then network, in every transaction: no two wait on each other in a cycle.
    await sql`select pg_advisory_xact_lock(21101, hashtext(${keys.account}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(21102, hashtext(${keys.network}))`.execute(trx);
    await trx
      .deleteFrom('sign_in_failures')
      .where((eb) => eb.not(inWindow))
      .execute();
    const pair = sql<boolean>`account_key = ${keys.account} and network_key = ${keys.network}`;
    const network = sql<boolean>`network_key = ${keys.network}`;
    const account = sql<boolean>`account_key = ${keys.account}`;
    const row = await trx
      .selectFrom('sign_in_failures')
      .select([
        sql<string>`count(*) filter (where ${pair})`.as('pair_failures'),
        secondsLeft(pair).as('pair_wait'),
        sql<string>`count(*) filter (where ${network})`.as('network_failures'),
        secondsLeft(network).as('network_wait'),
        sql<string>`count(*) filter (where ${account})`.as('account_failures'),
        sql<number | null>`extract(epoch from now() - max(at) filter (where ${account}))`.as(
          'since_account_failure',
        ),
      ])
      .where((eb) =>
        eb.or([eb('account_key', '=', keys.account), eb('network_key', '=', keys.network)]),
      )
      .where(inWindow)
      .executeTakeFirstOrThrow();

    const waits = [
      Number(row.pair_failures) >= maxPerAccountAndNetwork ? Number(row.pair_wait) : 0,
      Number(row.network_failures) >= maxPerNetwork ? Number(row.network_wait) : 0,
    ];
    const slowDown = slowDownSeconds(Number(row.account_failures));
    if (
      slowDown > 0 &&
      !(await isKnownNetwork(trx, attempt.email, keys.network)) &&
      !(await hasSecondFactorByEmail(trx, normaliseEmail(attempt.email)))
    ) {
      waits.push(Math.ceil(slowDown - Number(row.since_account_failure ?? slowDown)));
    }
    const wait = Math.max(0, ...waits);
    if (wait > 0) return { outcome: 'wait', seconds: Math.max(1, wait) };

    const { id } = await trx
      .insertInto('sign_in_failures')
      .values({ account_key: keys.account, network_key: keys.network })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { outcome: 'check', attemptId: String(id), keys };
  });
}

async function isKnownNetwork(db: Db, email: string, networkKey: string) {
  const row = await db
    .selectFrom('users')
    .select(sql<boolean>`${networkKey} = any(sign_in_networks)`.as('known'))
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
  return row?.known === true;
}

/**
 * A right password: its attempt and the account's failures from this network are forgotten
 * (not those from elsewhere), and the network becomes one the account is known to use.
 */
export async function signInSucceeded(
  db: Db,
  { attemptId, keys, userId }: { attemptId: string; keys: Keys; userId: string },
) {
  await db
    .deleteFrom('sign_in_failures')
    .where((eb) =>
      eb.or([
        eb('id', '=', attemptId),
        eb.and([eb('account_key', '=', keys.account), eb('network_key', '=', keys.network)]),
      ]),
    )
    .execute();
  await db
    .updateTable('users')
    .set({
      sign_in_networks: sql<string[]>`(array[${keys.network}]::text[]
        || array_remove(sign_in_networks, ${keys.network}))[1:${knownNetworksKept}]`,
    })
    .where('id', '=', userId)
    .execute();
}
