import type { FastifyReply } from 'fastify';

/** The wait a refusal's Retry-After names, in whole seconds, for the page drawn to say. */
export function retryAfterOf(reply: FastifyReply): number | undefined {
  const seconds = Number(reply.getHeader('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}
