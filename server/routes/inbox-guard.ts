/**
 * Who may use the inbox API, and protection against cross-site request forgery.
 *
 * - Every route but sign-in needs a valid session (cookie); without one: 401 unauthenticated.
 * - Every POST passes two checks (decision 090): its Origin, when the browser sends one (they
 *   all do on POST), is this site's own; and it carries the session's CSRF token in the
 *   x-csrf-token header, which a page of another site can neither read nor set. Failing
 *   either: 403 csrf. Sign-in has no session yet, so it gets the Origin check only.
 */
import { timingSafeEqual } from 'node:crypto';
import { csrfHeader } from '@contract/inbox-api';
import { readSessionToken } from '@server/accounts/session-cookie';
import { findSession, type Session, type SessionLifetimes } from '@server/accounts/sessions';
import type { DatabaseSchema } from '@server/db/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

const sessions = new WeakMap<FastifyRequest, Session>();

/** The signed-in session of a request that passed requireInboxSession. */
export function sessionOf(request: FastifyRequest): Session {
  const session = sessions.get(request);
  if (!session) throw new Error('inbox route reached without a session');
  return session;
}

/** The session of a request that passed requireInboxSession, if it did (route-access.ts). */
export const inboxSessionIfAny = (request: FastifyRequest): Session | undefined =>
  sessions.get(request);

/** The origins the inbox's pages are served from: this request's host and PUBLIC_SITE_URL. */
export function sameSiteOrigin(publicSiteUrl: string) {
  const publicOrigin = new URL(publicSiteUrl).origin;
  return (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (request.headers['sec-fetch-site'] === 'cross-site') return false;
    if (origin === undefined) return true;
    return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
  };
}

/**
 * A GET with an effect that only the inbox itself may start (the export, which writes an
 * audit entry): the session cookie is SameSite=Lax, so a link on another site would carry it.
 * The browser's Sec-Fetch-Site must say same-origin (or none: typed, or a bookmark); without
 * it (older browsers, scripts), a Referer must not name another origin.
 */
export function sameOriginGet(publicSiteUrl: string) {
  const publicOrigin = new URL(publicSiteUrl).origin;
  return (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined) return site === 'same-origin' || site === 'none';
    const referer = request.headers.referer;
    if (referer === undefined) return true;
    try {
      const origin = new URL(referer).origin;
      return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
    } catch {
      return false;
    }
  };
}

const tokensEqual = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const safeMethods = new Set(['GET', 'HEAD']);

export function requireInboxSession(
  db: Kysely<DatabaseSchema>,
  isSameSite: (request: FastifyRequest) => boolean,
  lifetimes?: SessionLifetimes,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = readSessionToken(request);
    const session = token ? await findSession(db, token, lifetimes) : undefined;
    if (!session) return reply.code(401).send({ error: 'unauthenticated' });
    if (!safeMethods.has(request.method)) {
      const given = request.headers[csrfHeader];
      if (
        !isSameSite(request) ||
        typeof given !== 'string' ||
        !tokensEqual(given, session.csrfToken)
      ) {
        return reply.code(403).send({ error: 'csrf' });
      }
    }
    sessions.set(request, session);
  };
}
