/**
 * Who may read and erase leads: a request carrying `Authorization: Bearer $ADMIN_TOKEN`, or
 * one that came through the embedded database's local socket (the leads CLI on the same
 * machine, already trusted by the file system). Without a token the HTTP routes do not
 * exist (404), so an unconfigured server exposes nothing. Wrong tokens are logged (warn) and
 * limited per client IP: after 10 in a minute, that IP is answered 429 until the minute ends.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { shortenIp } from '@server/net/shorten-ip';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createFailedAttempts, type FailedAttempts } from './failed-attempts';

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

/**
 * Only requests through the local socket (the CLI on this machine while the server holds the
 * embedded database); over HTTP these routes do not exist (404), whatever the token.
 */
export async function requireLocalAdmin(request: FastifyRequest, reply: FastifyReply) {
  if (!cameThroughLocalSocket(request)) return reply.code(404).send({ error: 'not_found' });
}

/** Wrong tokens allowed per client IP and window before every attempt is refused (429). */
const adminFailureLimit = { max: 10, windowMs: 60_000 };

export type AdminGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The guard of the admin routes. Make ONE per app and give it to every admin route, so the
 * wrong tokens a client sends are counted together whichever routes it tries.
 */
export function requireAdmin(
  adminToken: string | undefined,
  failures: FailedAttempts = createFailedAttempts(adminFailureLimit),
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (cameThroughLocalSocket(request)) return;
    if (!adminToken) return reply.code(404).send({ error: 'not_found' });
    const blockedForMs = failures.blockedForMs(request.ip);
    if (blockedForMs > 0) {
      // Even the right token: a client that is guessing learns nothing more until the wait ends.
      const retryAfterSeconds = Math.ceil(blockedForMs / 1000);
      return reply
        .code(429)
        .header('Retry-After', String(retryAfterSeconds))
        .send({ error: 'rate_limited', retryAfterSeconds });
    }
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token || !tokensMatch(token, adminToken)) {
      const failed = failures.record(request.ip);
      // Never the token that was tried: it may be a real token mistyped, or a password.
      request.log.warn(
        { client: shortenIp(request.ip), failedAttempts: failed, url: request.url.split('?')[0] },
        'admin token rejected',
      );
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="leads"')
        .send({ error: 'unauthorized' });
    }
  };
}
