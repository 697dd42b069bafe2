/**
 * Which roles must hold a second factor (decision 450; admin and privacy from the start), and
 * what an account holds: an authenticator app or a passkey. A person with any required role
 * and neither is sent to set one up right after the password step, before a session opens.
 */
import { roles as allRoles, type Role } from '@contract/roles';
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import type { Kysely } from 'kysely';

type Db = Kysely<DatabaseSchema>;

export async function requiredRoles(db: Db): Promise<Role[]> {
  const rows = await db.selectFrom('second_factor_roles').select('role').execute();
  const required = new Set(rows.map((row) => row.role));
  // In the contract's order, whatever order the rows come in.
  return allRoles.filter((role) => required.has(role));
}

export async function setRequiredRoles(db: Db, actor: AuditActor, roles: readonly Role[]) {
  await db.transaction().execute(async (trx) => {
    const before = await requiredRoles(trx);
    await trx.deleteFrom('second_factor_roles').execute();
    if (roles.length > 0) {
      await trx
        .insertInto('second_factor_roles')
        .values(roles.map((role) => ({ role })))
        .execute();
    }
    await recordAudit(trx, {
      actor,
      action: 'second_factor_policy_changed',
      details: { from: before, to: allRoles.filter((role) => roles.includes(role)) },
    });
  });
}

export async function secondFactorRequired(db: Db, roles: readonly Role[]): Promise<boolean> {
  const required = await requiredRoles(db);
  return roles.some((role) => required.includes(role));
}

/** What the account can answer a second step with (a confirmed app, a passkey). */
export async function factorsOf(db: Db, userId: string) {
  const [totp, passkey] = await Promise.all([
    db
      .selectFrom('totp_factors')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('passkeys')
      .select('id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { totp: Boolean(totp), passkey: Boolean(passkey) };
}

/** Whether an account (by its address, as the lockout knows it) has any second factor. */
export async function hasSecondFactorByEmail(db: Db, normalisedEmail: string) {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('totp_factors')
              .select('user_id')
              .whereRef('totp_factors.user_id', '=', 'users.id')
              .where('confirmed_at', 'is not', null),
          ),
          eb.exists(
            eb.selectFrom('passkeys').select('id').whereRef('passkeys.user_id', '=', 'users.id'),
          ),
        ])
        .as('has'),
    ])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normalisedEmail))
    .executeTakeFirst();
  return row?.has === true;
}
