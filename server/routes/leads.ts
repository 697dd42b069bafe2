/**
 * The sales team's access to the leads: list (JSON), export (CSV) and erasure of one
 * person's data. Guarded by requireAdmin (bearer token or the local admin socket).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../admin-access';
import type { Database } from '../db/database';
import { deleteLeadsByEmail, iterateLeads, listLeads } from '../db/leads-repository';
import { leadsToCsv } from '../leads/csv';
import { leadToJson } from '../leads/lead';

export const maxLeadsLimit = 10_000;
export const defaultLeadsLimit = 100;

export interface LeadsRoutesOptions {
  adminToken: string | undefined;
  database: Database;
}

const since = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], {
    message: 'Must be an ISO 8601 date or date-time, e.g. 2025-01-31T12:00:00Z',
  })
  .transform((value) => new Date(value))
  .optional();
const limit = z.coerce
  .number({ message: `Must be a whole number from 1 to ${maxLeadsLimit}` })
  .int(`Must be a whole number from 1 to ${maxLeadsLimit}`)
  .min(1, `Must be a whole number from 1 to ${maxLeadsLimit}`)
  .max(maxLeadsLimit, `Must be a whole number from 1 to ${maxLeadsLimit}`);

const listQuery = z.object({ since, limit: limit.default(defaultLeadsLimit) });
/** Without a limit the export holds every lead. */
const exportQuery = z.object({ since, limit: limit.optional() });
const eraseBody = z.object({ email: z.string().trim().min(3).max(254) });

function fields(error: z.ZodError) {
  return Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

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
      return reply.code(400).send({ error: 'validation', fields: fields(query.error) });
    }
    return (await listLeads(db, query.data)).map(leadToJson);
  });

  app.get('/api/leads.csv', async (request, reply) => {
    const query = exportQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: 'validation', fields: fields(query.error) });
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
      return reply.code(400).send({ error: 'validation', fields: fields(body.error) });
    }
    request.log.info('leads erased on request');
    return { deleted: await deleteLeadsByEmail(db, body.data.email) };
  });
}
