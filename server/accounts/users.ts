/**
 * The inbox's accounts: added, listed, removed and given a new password by `npm run leads --
 * users …` (directly, or through the running server's local socket). Addresses are unique in
 * any letter case. A new password ends every session of the account.
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '@contract/languages';
import type { Role } from '@contract/roles';
import { recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema, UsersTable } from '@server/db/schema';
import { type Kysely, type Selectable, sql } from 'kysely';
import { hashPassword, passwordProblem } from './passwords';

type Db = Kysely<DatabaseSchema>;

export interface User {
  id: string;
  email: string;
  name: string | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  /** The language of its morning digest (migration 0065). */
  language: Language;
  /** What it may do (decision 370). */
  roles: Role[];
}

/** A request the accounts refuse, with a message for the person who made it. */
export class AccountError extends Error {
  constructor(
    readonly code: 'invalid_email' | 'weak_password' | 'email_taken' | 'no_such_user',
    message: string,
  ) {
    super(message);
  }
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function userFromRow(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    createdAt: new Date(row.created_at),
    lastSignInAt: row.last_sign_in_at && new Date(row.last_sign_in_at),
    language: row.language,
    roles: row.roles,
  };
}

/** `userInputs`: the account's e-mail and name, which the password must not be made of. */
function checkedPassword(password: string, userInputs: (string | undefined)[]) {
  const problem = passwordProblem(
    password,
    userInputs.filter((input): input is string => Boolean(input)),
  );
  if (problem) throw new AccountError('weak_password', problem);
  return password;
}

export async function addUser(
  db: Db,
  {
    email,
    name,
    password,
    language,
    roles,
  }: { email: string; name?: string; password: string; language?: Language; roles?: Role[] },
): Promise<User> {
  const address = email.trim();
  if (!emailShape.test(address) || address.length > 254) {
    throw new AccountError('invalid_email', 'That is not an e-mail address.');
  }
  const passwordHash = await hashPassword(checkedPassword(password, [address, name]));
  const row = await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: address,
      name: name?.trim() || null,
      password_hash: passwordHash,
      language,
      roles: roles?.length ? roles : undefined,
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AccountError('email_taken', 'An account with that e-mail already exists.');
  return userFromRow(row);
}

export async function listUsers(db: Db): Promise<User[]> {
  const rows = await db.selectFrom('users').selectAll().orderBy('email').execute();
  return rows.map(userFromRow);
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
}

/** Removes the account and, with it, its sessions; its notes and log entries stay. */
export async function removeUser(db: Db, email: string) {
  const result = await db
    .deleteFrom('users')
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw new AccountError('no_such_user', 'There is no account with that e-mail.');
  }
}

/** The language of the account's mails (its morning digest). */
export async function setUserLanguage(db: Db, email: string, language: Language) {
  const result = await db
    .updateTable('users')
    .set({ language })
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new AccountError('no_such_user', 'There is no account with that e-mail.');
  }
}

/**
 * The account's roles from now on. A live session reads them with each request
 * (findSession), so the change applies at its next one. Returns the roles it had.
 */
export async function setUserRoles(db: Db, email: string, roles: Role[]) {
  if (roles.length === 0) throw new Error('an account needs at least one role');
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select(['id', 'roles'])
      .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AccountError('no_such_user', 'There is no account with that e-mail.');
    await trx.updateTable('users').set({ roles }).where('id', '=', before.id).execute();
    // From the CLI (the machine's operator): no account to name as the actor.
    await recordAudit(trx, {
      actor: null,
      action: 'roles_changed',
      details: { account: normaliseEmail(email), from: before.roles, to: roles },
    });
    return { userId: before.id, before: before.roles };
  });
}

/** A new password, and every session of the account ends. */
export async function resetPassword(db: Db, email: string, password: string) {
  const passwordHash = await hashPassword(checkedPassword(password, [email]));
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
      .returning('id')
      .executeTakeFirst();
    if (!user) throw new AccountError('no_such_user', 'There is no account with that e-mail.');
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
  });
}

/** The account signed in now (shown in `npm run leads -- users list`). */
export async function markSignedIn(db: Db, userId: string) {
  await db
    .updateTable('users')
    .set({ last_sign_in_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/** The account joins (or leaves) the turn of new leads (server/inbox/lead-owners.ts). */
export function setTakesLeads(db: Db, userId: string, takesLeads: boolean) {
  return db
    .updateTable('users')
    .set({ takes_leads: takesLeads })
    .where('id', '=', userId)
    .returning(['id', 'email', 'name', 'takes_leads'])
    .executeTakeFirstOrThrow();
}

/**
 * The account was just given a lead in the turn. clock_timestamp, not now(): several leads
 * given in one transaction each move the turn.
 */
export async function markGivenALead(db: Db, userId: string) {
  await db
    .updateTable('users')
    .set({ last_assigned_at: sql`clock_timestamp()` })
    .where('id', '=', userId)
    .execute();
}

/** The account of an id, and whether an admin has deactivated it. */
export async function findUserById(db: Db, id: string) {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { user: userFromRow(row), deactivated: row.deactivated_at !== null };
}
