/**
 * The first admin from the set-up link a fresh install prints (decision 373), for anyone (no
 * session; the link is the proof):
 * - POST /api/inbox/setup/state {token}: what the link is worth ('done' once any account
 *   exists);
 * - POST /api/inbox/setup {token, name, email, language, password}: the admin, signed in.
 *   409 `setup_done` once an account exists, else the link's refusals as for a reset.
 */
import { type LinkStateAnswer, setupRequest } from '@contract/inbox-api';
import type { CookieSecurity } from '@server/accounts/session-cookie';
import { createFirstAdmin, setupState } from '@server/accounts/setup-link';
import { AccountError } from '@server/accounts/users';
import type { DatabaseSchema } from '@server/db/schema';
import { parameterErrors } from '@server/leads/lead-query';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { refuseLink } from './inbox-password-reset';
import { afterFirstFactor } from './inbox-session-start';

export interface SetupRoutesOptions {
  db: Kysely<DatabaseSchema>;
  cookies: CookieSecurity;
  isSameSite: (request: FastifyRequest) => boolean;
}

const stateRequest = z.object({ token: z.string().max(200) });

const accountRefusal = {
  invalid_email: {
    status: 400,
    body: { error: 'validation', fields: { email: 'Not an e-mail address' } },
  },
  weak_password: { status: 400, body: { error: 'weak_password' } },
  email_taken: { status: 409, body: { error: 'email_taken' } },
  no_such_user: { status: 404, body: { error: 'not_found' } },
} as const;

export async function inboxSetupRoutes(
  app: FastifyInstance,
  { db, cookies, isSameSite }: SetupRoutesOptions,
) {
  const access = { access: 'public' } as const;

  app.post('/api/inbox/setup/state', { config: access }, async (request, reply) => {
    const body = stateRequest.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'validation', fields: {} });
    return { state: await setupState(db, body.data.token) } satisfies LinkStateAnswer;
  });

  app.post('/api/inbox/setup', { config: access }, async (request, reply) => {
    if (!isSameSite(request)) return reply.code(403).send({ error: 'csrf' });
    const body = setupRequest.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
    }
    try {
      const result = await createFirstAdmin(db, body.data);
      if (result.outcome === 'created') {
        // A mailed link is one factor: a second step (or its enrolment) may follow (decision 450).
        return (await afterFirstFactor(db, { request, reply, cookies }, result.user)).answer;
      }
      if (result.outcome === 'done') return reply.code(409).send({ error: 'setup_done' });
      return refuseLink(reply, result.outcome);
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      const refusal = accountRefusal[error.code];
      const extra = error.code === 'weak_password' ? { fields: { password: error.message } } : {};
      return reply.code(refusal.status).send({ ...refusal.body, ...extra });
    }
  });
}
