/**
 * A forgotten password (decision 372), for anyone (no session):
 * - POST /api/inbox/password-reset/request {email}: 202 whatever the address, or 429
 *   `too_many_resets` with Retry-After past the limits per address and per network;
 * - POST /api/inbox/password-reset/state {token}: what the link is worth, before anything is
 *   typed (a POST, so the token never sits in an access log's URL);
 * - POST /api/inbox/password-reset {token, password}: the new password; every session of the
 *   account ends and this browser gets a new one. A used link is 409 `link_used`, an expired
 *   one 410 `link_expired`, a broken one 404 `link_invalid`, a weak password 400.
 * Another site's page cannot make a visitor's browser ask (Origin checked, as at sign-in).
 */
import {
  forgotPasswordRequest,
  type LinkStateAnswer,
  passwordResetRequest,
} from '@contract/inbox-api';
import { tokenState } from '@server/accounts/one-time-tokens';
import { requestPasswordReset, resetPasswordByLink } from '@server/accounts/password-reset';
import type { CookieSecurity } from '@server/accounts/session-cookie';
import type { DatabaseSchema } from '@server/db/schema';
import { parameterErrors } from '@server/leads/lead-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { afterFirstFactor } from './inbox-session-start';

export interface PasswordResetRoutesOptions {
  db: Kysely<DatabaseSchema>;
  cookies: CookieSecurity;
  isSameSite: (request: FastifyRequest) => boolean;
  /** PASSWORD_RESET_MINUTES. */
  minutes: number;
  /** A mail was queued: its worker should look now. */
  onQueued?: () => void;
}

/** A link that is not good any more, as the screens' error codes. */
export const linkRefusal = {
  used: { status: 409, error: 'link_used' },
  expired: { status: 410, error: 'link_expired' },
  invalid: { status: 404, error: 'link_invalid' },
} as const;

const stateRequest = z.object({ token: z.string().max(200) });

export function refuseLink(reply: FastifyReply, state: keyof typeof linkRefusal) {
  const { status, error } = linkRefusal[state];
  return reply.code(status).send({ error });
}

export async function inboxPasswordResetRoutes(
  app: FastifyInstance,
  { db, cookies, isSameSite, minutes, onQueued }: PasswordResetRoutesOptions,
) {
  const access = { access: 'public' } as const;

  app.post('/api/inbox/password-reset/request', { config: access }, async (request, reply) => {
    if (!isSameSite(request)) return reply.code(403).send({ error: 'csrf' });
    const body = forgotPasswordRequest.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
    }
    const result = await requestPasswordReset(db, {
      email: body.data.email,
      ip: request.ip,
      minutes,
    });
    if (result.outcome === 'wait') {
      return reply
        .code(429)
        .header('Retry-After', String(result.seconds))
        .send({ error: 'too_many_resets', retryAfterSeconds: result.seconds });
    }
    onQueued?.();
    return reply.code(202).send({ ok: true });
  });

  app.post('/api/inbox/password-reset/state', { config: access }, async (request, reply) => {
    const body = stateRequest.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'validation', fields: {} });
    const { state } = await tokenState(db, 'password_reset', body.data.token);
    return { state } satisfies LinkStateAnswer;
  });

  app.post('/api/inbox/password-reset', { config: access }, async (request, reply) => {
    if (!isSameSite(request)) return reply.code(403).send({ error: 'csrf' });
    const body = passwordResetRequest.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
    }
    const result = await resetPasswordByLink(db, body.data);
    switch (result.outcome) {
      case 'done':
        // A mailed link is one factor: a second step (or its enrolment) may follow (decision 450).
        return (await afterFirstFactor(db, { request, reply, cookies }, result.user)).answer;
      case 'weak_password':
        return reply
          .code(400)
          .send({ error: 'weak_password', fields: { password: result.message } });
      default:
        return refuseLink(reply, result.outcome);
    }
  });
}
