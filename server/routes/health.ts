import type { FastifyInstance } from 'fastify';

export interface HealthOptions {
  /** Whether the database answers; /readyz reports it. */
  isDatabaseReachable: () => Promise<boolean>;
}

/** Liveness (/healthz: the process answers) and readiness (/readyz: the database does too). */
export async function healthRoutes(app: FastifyInstance, { isDatabaseReachable }: HealthOptions) {
  app.get('/healthz', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (await isDatabaseReachable()) return { status: 'ok', database: 'ok' };
    return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
  });
}
