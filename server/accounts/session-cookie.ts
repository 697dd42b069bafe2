/**
 * The inbox's session cookie: HttpOnly (scripts never see it), SameSite=Lax (other sites'
 * forms and scripts do not send it), Path=/api/inbox (pages and the public API never carry
 * it), and Secure when the site is served over https: PUBLIC_SITE_URL is https, or the
 * request came over https (directly, or through a trusted proxy's X-Forwarded-Proto).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionMaxDays } from './sessions';

const sessionCookieName = 'inbox_session';
const cookiePath = '/api/inbox';

export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === sessionCookieName) return value.join('=') || undefined;
  }
  return undefined;
}

export interface CookieSecurity {
  /** PUBLIC_SITE_URL is https. */
  siteIsHttps: boolean;
}

function attributes(request: FastifyRequest, { siteIsHttps }: CookieSecurity) {
  const secure = siteIsHttps || request.protocol === 'https';
  return `Path=${cookiePath}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  security: CookieSecurity,
) {
  const maxAge = sessionMaxDays * 24 * 60 * 60;
  reply.header(
    'Set-Cookie',
    `${sessionCookieName}=${token}; Max-Age=${maxAge}; ${attributes(request, security)}`,
  );
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  security: CookieSecurity,
) {
  reply.header('Set-Cookie', `${sessionCookieName}=; Max-Age=0; ${attributes(request, security)}`);
}
