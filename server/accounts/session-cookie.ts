/**
 * The inbox's session cookie: HttpOnly (scripts never see it), SameSite=Lax (other sites'
 * forms and scripts do not send it), Path=/api/inbox (pages and the public API never carry
 * it), and Secure when the site is served over https: PUBLIC_SITE_URL is https, or the
 * request came over https (directly, or through a trusted proxy's X-Forwarded-Proto).
 * Parsed and written by @fastify/cookie, registered with the inbox's routes.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionMaxDays } from './sessions';

const sessionCookieName = 'inbox_session';
const cookiePath = '/api/inbox';

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName] || undefined;
}

export interface CookieSecurity {
  /** PUBLIC_SITE_URL is https. */
  siteIsHttps: boolean;
  /** SESSION_MAX_DAYS: the cookie outlives its session by no more. */
  sessionMaxDays?: number;
}

function attributes(request: FastifyRequest, { siteIsHttps }: CookieSecurity) {
  return {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: siteIsHttps || request.protocol === 'https',
  } satisfies CookieSerializeOptions;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  security: CookieSecurity,
) {
  reply.setCookie(sessionCookieName, token, {
    ...attributes(request, security),
    maxAge: (security.sessionMaxDays ?? sessionMaxDays) * 24 * 60 * 60,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  security: CookieSecurity,
) {
  reply.clearCookie(sessionCookieName, attributes(request, security));
}
