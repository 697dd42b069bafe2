/**
 * Single sign-on's doors for anyone (decision 460; docs/inbox-api.md):
 * - GET /api/inbox/sso: whether the sign-in screen offers "Sign in with <provider>";
 * - GET /api/inbox/sso/start?lang=: a link, not a form: sends the browser to the provider,
 *   with a cookie that ties the attempt to this browser;
 * - GET /api/inbox/sso/callback: the provider's answer; a session and the inbox, or the
 *   sign-in screen with `?sso=<refusal>`, which tells why in the person's language.
 * Every outcome is in the audit log; the request log keeps only the refusal's code.
 */
import { randomBytes } from 'node:crypto';
import {
  type SingleSignOnRefusal,
  type SingleSignOnStatusAnswer,
  singleSignOnRefusalParameter,
  singleSignOnStartQuery,
} from '@contract/inbox-api';
import { inboxPaths } from '@contract/inbox-paths';
import { type CookieSecurity, readSessionToken } from '@server/accounts/session-cookie';
import { deleteSession } from '@server/accounts/sessions';
import type { SingleSignOn } from '@server/accounts/single-sign-on';
import { stateMinutes } from '@server/accounts/single-sign-on-states';
import { recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { startSession } from './inbox-session-start';

export interface InboxSsoOptions {
  db: Kysely<DatabaseSchema>;
  cookies: CookieSecurity;
  singleSignOn: SingleSignOn;
}

const browserCookie = 'inbox_sso';
const browserCookiePath = '/api/inbox/sso';
const access = { config: { access: 'public' as const } };

export async function inboxSsoRoutes(
  app: FastifyInstance,
  { db, cookies, singleSignOn }: InboxSsoOptions,
) {
  const cookieAttributes = (request: FastifyRequest) => ({
    path: browserCookiePath,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET from its site, which Lax lets through.
    sameSite: 'lax' as const,
    secure: cookies.siteIsHttps || request.protocol === 'https',
  });

  const toSignIn = (request: FastifyRequest, reply: FastifyReply, reason: SingleSignOnRefusal) => {
    request.log.info({ refusal: reason }, 'inbox single sign-on refused');
    return reply
      .code(303)
      .header(
        'Location',
        `${inboxPaths.leads}?${singleSignOnRefusalParameter}=${encodeURIComponent(reason)}`,
      )
      .send();
  };

  app.get(
    '/api/inbox/sso',
    access,
    async (): Promise<SingleSignOnStatusAnswer> => singleSignOn.status(),
  );

  app.get('/api/inbox/sso/start', access, async (request, reply) => {
    const { lang } = singleSignOnStartQuery.parse(request.query ?? {});
    const browserToken = randomBytes(32).toString('base64url');
    const begun = await singleSignOn.begin(lang, browserToken);
    if (begun.outcome === 'refused') return toSignIn(request, reply, begun.reason);
    reply.setCookie(browserCookie, browserToken, {
      ...cookieAttributes(request),
      maxAge: stateMinutes * 60,
    });
    return reply.code(303).header('Location', begun.url.href).send();
  });

  app.get('/api/inbox/sso/callback', access, async (request, reply) => {
    // The address the provider was given, with the answer's query: behind a proxy the
    // request's own host may differ from PUBLIC_SITE_URL's.
    const callbackUrl = new URL(singleSignOn.redirectUri);
    callbackUrl.search = new URL(request.url, 'http://callback').search;
    const browserToken = request.cookies[browserCookie] || undefined;
    reply.clearCookie(browserCookie, cookieAttributes(request));
    const result = await singleSignOn.finish(callbackUrl, browserToken);
    if (result.outcome === 'refused') {
      await recordAudit(db, {
        actor: result.actor ?? null,
        action: 'sign_in_failed',
        details: { method: 'sso', reason: result.reason },
      });
      return toSignIn(request, reply, result.reason);
    }
    // A fresh token at every sign-in, as with a password: a session the browser held ends.
    const previous = readSessionToken(request);
    if (previous) await deleteSession(db, previous);
    // The provider's sign-in is the proof, its own second factor included (decision 460).
    await startSession(db, { request, reply, cookies }, result.user);
    await recordAudit(db, {
      actor: { id: result.user.id, email: result.user.email },
      action: 'sign_in',
      details: { method: 'sso' },
    });
    return reply.code(303).header('Location', inboxPaths.leads).send();
  });
}
