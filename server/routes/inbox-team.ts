/**
 * The admins' Team screen (decision 375; docs/inbox-api.md): the accounts and the pending
 * invitations, inviting and inviting again, roles, deactivating (with who gets the leads),
 * reactivating, and resetting a colleague's lost second factors (decision 451). Every route needs `accounts:manage`; the rules themselves (the last admin, not
 * oneself) are kept by server/accounts/deactivate.ts, in the database's transaction.
 */
import {
  deactivateRequest,
  invitationRequest,
  ownedLeadsAnswer,
  rolesRequest,
  teamAnswer,
} from '@contract/inbox-api';
import {
  changeRoles,
  deactivateAccount,
  listTeam,
  ownedLeads,
  reactivateAccount,
  TeamChangeError,
} from '@server/accounts/deactivate';
import {
  InvitationError,
  inviteToTeam,
  pendingInvitations,
  resendInvitation,
} from '@server/accounts/invitations';
import { resetSecondFactors } from '@server/accounts/second-factor-reset';
import type { AuditActor } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import { parameterErrors } from '@server/leads/lead-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';

export interface InboxTeamOptions {
  db: Kysely<DatabaseSchema>;
  actorOf: (request: FastifyRequest) => AuditActor;
  /** An invitation was queued: its mail's worker should look now. */
  onInvited: () => void;
}

const params = z.object({ id: z.uuid() });
const access = { config: { access: 'accounts:manage' as const } };

/** The rule an account change broke: 404 for a missing account, 409 for the rest. */
function refused(reply: FastifyReply, error: unknown) {
  if (error instanceof TeamChangeError) {
    return reply.code(error.code === 'no_such_account' ? 404 : 409).send({ error: error.code });
  }
  if (error instanceof InvitationError) {
    return reply.code(error.code === 'email_taken' ? 409 : 404).send({ error: error.code });
  }
  throw error;
}

export async function inboxTeamRoutes(app: FastifyInstance, options: InboxTeamOptions) {
  const { db, actorOf } = options;
  const idOf = (request: FastifyRequest) => params.safeParse(request.params);
  const invalid = (reply: FastifyReply, error: z.ZodError) =>
    reply.code(400).send({ error: 'validation', fields: parameterErrors(error) });

  app.get('/api/inbox/team', access, async () =>
    teamAnswer.parse({ accounts: await listTeam(db), invitations: await pendingInvitations(db) }),
  );

  app.post('/api/inbox/team/invitations', access, async (request, reply) => {
    const body = invitationRequest.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error);
    try {
      const invitation = await inviteToTeam(db, { ...body.data, actor: actorOf(request) });
      options.onInvited();
      return reply.code(201).send({ id: invitation.id });
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.post('/api/inbox/team/invitations/:id/resend', access, async (request, reply) => {
    const id = idOf(request);
    if (!id.success) return reply.code(404).send({ error: 'no_such_invitation' });
    try {
      const invitation = await resendInvitation(db, id.data.id, actorOf(request));
      options.onInvited();
      return { id: invitation.id };
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.get('/api/inbox/team/accounts/:id/leads', access, async (request, reply) => {
    const id = idOf(request);
    if (!id.success) return reply.code(404).send({ error: 'no_such_account' });
    return ownedLeadsAnswer.parse(await ownedLeads(db, id.data.id));
  });

  app.post('/api/inbox/team/accounts/:id/roles', access, async (request, reply) => {
    const id = idOf(request);
    if (!id.success) return reply.code(404).send({ error: 'no_such_account' });
    const body = rolesRequest.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error);
    try {
      return { roles: await changeRoles(db, id.data.id, body.data.roles, actorOf(request)) };
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.post('/api/inbox/team/accounts/:id/deactivate', access, async (request, reply) => {
    const id = idOf(request);
    if (!id.success) return reply.code(404).send({ error: 'no_such_account' });
    const body = deactivateRequest.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error);
    try {
      return await deactivateAccount(db, {
        id: id.data.id,
        leadsTo: body.data.leadsTo,
        actor: actorOf(request),
      });
    } catch (error) {
      return refused(reply, error);
    }
  });

  // A colleague who lost their authenticator and passkeys (decision 451).
  app.post('/api/inbox/team/accounts/:id/second-factors/reset', access, async (request, reply) => {
    const id = idOf(request);
    if (!id.success) return reply.code(404).send({ error: 'no_such_account' });
    try {
      return await resetSecondFactors(db, { id: id.data.id, actor: actorOf(request) });
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.post('/api/inbox/team/accounts/:id/reactivate', access, async (request, reply) => {
    const id = idOf(request);
    if (!id.success) return reply.code(404).send({ error: 'no_such_account' });
    try {
      await reactivateAccount(db, id.data.id, actorOf(request));
      return reply.code(204).send();
    } catch (error) {
      return refused(reply, error);
    }
  });
}
