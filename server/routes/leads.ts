/**
 * The sales team's access to the leads: list (JSON), export (CSV), erasure of one person's
 * data and the purge of leads past their retention. Guarded by requireAdmin (bearer token or the local admin socket).
 */
import { Readable } from 'node:stream';
import { programCsvDialect } from '@contract/csv-format';
import type { AdminGuard } from '@server/admin/admin-access';
import type { Database } from '@server/db/database';
import { leadsToCsv } from '@server/leads/csv';
import { eraseLeadsByEmail } from '@server/leads/erasure';
import { leadToJson } from '@server/leads/lead';
import {
  csvExportQuery,
  listQuery,
  olderThanDaysParameter,
  parameterErrors,
} from '@server/leads/lead-query';
import { iterateLeads, listLeads } from '@server/leads/leads-repository';
import { purgeExpiredLeads } from '@server/leads/retention';
import { cleanText } from '@server/text/clean-text';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export interface LeadsRoutesOptions {
  /** The admin routes' one guard (and its one count of wrong tokens). */
  adminGuard: AdminGuard;
  database: Database;
  /** The webhook is on: an erasure queues lead.deleted for the CRM. */
  notifyWebhook: boolean;
  /** An erasure was committed (it may have queued notifications). */
  onErased: () => void;
}

const eraseBody = z.object({
  email: z.string().transform(cleanText).pipe(z.string().trim().min(3).max(254)),
});

const purgeBody = z.object({ olderThanDays: olderThanDaysParameter });

export async function leadsRoutes(
  app: FastifyInstance,
  { adminGuard, database, notifyWebhook, onErased }: LeadsRoutesOptions,
) {
  const { db } = database;
  app.addHook('onRequest', adminGuard);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/api/leads', { config: { access: 'admin-token' } }, async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(query.error) });
    }
    return (await listLeads(db, query.data)).map((lead) => leadToJson(lead));
  });

  app.get('/api/leads.csv', { config: { access: 'admin-token' } }, async (request, reply) => {
    const query = csvExportQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(query.error) });
    }
    const { since, limit, separator } = query.data;
    const leads = limit ? await listLeads(db, { since, limit }) : iterateLeads(db, { since });
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${today}.csv"`)
      .send(Readable.from(leadsToCsv(leads, programCsvDialect(separator))));
  });

  // POST with the address in the body, not DELETE with it in the URL: URLs end up in logs.
  app.post('/api/leads/delete', { config: { access: 'admin-token' } }, async (request, reply) => {
    const body = eraseBody.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
    }
    request.log.info('leads erased on request');
    const deleted = await eraseLeadsByEmail(database, body.data.email, { notifyWebhook });
    onErased();
    return { deleted };
  });

  // What `npm run leads -- purge` asks a running server on the embedded database to do.
  app.post('/api/leads/purge', { config: { access: 'admin-token' } }, async (request, reply) => {
    const body = purgeBody.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
    }
    const purged = await purgeExpiredLeads(database, body.data.olderThanDays, { notifyWebhook });
    if (purged > 0) onErased();
    request.log.info({ purged }, 'expired leads purged on request');
    return { purged };
  });
}
