/**
 * Who may read and erase leads: a request carrying `Authorization: Bearer $ADMIN_TOKEN`, or
 * one that came through the embedded database's local socket (the leads CLI on the same
 * machine, already trusted by the file system). Without a token the HTTP routes do not
 * exist (404), so an unconfigured server exposes nothing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

const localChannel = Symbol('leads admin: local socket');

export function markAsLocalAdmin(request: IncomingMessage) {
  (request as IncomingMessage & { [localChannel]?: true })[localChannel] = true;
}

function cameThroughLocalSocket(request: FastifyRequest) {
  return (request.raw as IncomingMessage & { [localChannel]?: true })[localChannel] === true;
}

/** Hashing first gives equal lengths, so the comparison takes the same time for any guess. */
function tokensMatch(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function requireAdmin(adminToken: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (cameThroughLocalSocket(request)) return;
    if (!adminToken) return reply.code(404).send({ error: 'not_found' });
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token || !tokensMatch(token, adminToken)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="leads"')
        .send({ error: 'unauthorized' });
    }
  };
}
