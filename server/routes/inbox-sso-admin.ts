/**
 * Single sign-on for admins (decision 460; docs/inbox-api.md), every route `accounts:manage`:
 * - GET/POST /api/inbox/sso/settings: the provider (issuer URL, client id and secret), the
 *   allowed e-mail domains, and what a first sign-in does (an account with the default
 *   roles, or a wait for approval). Turning it on reads the issuer's discovery document
 *   first, so a wrong URL or client is told at once, at its field.
 * - GET /api/inbox/sso/pending, POST …/pending/:id/approve {roles}, …/pending/:id/decline.
 */
import {
  singleSignOnApproveRequest,
  singleSignOnPendingAnswer,
  singleSignOnSettingsRequest,
} from '@contract/inbox-api';
import {
  discoverProvider,
  issuerUrlAllowed,
  type SingleSignOnTuning,
} from '@server/accounts/single-sign-on-client';
import {
  approvePendingAccount,
  declinePendingAccount,
  listPendingAccounts,
  PendingAccountError,
} from '@server/accounts/single-sign-on-pending';
import {
  clientSecretOf,
  readSingleSignOnSettings,
  saveSingleSignOnSettings,
  settingsAnswer,
} from '@server/accounts/single-sign-on-settings';
import type { AuditActor } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import { parameterErrors } from '@server/leads/lead-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';

export interface InboxSsoAdminOptions {
  db: Kysely<DatabaseSchema>;
  actorOf: (request: FastifyRequest) => AuditActor;
  redirectUri: string;
  tuning?: SingleSignOnTuning;
}

const params = z.object({ id: z.uuid() });
const access = { config: { access: 'accounts:manage' as const } };

function refused(reply: FastifyReply, error: unknown) {
  if (error instanceof PendingAccountError) {
    return reply.code(error.code === 'email_taken' ? 409 : 404).send({ error: error.code });
  }
  throw error;
}

export async function inboxSsoAdminRoutes(
  app: FastifyInstance,
  { db, actorOf, redirectUri, tuning }: InboxSsoAdminOptions,
) {
  app.get('/api/inbox/sso/settings', access, async () =>
    settingsAnswer(await readSingleSignOnSettings(db), redirectUri),
  );

  app.post('/api/inbox/sso/settings', access, async (request, reply) => {
    const body = singleSignOnSettingsRequest.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
    }
    const settings = body.data;
    if (!issuerUrlAllowed(settings.issuerUrl)) {
      return reply.code(400).send({
        error: 'validation',
        fields: { issuerUrl: 'Must be https (plain http only to this machine)' },
      });
    }
    if (settings.enabled) {
      const stored = await readSingleSignOnSettings(db);
      const clientSecret =
        settings.clientSecret?.trim() || (stored ? await clientSecretOf(db, stored) : undefined);
      try {
        await discoverProvider(
          { issuerUrl: settings.issuerUrl, clientId: settings.clientId, clientSecret },
          tuning,
        );
      } catch {
        return reply.code(400).send({
          error: 'sso_discovery_failed',
          fields: { issuerUrl: 'No OpenID configuration at this issuer' },
        });
      }
    }
    await saveSingleSignOnSettings(db, settings, actorOf(request));
    return settingsAnswer(await readSingleSignOnSettings(db), redirectUri);
  });

  app.get('/api/inbox/sso/pending', access, async () =>
    singleSignOnPendingAnswer.parse({ pending: await listPendingAccounts(db) }),
  );

  app.post('/api/inbox/sso/pending/:id/approve', access, async (request, reply) => {
    const id = params.safeParse(request.params);
    if (!id.success) return reply.code(404).send({ error: 'no_such_pending_account' });
    const body = singleSignOnApproveRequest.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
    }
    try {
      const user = await approvePendingAccount(db, {
        id: id.data.id,
        roles: body.data.roles,
        actor: actorOf(request),
      });
      return { id: user.id };
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.post('/api/inbox/sso/pending/:id/decline', access, async (request, reply) => {
    const id = params.safeParse(request.params);
    if (!id.success) return reply.code(404).send({ error: 'no_such_pending_account' });
    try {
      await declinePendingAccount(db, id.data.id, actorOf(request));
      return reply.code(204).send();
    } catch (error) {
      return refused(reply, error);
    }
  });
}
