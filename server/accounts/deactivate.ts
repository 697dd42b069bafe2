/**
 * An admin changes an account's roles, deactivates it or reactivates it (decision 375). Rules
 * kept in the database's transaction, with every active admin's row locked, so two admins
 * acting at once cannot leave the team without one:
 * - the team always keeps an active admin (no removing the last admin's role, no deactivating it);
 * - nobody deactivates themselves;
 * - a deactivated account's sessions end at once, it leaves the turn of new leads, and the
 *   leads it owns all go to one active account that works leads, or wait unassigned; its
 *   notes and audit entries stay, under its name.
 */
import { mayDo, type Role } from '@contract/roles';
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql, type Transaction } from 'kysely';
import { normaliseEmail } from './users';

type Db = Kysely<DatabaseSchema>;

export type TeamChangeRefusal =
  | 'no_such_account'
  | 'last_admin'
  | 'own_account'
  | 'account_inactive'
  | 'not_a_salesperson';

export class TeamChangeError extends Error {
  constructor(readonly code: TeamChangeRefusal) {
    super(code);
  }
}

/** Locks the active admins (in id order) and answers their ids. */
async function lockActiveAdmins(trx: Transaction<DatabaseSchema>) {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('deactivated_at', 'is', null)
    .where(sql<boolean>`'admin' = any(roles)`)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

async function lockAccount(trx: Transaction<DatabaseSchema>, id: string) {
  const row = await trx
    .selectFrom('users')
    .select(['id', 'email', 'roles', 'deactivated_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new TeamChangeError('no_such_account');
  return row;
}

/** Without this account's admin role, would an active admin remain? */
const leavesAnAdmin = (admins: string[], id: string) => admins.some((admin) => admin !== id);

export async function changeRoles(db: Db, id: string, roles: Role[], actor: AuditActor) {
  return db.transaction().execute(async (trx) => {
    const admins = await lockActiveAdmins(trx);
    const account = await lockAccount(trx, id);
    if (!roles.includes('admin') && admins.includes(id) && !leavesAnAdmin(admins, id)) {
      throw new TeamChangeError('last_admin');
    }
    await trx.updateTable('users').set({ roles }).where('id', '=', id).execute();
    // A live session reads its roles with each request (findSession): it follows at its next.
    await recordAudit(trx, {
      actor,
      action: 'roles_changed',
      details: { account: normaliseEmail(account.email), from: account.roles, to: roles },
    });
    return roles;
  });
}

export async function deactivateAccount(
  db: Db,
  { id, leadsTo, actor }: { id: string; leadsTo: string | null; actor: AuditActor },
) {
  if (id === actor.id) throw new TeamChangeError('own_account');
  return db.transaction().execute(async (trx) => {
    const admins = await lockActiveAdmins(trx);
    const account = await lockAccount(trx, id);
    if (account.deactivated_at) throw new TeamChangeError('account_inactive');
    if (admins.includes(id) && !leavesAnAdmin(admins, id)) throw new TeamChangeError('last_admin');
    let to: { id: string; email: string } | null = null;
    if (leadsTo) {
      const heir = await trx
        .selectFrom('users')
        .select(['id', 'email', 'roles', 'deactivated_at'])
        .where('id', '=', leadsTo)
        .executeTakeFirst();
      if (!heir || heir.id === id || heir.deactivated_at || !mayDo(heir.roles, 'leads:work')) {
        throw new TeamChangeError('not_a_salesperson');
      }
      to = heir;
    }
    await trx
      .updateTable('users')
      .set({ deactivated_at: sql`now()`, takes_leads: false })
      .where('id', '=', id)
      .execute();
    const sessions = await trx.deleteFrom('sessions').where('user_id', '=', id).executeTakeFirst();
    // Each lead's version moves, so a screen open on one sees the change as any other.
    const moved = await trx
      .updateTable('leads')
      .set({ owner_id: to?.id ?? null, version: sql`version + 1` })
      .where('owner_id', '=', id)
      .returning('id')
      .execute();
    for (const lead of moved) {
      await recordAudit(trx, {
        actor,
        action: 'owner_changed',
        leadId: lead.id,
        details: { from: account.email, to: to?.email ?? null, deactivated: true },
      });
    }
    await recordAudit(trx, {
      actor,
      action: 'account_deactivated',
      details: {
        account: normaliseEmail(account.email),
        leads: moved.length,
        leadsTo: to?.email ?? null,
      },
    });
    return { leads: moved.length, sessionsEnded: Number(sessions.numDeletedRows) };
  });
}

export async function reactivateAccount(db: Db, id: string, actor: AuditActor) {
  return db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, id);
    if (!account.deactivated_at) return;
    await trx.updateTable('users').set({ deactivated_at: null }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actor,
      action: 'account_reactivated',
      details: { account: normaliseEmail(account.email) },
    });
  });
}

/** The leads an account owns now, as the deactivation screen lists them (the first 50). */
export async function ownedLeads(db: Db, id: string) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('leads')
      .select(['id', 'first_name', 'last_name', 'company', 'status'])
      .where('owner_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('owner_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    leads: rows.map((row) => ({
      id: row.id,
      name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      company: row.company ?? null,
      status: row.status,
    })),
    total: Number(total.count),
  };
}

/** Every account, active or not, with what the Team screen shows of each. */
export async function listTeam(db: Db) {
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'name',
      'roles',
      'deactivated_at',
      'last_sign_in_at',
      (eb) =>
        eb
          .selectFrom('leads')
          .select((inner) => inner.fn.countAll<string>().as('count'))
          .whereRef('leads.owner_id', '=', 'users.id')
          .as('owned'),
    ])
    .orderBy(sql`deactivated_at is not null`)
    .orderBy(sql`lower(coalesce(name, email))`)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles,
    active: row.deactivated_at === null,
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
    ownedLeads: Number(row.owned ?? 0),
  }));
}
