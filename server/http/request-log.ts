/**
 * What the logs say about a request: Fastify's fields, with the client address shortened to
 * its network (server/net/shorten-ip.ts) and without the client's port, and for the inbox and the
 * leads API the path without its query string, which holds searches (an e-mail, a name) that
 * must not outlive an erasure in the logs, and for the inbox's pages the secret of the
 * single-use link that opened them. Installed through the child logger of every
 * request, so it holds whichever pino logger the app was given.
 */

import { requestPath } from '@server/net/request-path';
import { shortenIp } from '@server/net/shorten-ip';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// A shared insights link's page holds its token in the query (its shell's file name too), and
// so do the inbox pages a single-use link opens (decisions 372, 373, 375).
const queryKeptOut = [
  '/api/inbox',
  '/api/leads',
  '/inbox',
  '/insights/shared',
  '/insights-shared.html',
];

function urlForLog(url: string) {
  const path = url.split('?')[0] ?? '';
  // Decoded to decide, as the router matches it: /%61pi/inbox is /api/inbox.
  return queryKeptOut.some((prefix) => requestPath(url).startsWith(prefix)) ? path : url;
}

function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
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
