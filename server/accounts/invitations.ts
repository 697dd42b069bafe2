/**
 * Invitations to join the team (decision 375): an admin names an address, its roles and the
 * language of the mail; a job of the one queue (kind `account_invitation`, keyed by the
 * invitation's id) mails a link holding the id and its code (invitation-codes.ts). The link
 * opens for `invitationDays` and once: accepting creates the account with the invitation's
 * roles and marks it used in one statement, so two clicks at once make one account. Sending
 * again supersedes the pending invitation of the address: only the newest link opens.
 */
import { randomUUID } from 'node:crypto';
import { type InvitationState, invitationDays } from '@contract/inbox-api';
import type { Language } from '@contract/languages';
import type { Role } from '@contract/roles';
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import { enqueueJobs } from '@server/queue/jobs';
import { type Kysely, sql } from 'kysely';
import { oneTimeCode, oneTimeCodeMatches } from './invitation-codes';
import { hashPassword, passwordProblem } from './passwords';
import { AccountError, findUserByEmail, normaliseEmail, type User, userFromRow } from './users';

type Db = Kysely<DatabaseSchema>;

const purpose = 'account-invitation';
const day = 24 * 60 * 60 * 1000;

export const invitationCode = (db: Db, id: string) => oneTimeCode(db, purpose, id);

/** The link of the mail: the inbox's invitation screen, which asks before it accepts. */
export async function invitationLink(db: Db, siteUrl: string, id: string) {
  const url = new URL('/inbox/invitation', siteUrl);
  url.searchParams.set('id', id);
  url.searchParams.set('code', await invitationCode(db, id));
  return url.toString();
}

export class InvitationError extends Error {
  constructor(readonly code: 'email_taken' | 'no_such_invitation') {
    super(code);
  }
}

/**
 * Invites the address (or invites it again: its pending invitation is superseded), queues
 * the mail, and logs it, in one transaction. An address with an account already is refused.
 */
export async function inviteToTeam(
  db: Db,
  {
    email,
    roles,
    language,
    actor,
    now = new Date(),
  }: { email: string; roles: Role[]; language: Language; actor: AuditActor; now?: Date },
) {
  const address = email.trim();
  if (await findUserByEmail(db, address)) throw new InvitationError('email_taken');
  return db.transaction().execute(async (trx) => {
    // One invitation at a time per address, whichever admin sends it.
    await sql`select pg_advisory_xact_lock(hashtext(${`invitation:${normaliseEmail(address)}`}))`.execute(
      trx,
    );
    const superseded = await trx
      .updateTable('invitations')
      .set({ superseded_at: now })
      .where(sql<string>`lower(email)`, '=', normaliseEmail(address))
      .where('used_at', 'is', null)
      .where('superseded_at', 'is', null)
      .returning('id')
      .execute();
    const row = await trx
      .insertInto('invitations')
      .values({
        id: randomUUID(),
        email: address,
        roles,
        language,
        invited_by: actor.id,
        expires_at: new Date(now.getTime() + invitationDays * day),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueueJobs(trx, 'account_invitation', [row.id]);
    await recordAudit(trx, {
      actor,
      action: 'account_invited',
      details: { account: normaliseEmail(address), roles, again: superseded.length > 0 },
    });
    return row;
  });
}

/** The same invitation's address, roles and language, with a fresh link and lifetime. */
export async function resendInvitation(db: Db, id: string, actor: AuditActor) {
  const row = await db
    .selectFrom('invitations')
    .selectAll()
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new InvitationError('no_such_invitation');
  return inviteToTeam(db, { email: row.email, roles: row.roles, language: row.language, actor });
}

/** The invitations not accepted yet (expired ones too: the admin may send them again). */
export async function pendingInvitations(db: Db, now = new Date()) {
  const rows = await db
    .selectFrom('invitations')
    .selectAll()
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    roles: row.roles,
    language: row.language,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    expired: new Date(row.expires_at).getTime() <= now.getTime(),
  }));
}

type Found =
  | { state: Exclude<InvitationState, 'valid'> }
  | { state: 'valid'; row: Awaited<ReturnType<typeof findRow>> & object };

const findRow = (db: Db, id: string) =>
  db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst();

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the link (id and code) is worth now: the screen (GET) and the acceptance alike. */
export async function invitationByLink(
  db: Db,
  { id, code }: { id: unknown; code: unknown },
  now = new Date(),
): Promise<Found> {
  if (typeof id !== 'string' || typeof code !== 'string' || !uuidShape.test(id))
    return { state: 'invalid' };
  if (!(await oneTimeCodeMatches(db, purpose, id, code))) return { state: 'invalid' };
  const row = await findRow(db, id);
  if (!row) return { state: 'invalid' };
  if (row.used_at) return { state: 'used' };
  if (row.superseded_at) return { state: 'superseded' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { state: 'expired' };
  return { state: 'valid', row };
}

export type AcceptOutcome =
  | { outcome: 'accepted'; user: User }
  | { outcome: Exclude<InvitationState, 'valid'> };

/**
 * The invitee's name, language and password: the account exists from now on, with the roles
 * the invitation gave. A weak password is refused before anything is written (AccountError).
 */
export async function acceptInvitation(
  db: Db,
  link: { id: string; code: string },
  { name, language, password }: { name: string; language: Language; password: string },
  now = new Date(),
): Promise<AcceptOutcome> {
  const found = await invitationByLink(db, link, now);
  if (found.state !== 'valid') return { outcome: found.state };
  const { row } = found;
  const problem = passwordProblem(password, [row.email, name]);
  if (problem) throw new AccountError('weak_password', problem);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx): Promise<AcceptOutcome> => {
    // One statement: a second click at the same moment finds it used.
    const used = await trx
      .updateTable('invitations')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('superseded_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 0) return { outcome: 'used' };
    const user = await trx
      .insertInto('users')
      .values({
        id: randomUUID(),
        email: row.email,
        name: name.trim(),
        password_hash: passwordHash,
        language,
        roles: row.roles,
      })
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
      .returningAll()
      .executeTakeFirst();
    // Made from the shell meanwhile: the invitation has nothing left to do.
    if (!user) throw new AccountError('email_taken', 'An account with that e-mail already exists.');
    await recordAudit(trx, {
      actor: { id: user.id, email: user.email },
      action: 'invitation_accepted',
      details: { account: normaliseEmail(user.email), roles: user.roles },
    });
    return { outcome: 'accepted', user: userFromRow(user) };
  });
}

export interface InvitationMail {
  to: string;
  language: Language;
  roles: Role[];
  link: string;
  expiresAt: Date;
  invitedBy: string | null;
}

/** What the invitation's mail needs, or why there is none to send. */
export async function invitationMailFor(
  db: Db,
  siteUrl: string,
  id: string,
  now = new Date(),
): Promise<{ skipped: string } | { mail: InvitationMail }> {
  const row = await db
    .selectFrom('invitations')
    .leftJoin('users', 'users.id', 'invitations.invited_by')
    .selectAll('invitations')
    .select(sql<string | null>`coalesce(users.name, users.email)`.as('inviter'))
    .where('invitations.id', '=', id)
    .executeTakeFirst();
  if (!row) return { skipped: 'invitation_gone' };
  if (row.used_at) return { skipped: 'already_used' };
  if (row.superseded_at) return { skipped: 'superseded' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { skipped: 'link_expired' };
  return {
    mail: {
      to: row.email,
      language: row.language,
      roles: row.roles,
      link: await invitationLink(db, siteUrl, row.id),
      expiresAt: new Date(row.expires_at),
      invitedBy: row.inviter,
    },
  };
}
