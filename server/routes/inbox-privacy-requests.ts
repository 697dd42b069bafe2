/**
 * The inbox's LGPD requests (decision 250; docs/inbox-api.md): the list with each request's
 * 15-day clock, the person's data as a JSON file, erasure everywhere (the same erasure as a
 * lead's page), "answered", and deleting the request itself. Every action is in the audit log,
 * which names the request, never the person's address. Nothing of the person's data is sent
 * or erased for a request not confirmed from the address it names (decision 322): 409
 * `unverified`.
 */
import {
  correctionRequest,
  privacyEraseRequest,
  privacyRequestListQuery,
} from '@contract/inbox-api';
import { privacyRequestLimits } from '@contract/privacy-request';
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { Database } from '@server/db/database';
import { decodeCursor } from '@server/db/keyset-cursor';
import { rewriteErasedRows } from '@server/db/rewrite-erased';
import { parameterErrors } from '@server/leads/lead-query';
import { deletePersonLeads, findPersonLeads } from '@server/leads/person-leads';
import { correctPersonLead } from '@server/privacy-requests/lead-correction';
import { collectPersonalData } from '@server/privacy-requests/personal-data';
import {
  listPrivacyRequests,
  privacyRequestListParts,
} from '@server/privacy-requests/privacy-request-list';
import {
  answerRequest,
  deletePrivacyRequest,
  eraseOtherRequests,
  findPrivacyRequest,
  recordOutcome,
} from '@server/privacy-requests/privacy-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

export interface InboxPrivacyRequestOptions {
  database: Database;
  notifyWebhook: boolean;
  /** lead.deleted or lead.updated was queued: the outbox worker should look now. */
  onQueued: () => void;
  actorOf: (request: FastifyRequest) => AuditActor;
  isSameOriginGet: (request: FastifyRequest) => boolean;
}

const params = z.object({ id: z.uuid() });
const leadParams = z.object({ id: z.uuid(), leadId: z.uuid() });
/** What was sent to the person: the answer's record (decision 324). */
const answerBody = z.object({
  sent: z.string().trim().min(1, 'required').max(privacyRequestLimits.answerMax, 'too_long'),
});

export async function inboxPrivacyRequestRoutes(
  app: FastifyInstance,
  options: InboxPrivacyRequestOptions,
) {
  const { database, actorOf } = options;
  const { db } = database;

  const requestOf = async (request: FastifyRequest) => {
    const parsed = params.safeParse(request.params);
    return parsed.success ? findPrivacyRequest(db, parsed.data.id) : undefined;
  };
  const audit = (
    request: FastifyRequest,
    action:
      | 'privacy_request_export'
      | 'privacy_request_erasure'
      | 'privacy_request_answered'
      | 'privacy_request_deleted',
    details: Record<string, unknown>,
  ) => recordAudit(db, { actor: actorOf(request), action, details });

  app.get(
    '/api/inbox/privacy-requests',
    { config: { access: 'privacy:handle' } },
    async (request, reply) => {
      const query = privacyRequestListQuery.safeParse(request.query);
      if (!query.success) {
        return reply.code(400).send({ error: 'validation', fields: parameterErrors(query.error) });
      }
      const { cursor, ...filter } = query.data;
      const after =
        cursor === undefined ? undefined : decodeCursor(cursor, privacyRequestListParts);
      if (cursor !== undefined && !after) {
        return reply
          .code(400)
          .send({ error: 'validation', fields: { cursor: 'Not a cursor of this list' } });
      }
      return listPrivacyRequests(db, filter, { after });
    },
  );

  // A download through a link: same origin only, as the CSV.
  app.get(
    '/api/inbox/privacy-requests/:id/data.json',
    { config: { access: 'privacy:handle' } },
    async (request, reply) => {
      if (!options.isSameOriginGet(request)) return reply.code(403).send({ error: 'csrf' });
      const found = await requestOf(request);
      if (!found) return reply.code(404).send({ error: 'not_found' });
      if (!found.verified_at) return reply.code(409).send({ error: 'unverified' });
      // The action matches what was asked (decision 323).
      if (found.kind !== 'access') return reply.code(409).send({ error: 'kind_mismatch' });
      const data = await collectPersonalData(db, found.email);
      // A download is not an answer: the clock runs until the answer says what was sent (324).
      await recordOutcome(db, found.id, 'exported');
      await audit(request, 'privacy_request_export', {
        requestId: found.id,
        leads: data.leads.length,
      });
      const today = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="personal-data-${today}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  // The person's leads (decision 325): what the officer confirms before an erasure, what an
  // access request's file holds, the leads a correction edits.
  app.get(
    '/api/inbox/privacy-requests/:id/leads',
    { config: { access: 'privacy:handle' } },
    async (request, reply) => {
      const found = await requestOf(request);
      if (!found) return reply.code(404).send({ error: 'not_found' });
      if (!found.verified_at) return reply.code(409).send({ error: 'unverified' });
      return { leads: await findPersonLeads(db, found.email) };
    },
  );

  // Erases the leads the officer saw listed that are still the person's (decision 325): one
  // that became theirs after the list is left, and counted, for a second look.
  app.post(
    '/api/inbox/privacy-requests/:id/erase',
    { config: { access: 'privacy:handle' } },
    async (request, reply) => {
      const found = await requestOf(request);
      if (!found) return reply.code(404).send({ error: 'not_found' });
      if (!found.verified_at) return reply.code(409).send({ error: 'unverified' });
      if (found.kind !== 'erasure') return reply.code(409).send({ error: 'kind_mismatch' });
      const body = privacyEraseRequest.safeParse(request.body);
      if (!body.success) {
        return reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
      }
      // The requests and the leads in one transaction, then one rewrite of the files that
      // takes both's bytes (decision 015).
      const erased = await db.transaction().execute(async (trx) => {
        await eraseOtherRequests(trx, found.email, found.id);
        await recordOutcome(trx, found.id, 'erased');
        return deletePersonLeads(trx, found.email, body.data.leadIds, {
          notifyWebhook: options.notifyWebhook,
        });
      });
      await rewriteErasedRows(database);
      options.onQueued();
      await audit(request, 'privacy_request_erasure', { requestId: found.id, ...erased });
      return erased;
    },
  );

  // A correction request carried out (decision 326): the lead's contact fields as the person
  // asked, by the contact form's rules.
  app.post(
    '/api/inbox/privacy-requests/:id/leads/:leadId/correct',
    { config: { access: 'privacy:handle' } },
    async (request, reply) => {
      const ids = leadParams.safeParse(request.params);
      const found = ids.success ? await findPrivacyRequest(db, ids.data.id) : undefined;
      if (!ids.success || !found) return reply.code(404).send({ error: 'not_found' });
      if (!found.verified_at) return reply.code(409).send({ error: 'unverified' });
      if (found.kind !== 'correction') return reply.code(409).send({ error: 'kind_mismatch' });
      const body = correctionRequest.safeParse(request.body);
      if (!body.success) {
        return reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
      }
      const result = await correctPersonLead(db, {
        request: found,
        leadId: ids.data.leadId,
        values: body.data,
        notifyWebhook: options.notifyWebhook,
      });
      if (result.outcome === 'not-found') return reply.code(404).send({ error: 'not_found' });
      if (result.changed.length > 0) options.onQueued();
      // The fields' names, never their values: the audit log outlives an erasure.
      if (result.changed.length > 0) {
        await recordAudit(db, {
          actor: actorOf(request),
          action: 'privacy_request_correction',
          leadId: ids.data.leadId,
          details: { requestId: found.id, fields: result.changed },
        });
      }
      return { changed: result.changed };
    },
  );

  app.post(
    '/api/inbox/privacy-requests/:id/answered',
    { config: { access: 'privacy:handle' } },
    async (request, reply) => {
      const found = await requestOf(request);
      if (!found) return reply.code(404).send({ error: 'not_found' });
      const body = answerBody.safeParse(request.body);
      if (!body.success) {
        return reply.code(400).send({
          error: 'validation',
          fields: { sent: body.error.issues[0]?.message ?? 'invalid' },
        });
      }
      await answerRequest(db, found.id, body.data.sent);
      await audit(request, 'privacy_request_answered', { requestId: found.id });
      return { answered: true };
    },
  );

  app.post(
    '/api/inbox/privacy-requests/:id/delete',
    { config: { access: 'privacy:handle' } },
    async (request, reply) => {
      const found = await requestOf(request);
      if (!found) return reply.code(404).send({ error: 'not_found' });
      await deletePrivacyRequest(db, found.id);
      await rewriteErasedRows(database);
      await audit(request, 'privacy_request_deleted', { requestId: found.id, kind: found.kind });
      return { deleted: true };
    },
  );
}
