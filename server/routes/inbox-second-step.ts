/**
 * The second step of a sign-in (decision 450), public as the sign-in is: the challenge the
 * password step (or a mailed link) answered is the proof so far, and the Origin check stops
 * another site from submitting it.
 * - POST /api/inbox/sign-in/second-step: a code of the app or a recovery code;
 * - POST /api/inbox/sign-in/enrol/totp, …/totp/confirm: an account whose roles require a
 *   second factor sets up an app before its session opens;
 * - POST /api/inbox/sign-in/enrol/passkey/options, …/passkey: or a passkey;
 * - POST /api/inbox/passkey/options, /api/inbox/passkey/sign-in: a passkey alone signs in.
 */
import {
  enrolledAnswer,
  enrolStartRequest,
  enrolTotpConfirmRequest,
  passkeyOptionsAnswer,
  passkeyResponseRequest,
  secondStepRequest,
  totpSetupAnswer,
} from '@contract/inbox-api';
import { describeDevice } from '@server/accounts/devices';
import {
  authenticationOptions,
  type RelyingParty,
  registerPasskey,
  registrationOptions,
  verifyPasskey,
} from '@server/accounts/passkeys';
import { newRecoveryCodes, spendRecoveryCode } from '@server/accounts/recovery-codes';
import {
  type Challenge,
  type ChallengePurpose,
  countWrongAnswer,
  issueChallenge,
  openChallenge,
  setWebauthnChallenge,
  spendChallenge,
} from '@server/accounts/sign-in-challenges';
import { checkTotp, startTotp } from '@server/accounts/totp';
import { findUserById, type User } from '@server/accounts/users';
import { recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import { parameterErrors } from '@server/leads/lead-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { type SessionStart, startSession } from './inbox-session-start';

export interface InboxSecondStepOptions {
  db: Kysely<DatabaseSchema>;
  isSameSite: (request: FastifyRequest) => boolean;
  start: Omit<SessionStart, 'request' | 'reply'>;
  relyingParty: RelyingParty;
}

type Db = Kysely<DatabaseSchema>;
const access = { config: { access: 'public' as const } };

/** Why a challenge no longer opens anything, as the screens are told. */
const refusal = {
  invalid: { status: 400, error: 'challenge_invalid' },
  expired: { status: 410, error: 'challenge_expired' },
  used: { status: 410, error: 'challenge_used' },
} as const;

type Refusal = { ok: false; status: number; body: Record<string, unknown> };
type Opened = { ok: true; challenge: Challenge; user: User | undefined } | Refusal;
type OpenedForUser = { ok: true; challenge: Challenge; user: User } | Refusal;

/** The challenge and its account, or the refusal to send; inside the caller's transaction. */
async function open(trx: Db, purposes: ChallengePurpose[], token: unknown): Promise<Opened> {
  const found = await openChallenge(trx, purposes, token);
  if (found.state === 'account_limit') {
    const retryAfterSeconds = found.retryAfterSeconds ?? 60;
    return { ok: false, status: 429, body: { error: 'too_many_attempts', retryAfterSeconds } };
  }
  if (found.state !== 'valid') {
    const { status, error } = refusal[found.state];
    return { ok: false, status, body: { error } };
  }
  const user = found.row.user_id ? await findUserById(trx, found.row.user_id) : undefined;
  if (found.row.user_id && (!user || user.deactivated)) {
    return { ok: false, status: 403, body: { error: 'account_deactivated' } };
  }
  return { ok: true, challenge: found.row, user: user?.user };
}

/** The same, for a challenge that belongs to an account (all but a passkey sign-in's). */
async function openForUser(
  trx: Db,
  purposes: ChallengePurpose[],
  token: unknown,
): Promise<OpenedForUser> {
  const opened = await open(trx, purposes, token);
  if (!opened.ok) return opened;
  if (!opened.user) return { ok: false, status: 400, body: { error: 'challenge_invalid' } };
  return { ...opened, user: opened.user };
}

/**
 * A factor set up at sign-in has been checked: the challenge is spent, the account gets its
 * recovery codes (shown once), and the audit log says which factor.
 */
async function finishEnrolment<U extends { id: string; email: string }>(
  trx: Db,
  challengeId: string,
  user: U,
  kind: 'totp' | 'passkey',
): Promise<{ user: U; recoveryCodes: string[]; opened?: undefined; refused?: undefined }> {
  await spendChallenge(trx, challengeId);
  const recoveryCodes = await newRecoveryCodes(trx, user.id);
  await recordAudit(trx, {
    actor: { id: user.id, email: user.email },
    action: 'second_factor_added',
    details: { kind },
  });
  return { user, recoveryCodes };
}

function refuse(reply: FastifyReply, opened: Refusal) {
  if (opened.status === 429) {
    reply.header('Retry-After', String(opened.body.retryAfterSeconds));
  }
  return reply.code(opened.status).send(opened.body);
}

export async function inboxSecondStepRoutes(app: FastifyInstance, options: InboxSecondStepOptions) {
  const { db, isSameSite, relyingParty: rp } = options;

  /** The body, parsed, or the refusal already sent (another site, a malformed body). */
  function bodyOf<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: z.ZodType<T>,
  ): T | undefined {
    if (!isSameSite(request)) {
      reply.code(403).send({ error: 'csrf' });
      return undefined;
    }
    const body = schema.safeParse(request.body);
    if (!body.success) {
      reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
      return undefined;
    }
    return body.data;
  }

  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: User,
    method: string,
  ) => {
    const answer = await startSession(db, { ...options.start, request, reply }, user);
    await recordAudit(db, {
      actor: { id: user.id, email: user.email },
      action: 'sign_in',
      details: { method },
    });
    return answer;
  };

  app.post('/api/inbox/sign-in/second-step', access, async (request, reply) => {
    const body = bodyOf(request, reply, secondStepRequest);
    if (!body) return reply;
    const outcome = await db.transaction().execute(async (trx) => {
      const opened = await openForUser(trx, ['second_step'], body.challenge);
      if (!opened.ok) return { opened };
      const { user, challenge } = opened;
      const result =
        'code' in body
          ? await checkTotp(trx, user.id, body.code)
          : await spendRecoveryCode(trx, user.id, body.recoveryCode);
      if (result === 'accepted') {
        await spendChallenge(trx, challenge.id);
        return { user, method: 'code' in body ? 'password+totp' : 'password+recovery' };
      }
      const attemptsLeft = await countWrongAnswer(trx, challenge.id);
      const reason = {
        wrong: 'code' in body ? 'wrong_code' : 'wrong_recovery_code',
        reused: 'reused_code',
        used: 'recovery_code_used',
      }[result];
      await recordAudit(trx, {
        actor: { id: user.id, email: user.email },
        action: 'second_step_failed',
        details: { reason },
      });
      return { refused: { error: reason, attemptsLeft } };
    });
    if (outcome.opened) {
      return refuse(reply, outcome.opened);
    }
    if ('refused' in outcome) return reply.code(401).send(outcome.refused);
    return signedIn(request, reply, outcome.user, outcome.method);
  });

  app.post('/api/inbox/sign-in/enrol/totp', access, async (request, reply) => {
    const body = bodyOf(request, reply, enrolStartRequest);
    if (!body) return reply;
    const opened = await db
      .transaction()
      .execute((trx) => openForUser(trx, ['enrol'], body.challenge));
    if (!opened.ok) return refuse(reply, opened);
    return totpSetupAnswer.parse(await startTotp(db, opened.user));
  });

  app.post('/api/inbox/sign-in/enrol/totp/confirm', access, async (request, reply) => {
    const body = bodyOf(request, reply, enrolTotpConfirmRequest);
    if (!body) return reply;
    const outcome = await db.transaction().execute(async (trx) => {
      const opened = await openForUser(trx, ['enrol'], body.challenge);
      if (!opened.ok) return { opened };
      const { user, challenge } = opened;
      const result = await checkTotp(trx, user.id, body.code, { pending: true });
      if (result !== 'accepted') {
        const attemptsLeft = await countWrongAnswer(trx, challenge.id);
        return { refused: { error: 'wrong_code', attemptsLeft } };
      }
      return finishEnrolment(trx, challenge.id, user, 'totp');
    });
    if (outcome.opened) {
      return refuse(reply, outcome.opened);
    }
    if ('refused' in outcome) return reply.code(401).send(outcome.refused);
    const session = await signedIn(request, reply, outcome.user, 'password+enrolled');
    return enrolledAnswer.parse({ recoveryCodes: outcome.recoveryCodes, session });
  });

  app.post('/api/inbox/sign-in/enrol/passkey/options', access, async (request, reply) => {
    const body = bodyOf(request, reply, enrolStartRequest);
    if (!body) return reply;
    const result = await db.transaction().execute(async (trx) => {
      const opened = await openForUser(trx, ['enrol'], body.challenge);
      if (!opened.ok) return { opened };
      const ceremony = await registrationOptions(trx, rp, opened.user);
      await setWebauthnChallenge(trx, opened.challenge.id, ceremony.challenge);
      return { ceremony };
    });
    if (result.opened) {
      return refuse(reply, result.opened);
    }
    return passkeyOptionsAnswer.parse({ challenge: body.challenge, options: result.ceremony });
  });

  app.post('/api/inbox/sign-in/enrol/passkey', access, async (request, reply) => {
    const body = bodyOf(request, reply, passkeyResponseRequest);
    if (!body) return reply;
    const outcome = await db.transaction().execute(async (trx) => {
      const opened = await openForUser(trx, ['enrol'], body.challenge);
      if (!opened.ok) return { opened };
      const { user, challenge } = opened;
      const added =
        challenge.webauthn_challenge !== null &&
        (await registerPasskey(trx, rp, {
          userId: user.id,
          expectedChallenge: challenge.webauthn_challenge,
          response: body.response,
          device: describeDevice(request.headers['user-agent']),
        }));
      if (!added) {
        const attemptsLeft = await countWrongAnswer(trx, challenge.id);
        return { refused: { error: 'passkey_refused', attemptsLeft } };
      }
      return finishEnrolment(trx, challenge.id, user, 'passkey');
    });
    if (outcome.opened) {
      return refuse(reply, outcome.opened);
    }
    if ('refused' in outcome) return reply.code(401).send(outcome.refused);
    const session = await signedIn(request, reply, outcome.user, 'password+enrolled');
    return enrolledAnswer.parse({ recoveryCodes: outcome.recoveryCodes, session });
  });

  app.post('/api/inbox/passkey/options', access, async (request, reply) => {
    if (!isSameSite(request)) return reply.code(403).send({ error: 'csrf' });
    const ceremony = await authenticationOptions(rp);
    const { token } = await issueChallenge(db, {
      purpose: 'passkey',
      userId: null,
      webauthnChallenge: ceremony.challenge,
    });
    return passkeyOptionsAnswer.parse({ challenge: token, options: ceremony });
  });

  app.post('/api/inbox/passkey/sign-in', access, async (request, reply) => {
    const body = bodyOf(request, reply, passkeyResponseRequest);
    if (!body) return reply;
    const outcome = await db.transaction().execute(async (trx) => {
      const opened = await open(trx, ['passkey'], body.challenge);
      if (!opened.ok) return { opened: opened as Refusal };
      const { challenge } = opened;
      const userId =
        challenge.webauthn_challenge === null
          ? undefined
          : await verifyPasskey(trx, rp, {
              expectedChallenge: challenge.webauthn_challenge,
              response: body.response,
            });
      const found = userId ? await findUserById(trx, userId) : undefined;
      if (!found) {
        await countWrongAnswer(trx, challenge.id);
        return { refused: { error: 'passkey_refused' } };
      }
      await spendChallenge(trx, challenge.id);
      if (found.deactivated) return { refused: { error: 'account_deactivated' }, status: 403 };
      return { user: found.user };
    });
    if (outcome.opened) {
      return refuse(reply, outcome.opened);
    }
    if ('refused' in outcome) return reply.code(outcome.status ?? 401).send(outcome.refused);
    // A passkey with its user verification is both factors (decision 450).
    return signedIn(request, reply, outcome.user, 'passkey');
  });
}
