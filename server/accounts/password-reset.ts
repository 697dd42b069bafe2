/**
 * A forgotten password, reset from the account's mailbox (decision 372):
 * - asking answers the same, and does the same work, whether the address has an account or
 *   not: the request is counted, a mail job is queued (its key a new token id), and only when
 *   the account exists is that id's single-use record written, so the job finds nothing to
 *   send for an unknown address;
 * - at most `perAccount` requests per address and `perNetwork` per client network (IPv4 /24,
 *   IPv6 /48) within an hour, counted in the database as the sign-in lockout counts
 *   (decision 090), under keyed hashes so no typed address is kept;
 * - the link is good for PASSWORD_RESET_MINUTES and once; using it sets the new password
 *   (the usual rules, passwords.ts), ends every session of the account and spends its other
 *   reset links.
 */
import { randomUUID } from 'node:crypto';
import { inboxPaths } from '@contract/inbox-paths';
import { recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import { keyedHash } from '@server/db/server-secret';
import { shortenIp } from '@server/net/shorten-ip';
import { enqueueJobs } from '@server/queue/jobs';
import { type Kysely, sql } from 'kysely';
import {
  issueToken,
  purgeOldTokens,
  redeemToken,
  spendOtherTokens,
  type TokenState,
  tokenOf,
} from './one-time-tokens';
import { hashPassword, passwordProblem } from './passwords';
import { findUserByEmail, normaliseEmail, type User, userFromRow } from './users';

type Db = Kysely<DatabaseSchema>;

const windowMinutes = 60;
export const resetLimits = { perAccount: 3, perNetwork: 10 } as const;

const inWindow = sql<boolean>`at > now() - make_interval(mins => ${windowMinutes})`;

export type ResetRequestOutcome = { outcome: 'queued' } | { outcome: 'wait'; seconds: number };

/** Seconds until the oldest of these requests leaves the window. */
const secondsLeft = (match: ReturnType<typeof sql<boolean>>) =>
  sql<number | null>`ceil(extract(epoch from (min(at) filter (where ${match})
    + make_interval(mins => ${windowMinutes}) - now())))`;

/** "Forgot password": queues the mail when the address has an account; the same either way. */
export async function requestPasswordReset(
  db: Db,
  { email, ip, minutes }: { email: string; ip: string; minutes: number },
): Promise<ResetRequestOutcome> {
  const account = await keyedHash(db, 'password-reset-account', normaliseEmail(email));
  const network = await keyedHash(db, 'password-reset-network', shortenIp(ip));
  // Links long dead only take room; cleared here, as expired sessions are at sign-in.
  await purgeOldTokens(db);
  return db.transaction().execute(async (trx): Promise<ResetRequestOutcome> => {
    // Account first, then network, as the sign-in lockout does: no cycle of waits.
    await sql`select pg_advisory_xact_lock(21111, hashtext(${account}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(21112, hashtext(${network}))`.execute(trx);
    await trx
      .deleteFrom('password_reset_requests')
      .where((eb) => eb.not(inWindow))
      .execute();
    const byAccount = sql<boolean>`account_key = ${account}`;
    const byNetwork = sql<boolean>`network_key = ${network}`;
    const counts = await trx
      .selectFrom('password_reset_requests')
      .select([
        sql<string>`count(*) filter (where ${byAccount})`.as('account_requests'),
        secondsLeft(byAccount).as('account_wait'),
        sql<string>`count(*) filter (where ${byNetwork})`.as('network_requests'),
        secondsLeft(byNetwork).as('network_wait'),
      ])
      .where((eb) => eb.or([eb('account_key', '=', account), eb('network_key', '=', network)]))
      .executeTakeFirstOrThrow();
    const wait = Math.max(
      Number(counts.account_requests) >= resetLimits.perAccount ? Number(counts.account_wait) : 0,
      Number(counts.network_requests) >= resetLimits.perNetwork ? Number(counts.network_wait) : 0,
    );
    if (wait > 0) return { outcome: 'wait', seconds: Math.max(1, wait) };

    await trx
      .insertInto('password_reset_requests')
      .values({ account_key: account, network_key: network })
      .execute();
    const found = await findUserByEmail(trx, email);
    // A deactivated account is answered as an unknown one: only an admin brings it back
    // (decision 375), and a reset would otherwise be a way in around that.
    const row = found && !found.deactivated_at ? found : undefined;
    const id = randomUUID();
    if (row) {
      await issueToken(trx, { purpose: 'password_reset', userId: row.id, minutes, id });
    }
    await enqueueJobs(trx, 'password_reset_mail', [id]);
    await recordAudit(trx, {
      // An unknown address is not kept: it may be anyone's, typed by anyone.
      actor: row ? { id: row.id, email: row.email } : null,
      action: 'password_reset_requested',
      details: { account: row ? 'known' : 'unknown' },
    });
    return { outcome: 'queued' };
  });
}

export interface ResetMail {
  to: string;
  name: string | null;
  language: User['language'];
  link: string;
  expiresAt: Date;
}

/** The reset page's address on our own site, with the token. */
export async function resetLink(db: Db, siteUrl: string, tokenId: string) {
  const url = new URL(inboxPaths.resetPassword, siteUrl);
  url.searchParams.set('token', await tokenOf(db, 'password_reset', tokenId));
  return url.toString();
}

/** What the mail of this job needs, or why there is none to send. */
export async function resetMailFor(
  db: Db,
  siteUrl: string,
  tokenId: string,
): Promise<{ skipped: string } | { mail: ResetMail }> {
  const row = await db
    .selectFrom('one_time_tokens')
    .innerJoin('users', 'users.id', 'one_time_tokens.user_id')
    .select([
      'users.email',
      'users.name',
      'users.language',
      'one_time_tokens.expires_at',
      'one_time_tokens.used_at',
      sql<boolean>`one_time_tokens.expires_at <= now()`.as('expired'),
    ])
    .where('one_time_tokens.id', '=', tokenId)
    .where('one_time_tokens.purpose', '=', 'password_reset')
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
  // No record: the address had no account (or it was removed or deactivated since). Nothing to
  // tell anyone.
  if (!row) return { skipped: 'no_account' };
  if (row.used_at) return { skipped: 'already_used' };
  if (row.expired) return { skipped: 'link_expired' };
  return {
    mail: {
      to: row.email,
      name: row.name,
      language: row.language,
      link: await resetLink(db, siteUrl, tokenId),
      expiresAt: new Date(row.expires_at),
    },
  };
}

export type ResetOutcome =
  | { outcome: 'done'; user: User }
  | { outcome: Exclude<TokenState, 'valid'> }
  | { outcome: 'weak_password'; message: string };

/** The link's new password: set, every session ended, the account's other reset links spent. */
export async function resetPasswordByLink(
  db: Db,
  { token, password }: { token: string; password: string },
): Promise<ResetOutcome> {
  return db
    .transaction()
    .execute(async (trx): Promise<ResetOutcome> => {
      const found = await redeemToken(trx, 'password_reset', token);
      if (found.state !== 'valid') return { outcome: found.state };
      const user = await trx
        .selectFrom('users')
        .selectAll()
        .where('id', '=', found.row.user_id ?? '')
        .executeTakeFirst();
      if (!user || user.deactivated_at) return { outcome: 'invalid' };
      const problem = passwordProblem(password, [user.email, user.name ?? ''].filter(Boolean));
      // Refused: the transaction rolls back, so the link stays good for a better password.
      if (problem) throw new WeakPassword(problem);
      const passwordHash = await hashPassword(password);
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', user.id)
        .execute();
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      await spendOtherTokens(trx, 'password_reset', user.id);
      // The owner proved the mailbox: the failures a stranger made on the account stop counting.
      await trx
        .deleteFrom('sign_in_failures')
        .where(
          'account_key',
          '=',
          await keyedHash(trx, 'sign-in-account', normaliseEmail(user.email)),
        )
        .execute();
      await recordAudit(trx, {
        actor: { id: user.id, email: user.email },
        action: 'password_reset',
      });
      return { outcome: 'done', user: userFromRow(user) };
    })
    .catch((error: unknown) => {
      if (error instanceof WeakPassword)
        return { outcome: 'weak_password', message: error.message };
      throw error;
    });
}

class WeakPassword extends Error {}
