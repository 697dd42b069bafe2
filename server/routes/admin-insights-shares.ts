/**
 * `npm run leads -- insights share | revoke` while a server holds the embedded database: the
 * CLI asks it through the local socket. Over HTTP these routes answer 404 (requireLocalAdmin).
 */
import { requireLocalAdmin } from '@server/admin/admin-access';
import type { DatabaseSchema } from '@server/db/schema';
import { createShare, revokeShare } from '@server/insights/insights-shares';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';

const shareBody = z.object({ days: z.number().int().min(1).max(366) });
const revokeBody = z.object({ id: z.string().max(64) });

export async function adminInsightsSharesRoutes(
  app: FastifyInstance,
  {
    db,
    siteUrl,
  }: { db: Kysely<DatabaseSchema> /** PUBLIC_SITE_URL: the link is on it. */; siteUrl: string },
) {
  app.addHook('onRequest', requireLocalAdmin);
  app.post(
    '/api/admin/insights-shares',
    { config: { access: 'local-socket' } },
    async (request, reply) => {
      const body = shareBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ error: 'validation' });
      const share = await createShare(db, body.data.days);
      // The server's address, not the CLI's guess of it: the CLI may run with another PORT.
      return { ...share, expiresAt: new Date(share.expiresAt).toISOString(), siteUrl };
    },
  );
  app.post(
    '/api/admin/insights-shares/revoke',
    { config: { access: 'local-socket' } },
    async (request, reply) => {
      const body = revokeBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ error: 'validation' });
      return { revoked: await revokeShare(db, body.data.id) };
    },
  );
}
