/**
 * An admin resets a colleague's second factors (decision 451): the person lost the phone with
 * the authenticator app, or the device holding their passkeys, and their recovery codes. Their
 * app, passkeys and recovery codes are deleted and every session of theirs ends at once (whoever
 * holds the lost device may be signed in with it); their password stays. If their roles require
 * a second factor (decision 450), their next sign-in makes them set one up before any session
 * opens. Nobody resets their own: that is the Security page, with their password and a factor.
 */
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import type { Kysely } from 'kysely';
import { TeamChangeError } from './deactivate';
import { dropRecoveryCodes } from './recovery-codes';
import { removeTotp } from './totp';
import { normaliseEmail } from './users';

type Db = Kysely<DatabaseSchema>;

export interface SecondFactorReset {
  /** Passkeys deleted, the app turned off, sessions ended. */
  passkeys: number;
  app: boolean;
  sessionsEnded: number;
}

export async function resetSecondFactors(
  db: Db,
  { id, actor }: { id: string; actor: AuditActor },
): Promise<SecondFactorReset> {
  if (id === actor.id) throw new TeamChangeError('own_account');
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!account) throw new TeamChangeError('no_such_account');
    const app = await trx
      .selectFrom('totp_factors')
      .select('user_id')
      .where('user_id', '=', id)
      .executeTakeFirst();
    await removeTotp(trx, id);
    await dropRecoveryCodes(trx, id);
    const passkeys = await trx.deleteFrom('passkeys').where('user_id', '=', id).executeTakeFirst();
    // A second step waiting for a code of the lost app goes too.
    await trx.deleteFrom('sign_in_challenges').where('user_id', '=', id).execute();
    const sessions = await trx.deleteFrom('sessions').where('user_id', '=', id).executeTakeFirst();
    const reset = {
      passkeys: Number(passkeys.numDeletedRows),
      app: app !== undefined,
      sessionsEnded: Number(sessions.numDeletedRows),
    };
    await recordAudit(trx, {
      actor,
      action: 'second_factors_reset',
      details: { account: normaliseEmail(account.email), passkeys: reset.passkeys, app: reset.app },
    });
    return reset;
  });
}
