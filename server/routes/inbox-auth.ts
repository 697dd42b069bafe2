/**
 * Signing in and out of the sales inbox, and the current session:
 * POST /api/inbox/sign-in, POST /api/inbox/sign-out, GET /api/inbox/session. A right password
 * opens the session, or asks for the second step its account has or its roles require
 * (decision 450, inbox-second-step.ts).
 */

import { signInRequest } from '@contract/inbox-api';
import type { NoticeFactName } from '@contract/notice-facts';
import { passwordMatches } from '@server/accounts/passwords';
import {
  type CookieSecurity,
  clearSessionCookie,
  readSessionToken,
} from '@server/accounts/session-cookie';
import { deleteSession, type SessionLifetimes } from '@server/accounts/sessions';
import { beginSignIn, signInSucceeded } from '@server/accounts/sign-in-lockout';
import { findUserByEmail, userFromRow } from '@server/accounts/users';
import { recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import { parameterErrors } from '@server/leads/lead-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sessionOf } from './inbox-guard';
import { afterFirstFactor, sessionAnswer } from './inbox-session-start';

export interface InboxAuthOptions {
  db: Kysely<DatabaseSchema>;
  cookies: CookieSecurity;
  isSameSite: (request: FastifyRequest) => boolean;
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  lifetimes?: SessionLifetimes;
  /** The facts the served privacy notice gets wrong about this server (decision 330). */
  noticeDiffers?: readonly NoticeFactName[];
}

export async function inboxAuthRoutes(
  app: FastifyInstance,
  { db, cookies, isSameSite, guard, lifetimes, noticeDiffers }: InboxAuthOptions,
) {
  app.post('/api/inbox/sign-in', { config: { access: 'public' } }, async (request, reply) => {
    // No session yet, so no CSRF token: the Origin check stops another site signing a
    // visitor in to an account of its choosing.
    if (!isSameSite(request)) return reply.code(403).send({ error: 'csrf' });
    const body = signInRequest.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
    }
    const { email, password } = body.data;
    const attempt = { email, ip: request.ip };

    // Counted before the password is checked, so simultaneous attempts cannot outrun it.
    const gate = await beginSignIn(db, attempt);
    if (gate.outcome === 'wait') {
      request.log.info('inbox sign-in refused: too many failed attempts');
      return reply
        .code(429)
        .header('Retry-After', String(gate.seconds))
        .send({ error: 'too_many_attempts', retryAfterSeconds: gate.seconds });
    }

    const row = await findUserByEmail(db, email);
    // Verified even for an unknown address (against a decoy), so both cost the same time.
    const matches = await passwordMatches(password, row?.password_hash);
    if (!row || !matches) {
      // The attempt's row stays: it is the failure the lockout counts.
      await recordAudit(db, {
        // An unknown address is not kept: it may be a mistyped password.
        actor: row ? { id: row.id, email: row.email } : null,
        action: 'sign_in_failed',
        details: { reason: row ? 'wrong_password' : 'unknown_account' },
      });
      return reply.code(401).send({ error: 'invalid_credentials' });
    }
    // Deactivated by an admin (decision 375): told only to whoever knows the password.
    if (row.deactivated_at) {
      await signInSucceeded(db, { attemptId: gate.attemptId, keys: gate.keys, userId: row.id });
      await recordAudit(db, {
        actor: { id: row.id, email: row.email },
        action: 'sign_in_failed',
        details: { reason: 'deactivated' },
      });
      return reply.code(403).send({ error: 'account_deactivated' });
    }

    await signInSucceeded(db, { attemptId: gate.attemptId, keys: gate.keys, userId: row.id });
    const start = { request, reply, cookies, lifetimes, noticeDiffers };
    const { answer, opened } = await afterFirstFactor(db, start, userFromRow(row));
    if (opened) {
      await recordAudit(db, {
        actor: { id: row.id, email: row.email },
        action: 'sign_in',
        details: { method: 'password' },
      });
    }
    return answer;
  });

  app.get(
    '/api/inbox/session',
    { onRequest: guard, config: { access: 'signed-in' } },
    async (request) => sessionAnswer(sessionOf(request), noticeDiffers),
  );

  app.post(
    '/api/inbox/sign-out',
    { onRequest: guard, config: { access: 'signed-in' } },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await deleteSession(db, token);
      const { user } = sessionOf(request);
      await recordAudit(db, { actor: { id: user.id, email: user.email }, action: 'sign_out' });
      clearSessionCookie(request, reply, cookies);
      return reply.code(204).send();
    },
  );
}
