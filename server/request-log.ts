/**
 * What the logs say about a request: Fastify's fields, with the client address shortened to
 * its network (server/shorten-ip.ts) and without the client's port. Installed through the
 * child logger of every request, so it holds whichever pino logger the app was given.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { shortenIp } from './shorten-ip';

function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: shortenIp(request.ip),
  };
}

export const privateRequestLogs: FastifyServerOptions['childLoggerFactory'] = (
  logger,
  bindings,
  options,
) =>
  logger.child(bindings, {
    ...options,
    serializers: { ...options.serializers, req: requestForLog },
  });
