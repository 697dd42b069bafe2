/**
 * Who may read and erase leads: a request carrying `Authorization: Bearer $ADMIN_TOKEN`, or
 * one that came through the embedded database's local socket (the leads CLI on the same
 * machine, already trusted by the file system). Without a token the HTTP routes do not
 * exist (404), so an unconfigured server exposes nothing. Wrong tokens are logged (warn) and
 * limited per client network in the database, for every admin route and every instance
 * together (server/admin/admin-token-attempts.ts): after 10 in a minute, 429.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSchema } from '@server/db/schema';
import { shortenIp } from '@server/net/shorten-ip';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { adminTokenWait, countWrongAdminToken } from './admin-token-attempts';

const localChannel = Symbol('leads admin: local socket');

function markAsLocalAdmin(request: IncomingMessage) {
  (request as IncomingMessage & { [localChannel]?: true })[localChannel] = true;
}

/** What the local socket does with a request: marks it as the local admin's and routes it. */
export function localAdminHandler(app: FastifyInstance) {
  return (request: IncomingMessage, response: ServerResponse) => {
    markAsLocalAdmin(request);
    app.routing(request, response);
  };
}

function cameThroughLocalSocket(request: FastifyRequest) {
  return (request.raw as IncomingMessage & { [localChannel]?: true })[localChannel] === true;
}

/** The requests requireAdmin let through: the route access check asks (decision 371). */
const admitted = new WeakSet<FastifyRequest>();

/** This request passed requireAdmin (the admin token, or the local socket). */
export const passedAdminGuard = (request: FastifyRequest) => admitted.has(request);

/** This request came through the local socket (the CLI on this machine). */
export const passedLocalSocket = cameThroughLocalSocket;

/** Hashing first gives equal lengths, so the comparison takes the same time for any guess. */
function tokensMatch(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Only requests through the local socket (the CLI on this machine while the server holds the
 * embedded database); over HTTP these routes do not exist (404), whatever the token.
 */
export async function requireLocalAdmin(request: FastifyRequest, reply: FastifyReply) {
  if (!cameThroughLocalSocket(request)) return reply.code(404).send({ error: 'not_found' });
}

export type AdminGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The guard of the admin routes: the same counter for every route, whichever the app. */
export function requireAdmin(adminToken: string | undefined, db: Kysely<DatabaseSchema>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (cameThroughLocalSocket(request)) {
      admitted.add(request);
      return;
    }
    if (!adminToken) return reply.code(404).send({ error: 'not_found' });
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    const right = scheme?.toLowerCase() === 'bearer' && !!token && tokensMatch(token, adminToken);
    const wait = right
      ? await adminTokenWait(db, request.ip)
      : await countWrongAdminToken(db, request.ip);
    if (wait > 0) {
      // Even the right token: a client that is guessing learns nothing more until the wait ends.
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ error: 'rate_limited', retryAfterSeconds: wait });
    }
    if (!right) {
      // Never the token that was tried: it may be a real token mistyped, or a password.
      request.log.warn(
        { client: shortenIp(request.ip), url: request.url.split('?')[0] },
        'admin token rejected',
      );
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="leads"')
        .send({ error: 'unauthorized' });
    }
    admitted.add(request);
  };
}
