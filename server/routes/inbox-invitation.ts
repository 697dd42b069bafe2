/**
 * The invitee's side of an invitation (decision 375): what the mailed link is worth (the
 * screen asks before anything is written: a mail scanner's GET accepts nothing), and the
 * acceptance, which makes the account with the invitation's roles and signs its person in.
 * Public, as sign-in is: the link's code is the proof; the Origin check stops another site
 * from submitting it.
 */
import { acceptInvitationRequest, invitationAnswer } from '@contract/inbox-api';
import { acceptInvitation, invitationByLink } from '@server/accounts/invitations';
import type { CookieSecurity } from '@server/accounts/session-cookie';
import { AccountError } from '@server/accounts/users';
import type { DatabaseSchema } from '@server/db/schema';
import { parameterErrors } from '@server/leads/lead-query';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { afterFirstFactor } from './inbox-session-start';

export interface InboxInvitationOptions {
  db: Kysely<DatabaseSchema>;
  cookies: CookieSecurity;
  isSameSite: (request: FastifyRequest) => boolean;
}

const access = { config: { access: 'public' as const } };

export async function inboxInvitationRoutes(app: FastifyInstance, options: InboxInvitationOptions) {
  const { db } = options;

  app.get('/api/inbox/invitation', access, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const found = await invitationByLink(db, { id: query.id, code: query.code });
    return invitationAnswer.parse(
      found.state === 'valid'
        ? { state: 'valid', email: found.row.email, language: found.row.language }
        : { state: found.state },
    );
  });

  app.post('/api/inbox/invitation/accept', access, async (request, reply) => {
    if (!options.isSameSite(request)) return reply.code(403).send({ error: 'csrf' });
    const body = acceptInvitationRequest.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
    }
    const { id, code, ...details } = body.data;
    let accepted: Awaited<ReturnType<typeof acceptInvitation>>;
    try {
      accepted = await acceptInvitation(db, { id, code }, details);
    } catch (error) {
      if (error instanceof AccountError && error.code === 'weak_password') {
        return reply.code(400).send({ error: 'validation', fields: { password: 'weak_password' } });
      }
      if (error instanceof AccountError && error.code === 'email_taken') {
        return reply.code(409).send({ error: 'invitation_used' });
      }
      throw error;
    }
    if (accepted.outcome !== 'accepted') {
      return reply.code(410).send({ error: `invitation_${accepted.outcome}` });
    }
    // An admin's or a privacy officer's invitation goes on to set up a second factor
    // (decision 450): the enrolment screen is where a passkey is added at acceptance.
    const start = { request, reply, cookies: options.cookies };
    return (await afterFirstFactor(db, start, accepted.user)).answer;
  });
}
