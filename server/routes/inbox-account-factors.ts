/**
 * A person's own second factors (decision 450), any signed-in account for its own account:
 * - GET /api/inbox/account/second-factors;
 * - POST /api/inbox/account/totp/start, …/totp/confirm: set up (or replace) the app; the
 *   confirmation answers a new set of recovery codes, shown once;
 * - POST /api/inbox/account/totp/disable: with the password and a code;
 * - POST /api/inbox/account/recovery-codes: a new set, with the password;
 * - POST /api/inbox/account/passkeys/options, /api/inbox/account/passkeys: add a passkey;
 * - POST /api/inbox/account/passkeys/:id/remove: with the password.
 * The last factor of a person whose roles require one is not removed (409). A wrong password
 * or code answers 422, not 401: the session is fine, and the inbox signs out on a 401.
 */
import {
  passkeyOptionsAnswer,
  passkeyRemoveRequest,
  passkeyResponseRequest,
  recoveryCodesAnswer,
  secondFactorsAnswer,
  totpConfirmRequest,
  totpDisableRequest,
  totpSetupAnswer,
} from '@contract/inbox-api';
import { describeDevice } from '@server/accounts/devices';
import {
  listPasskeys,
  type RelyingParty,
  registerPasskey,
  registrationOptions,
  removePasskey,
} from '@server/accounts/passkeys';
import { passwordMatches } from '@server/accounts/passwords';
import {
  dropRecoveryCodes,
  newRecoveryCodes,
  recoveryCodesLeft,
  spendRecoveryCode,
} from '@server/accounts/recovery-codes';
import { factorsOf, secondFactorRequired } from '@server/accounts/second-factor-policy';
import {
  countWrongAnswer,
  issueChallenge,
  openChallenge,
  spendChallenge,
} from '@server/accounts/sign-in-challenges';
import { checkTotp, removeTotp, startTotp } from '@server/accounts/totp';
import { findUserByEmail } from '@server/accounts/users';
import { recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import { parameterErrors } from '@server/leads/lead-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { sessionOf } from './inbox-guard';

export interface InboxAccountFactorsOptions {
  db: Kysely<DatabaseSchema>;
  relyingParty: RelyingParty;
}

const access = { config: { access: 'signed-in' as const } };
const params = z.object({ id: z.string().min(1).max(1400) });

export async function inboxAccountFactorsRoutes(
  app: FastifyInstance,
  { db, relyingParty: rp }: InboxAccountFactorsOptions,
) {
  function bodyOf<T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>) {
    const body = schema.safeParse(request.body);
    if (body.success) return body.data;
    reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
    return undefined;
  }
  const actor = (request: FastifyRequest) => {
    const { user } = sessionOf(request);
    return { id: user.id, email: user.email };
  };
  const passwordIsRight = async (email: string, password: string) =>
    passwordMatches(password, (await findUserByEmail(db, email))?.password_hash);
  /** Whether removing `kind` would leave a person whose roles require a factor with none. */
  const isLastRequired = async (request: FastifyRequest, kind: 'totp' | 'passkey') => {
    const { user } = sessionOf(request);
    if (!(await secondFactorRequired(db, user.roles))) return false;
    const factors = await factorsOf(db, user.id);
    if (kind === 'totp') return !factors.passkey;
    const passkeys = await listPasskeys(db, user.id);
    return !factors.totp && passkeys.length <= 1;
  };

  app.get('/api/inbox/account/second-factors', access, async (request) => {
    const { user } = sessionOf(request);
    const factors = await factorsOf(db, user.id);
    return secondFactorsAnswer.parse({
      totp: factors.totp,
      recoveryCodesLeft: await recoveryCodesLeft(db, user.id),
      passkeys: await listPasskeys(db, user.id),
      required: await secondFactorRequired(db, user.roles),
    });
  });

  app.post('/api/inbox/account/totp/start', access, async (request) => {
    const { user } = sessionOf(request);
    return totpSetupAnswer.parse(await startTotp(db, user));
  });

  app.post('/api/inbox/account/totp/confirm', access, async (request, reply) => {
    const body = bodyOf(request, reply, totpConfirmRequest);
    if (!body) return reply;
    const who = actor(request);
    const codes = await db.transaction().execute(async (trx) => {
      const result = await checkTotp(trx, who.id, body.code, { pending: true });
      if (result !== 'accepted') return undefined;
      await recordAudit(trx, {
        actor: who,
        action: 'second_factor_added',
        details: { kind: 'totp' },
      });
      return newRecoveryCodes(trx, who.id);
    });
    if (!codes) return reply.code(422).send({ error: 'wrong_code' });
    return recoveryCodesAnswer.parse({ recoveryCodes: codes });
  });

  app.post('/api/inbox/account/totp/disable', access, async (request, reply) => {
    const body = bodyOf(request, reply, totpDisableRequest);
    if (!body) return reply;
    const who = actor(request);
    if (!(await passwordIsRight(who.email, body.password))) {
      return reply.code(422).send({ error: 'wrong_password' });
    }
    if (await isLastRequired(request, 'totp')) {
      return reply.code(409).send({ error: 'second_factor_required' });
    }
    const outcome = await db.transaction().execute(async (trx) => {
      const digits = body.code.replaceAll(/\s/g, '');
      const result = /^\d{6}$/.test(digits)
        ? await checkTotp(trx, who.id, digits)
        : await spendRecoveryCode(trx, who.id, body.code);
      if (result !== 'accepted') return result;
      await removeTotp(trx, who.id);
      if (!(await factorsOf(trx, who.id)).passkey) await dropRecoveryCodes(trx, who.id);
      await recordAudit(trx, {
        actor: who,
        action: 'second_factor_removed',
        details: { kind: 'totp' },
      });
      return result;
    });
    if (outcome === 'accepted') return reply.code(204).send();
    const error = { wrong: 'wrong_code', reused: 'code_reused', used: 'recovery_code_used' }[
      outcome
    ];
    return reply.code(422).send({ error });
  });

  app.post('/api/inbox/account/recovery-codes', access, async (request, reply) => {
    const body = bodyOf(request, reply, passkeyRemoveRequest);
    if (!body) return reply;
    const who = actor(request);
    if (!(await passwordIsRight(who.email, body.password))) {
      return reply.code(422).send({ error: 'wrong_password' });
    }
    const factors = await factorsOf(db, who.id);
    if (!factors.totp && !factors.passkey)
      return reply.code(409).send({ error: 'no_second_factor' });
    const codes = await db.transaction().execute(async (trx) => {
      await recordAudit(trx, { actor: who, action: 'recovery_codes_renewed' });
      return newRecoveryCodes(trx, who.id);
    });
    return recoveryCodesAnswer.parse({ recoveryCodes: codes });
  });

  app.post('/api/inbox/account/passkeys/options', access, async (request) => {
    const { user } = sessionOf(request);
    const ceremony = await registrationOptions(db, rp, user);
    const { token } = await issueChallenge(db, {
      purpose: 'register',
      userId: user.id,
      webauthnChallenge: ceremony.challenge,
    });
    return passkeyOptionsAnswer.parse({ challenge: token, options: ceremony });
  });

  app.post('/api/inbox/account/passkeys', access, async (request, reply) => {
    const body = bodyOf(request, reply, passkeyResponseRequest);
    if (!body) return reply;
    const who = actor(request);
    const outcome = await db.transaction().execute(async (trx) => {
      const found = await openChallenge(trx, ['register'], body.challenge);
      if (found.state !== 'valid' || found.row.user_id !== who.id) {
        return { error: found.state === 'expired' ? 'challenge_expired' : 'challenge_invalid' };
      }
      const hadCodes = (await recoveryCodesLeft(trx, who.id)) > 0;
      const added =
        found.row.webauthn_challenge !== null &&
        (await registerPasskey(trx, rp, {
          userId: who.id,
          expectedChallenge: found.row.webauthn_challenge,
          response: body.response,
          device: describeDevice(request.headers['user-agent']),
        }));
      if (!added) {
        await countWrongAnswer(trx, found.row.id);
        return { error: 'passkey_refused' };
      }
      await spendChallenge(trx, found.row.id);
      await recordAudit(trx, {
        actor: who,
        action: 'second_factor_added',
        details: { kind: 'passkey' },
      });
      // The first factor of an account brings its recovery codes; a later one keeps them.
      return { recoveryCodes: hadCodes ? [] : await newRecoveryCodes(trx, who.id) };
    });
    if ('error' in outcome) {
      return reply.code(outcome.error === 'challenge_expired' ? 410 : 400).send(outcome);
    }
    return recoveryCodesAnswer.parse(outcome);
  });

  app.post('/api/inbox/account/passkeys/:id/remove', access, async (request, reply) => {
    const id = params.safeParse(request.params);
    const body = bodyOf(request, reply, passkeyRemoveRequest);
    if (!body) return reply;
    const who = actor(request);
    if (!(await passwordIsRight(who.email, body.password))) {
      return reply.code(422).send({ error: 'wrong_password' });
    }
    if (await isLastRequired(request, 'passkey')) {
      return reply.code(409).send({ error: 'second_factor_required' });
    }
    const removed =
      id.success &&
      (await db.transaction().execute(async (trx) => {
        if (!(await removePasskey(trx, who.id, id.data.id))) return false;
        const left = await factorsOf(trx, who.id);
        if (!left.totp && !left.passkey) await dropRecoveryCodes(trx, who.id);
        await recordAudit(trx, {
          actor: who,
          action: 'second_factor_removed',
          details: { kind: 'passkey' },
        });
        return true;
      }));
    if (!removed) return reply.code(404).send({ error: 'no_such_passkey' });
    return reply.code(204).send();
  });
}
