import type { FastifyInstance } from 'fastify';

/** Liveness: the process is up and answering. Readiness (/readyz) comes with the database. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
}
