/**
 * The first admin without a terminal (decision 373): while the install has no account, each
 * start makes a set-up link (single-use, good for `setupLinkMinutes`) and prints it once in the
 * start log; the link opens the inbox's set-up screen, which creates the first account, an
 * admin. Once any account exists every set-up link is dead, whoever made it: the check and the
 * creation run under one lock, so two people racing with two links make one admin.
 */
import { inboxPaths } from '@contract/inbox-paths';
import type { Language } from '@contract/languages';
import { recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';
import { issueToken, redeemToken, type TokenState, tokenState } from './one-time-tokens';
import { addUser, countUsers, type User } from './users';

type Db = Kysely<DatabaseSchema>;

export const setupLinkMinutes = 60;

/** The set-up link to print at start, or undefined when the install has an account. */
export async function setupLinkOnStart(db: Db, siteUrl: string): Promise<string | undefined> {
  if ((await countUsers(db)) > 0) return undefined;
  const { token } = await issueToken(db, {
    purpose: 'setup',
    userId: null,
    minutes: setupLinkMinutes,
  });
  const url = new URL(inboxPaths.setup, siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** What a set-up link is worth now: 'done' once any account exists. */
export type SetupState = TokenState | 'done';

export async function setupState(db: Db, token: unknown): Promise<SetupState> {
  if ((await countUsers(db)) > 0) return 'done';
  return (await tokenState(db, 'setup', token)).state;
}

export type SetupOutcome =
  | { outcome: 'created'; user: User }
  | { outcome: Exclude<SetupState, 'valid'> };

/**
 * The first admin, from a good set-up link. An address or password refused (AccountError)
 * rolls everything back: the link stays good for the corrected form.
 */
export async function createFirstAdmin(
  db: Db,
  details: { token: string; email: string; name: string; language: Language; password: string },
): Promise<SetupOutcome> {
  return db.transaction().execute(async (trx): Promise<SetupOutcome> => {
    // One lock for every set-up: the count below cannot change until this one commits.
    await sql`select pg_advisory_xact_lock(21113, 0)`.execute(trx);
    if ((await countUsers(trx)) > 0) return { outcome: 'done' };
    const found = await redeemToken(trx, 'setup', details.token);
    if (found.state !== 'valid') return { outcome: found.state };
    const user = await addUser(trx, {
      email: details.email,
      name: details.name,
      password: details.password,
      language: details.language,
      roles: ['admin'],
    });
    await recordAudit(trx, {
      actor: { id: user.id, email: user.email },
      action: 'first_admin_created',
    });
    return { outcome: 'created', user };
  });
}
