/**
 * The sales team's access to the leads: list (JSON), export (CSV) and erasure of one
 * person's data. Guarded by requireAdmin (bearer token or the local admin socket).
 */
import { Readable } from 'node:stream';
import { requireAdmin } from '@server/admin-access';
import { cleanText } from '@server/clean-text';
import type { Database } from '@server/db/database';
import { deleteLeadsByEmail, iterateLeads, listLeads } from '@server/db/leads-repository';
import { leadsToCsv } from '@server/leads/csv';
import { leadToJson } from '@server/leads/lead';
import { exportQuery, listQuery, parameterErrors } from '@server/leads/lead-query';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export interface LeadsRoutesOptions {
  adminToken: string | undefined;
  database: Database;
}

const eraseBody = z.object({
  email: z.string().transform(cleanText).pipe(z.string().trim().min(3).max(254)),
});

export async function leadsRoutes(
  app: FastifyInstance,
  { adminToken, database }: LeadsRoutesOptions,
) {
  const { db } = database;
  app.addHook('onRequest', requireAdmin(adminToken));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/api/leads', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(query.error) });
    }
    return (await listLeads(db, query.data)).map(leadToJson);
  });

  app.get('/api/leads.csv', async (request, reply) => {
    const query = exportQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(query.error) });
    }
    const { since, limit } = query.data;
    const leads = limit ? await listLeads(db, { since, limit }) : iterateLeads(db, { since });
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${today}.csv"`)
      .send(Readable.from(leadsToCsv(leads)));
  });

  // POST with the address in the body, not DELETE with it in the URL: URLs end up in logs.
  app.post('/api/leads/delete', async (request, reply) => {
    const body = eraseBody.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
    }
    request.log.info('leads erased on request');
    return { deleted: await deleteLeadsByEmail(db, body.data.email) };
  });
}
