/**
 * First single sign-ons waiting for an admin (decision 460, newAccounts 'approve'): the person
 * is told to wait; the Team screen lists them; approving makes the account with the roles the
 * admin picks, declining forgets the request. Asking again while waiting changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { SingleSignOnPendingAccount } from '@contract/inbox-api';
import type { Language } from '@contract/languages';
import type { Role } from '@contract/roles';
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';
import { addUser, normaliseEmail, type User } from './users';

type Db = Kysely<DatabaseSchema>;

export class PendingAccountError extends Error {
  constructor(readonly code: 'no_such_pending_account' | 'email_taken') {
    super(code);
  }
}

/** Nobody knows it: the account signs in through its provider (or sets one by a reset link). */
export const unknowablePassword = () => randomBytes(32).toString('base64url');

/** The person asked; the first request's time stays while they wait. */
export async function requestAccess(
  db: Db,
  person: { email: string; name: string | null; language: Language },
) {
  await db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('sso_pending_accounts')
      .values(person)
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    // No actor: the account does not exist yet. Logged once, not at every try.
    if (added) {
      await recordAudit(trx, {
        actor: null,
        action: 'sso_access_requested',
        details: { account: normaliseEmail(person.email) },
      });
    }
  });
}

export async function listPendingAccounts(db: Db): Promise<SingleSignOnPendingAccount[]> {
  const rows = await db
    .selectFrom('sso_pending_accounts')
    .selectAll()
    .orderBy('requested_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    requestedAt: new Date(row.requested_at).toISOString(),
  }));
}

async function takePending(db: Db, id: string) {
  const row = await db
    .deleteFrom('sso_pending_accounts')
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new PendingAccountError('no_such_pending_account');
  return row;
}

export async function approvePendingAccount(
  db: Db,
  { id, roles, actor }: { id: string; roles: Role[]; actor: AuditActor },
): Promise<User> {
  const row = await takePending(db, id);
  let user: User;
  try {
    user = await addUser(db, {
      email: row.email,
      name: row.name ?? undefined,
      password: unknowablePassword(),
      language: row.language,
      roles,
    });
  } catch {
    // Made meanwhile (an invitation accepted, the CLI): nothing to approve any more.
    throw new PendingAccountError('email_taken');
  }
  await recordAudit(db, {
    actor,
    action: 'sso_access_approved',
    details: { account: normaliseEmail(user.email), roles },
  });
  return user;
}

export async function declinePendingAccount(db: Db, id: string, actor: AuditActor) {
  const row = await takePending(db, id);
  await recordAudit(db, {
    actor,
    action: 'sso_access_declined',
    details: { account: normaliseEmail(row.email) },
  });
}
