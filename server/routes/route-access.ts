/**
 * Who may reach each route, declared with the route (decision 371) and checked by one hook.
 *
 * Every route says it in its options, `config: { access: … }`:
 * - a permission of contract/roles.ts (`leads:work`, `privacy:handle`, …): a signed-in inbox
 *   session whose roles grant it; otherwise 403 `{ error: 'forbidden', permission }`;
 * - `signed-in`: any signed-in session (the session itself, signing out, one's own language);
 * - `admin-token`: the installation's automation key (ADMIN_TOKEN) or the CLI on the machine;
 * - `local-socket`: the CLI on the machine only;
 * - `share-link`: a shared insights link, whose token the route itself checks;
 * - `public`: anyone (the site, the contact and privacy forms, sign-in, health).
 *
 * The scopes' guards (the session cookie, the admin token, the local socket) say who is
 * asking; this hook, run after them and before the body is read, says whether that one may.
 * A route that declares nothing is refused (403) and named in the start log, and the route
 * × role matrix test (route-access.test.ts) fails with the line to add.
 */
import { mayDo, type Permission, permissions } from '@contract/roles';
import { passedAdminGuard, passedLocalSocket } from '@server/admin/admin-access';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { inboxSessionIfAny } from './inbox-guard';

export const routeAccessKinds = [
  'public',
  'signed-in',
  'admin-token',
  'local-socket',
  'share-link',
] as const;
export type RouteAccess = (typeof routeAccessKinds)[number] | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may reach this route (route-access.ts, decision 371). Every route declares it. */
    access?: RouteAccess;
  }
}

const isPermission = (access: RouteAccess): access is Permission =>
  (permissions as readonly string[]).includes(access);

/** The permission a route under a path most likely needs, for the message below. */
const likelyAccess: readonly [prefix: string, access: RouteAccess][] = [
  ['/api/inbox/privacy-requests', 'privacy:handle'],
  ['/api/inbox/leads', 'leads:work'],
  ['/api/inbox/insights', 'insights:read'],
  ['/api/inbox/audit', 'audit:read'],
  ['/api/inbox/accounts', 'accounts:manage'],
  ['/api/inbox', 'leads:work'],
  ['/api/admin', 'local-socket'],
  ['/api/leads', 'admin-token'],
  ['/api/insights', 'admin-token'],
];

/** What a route without a rule is told to add (the start log, the matrix test). */
export function missingRuleMessage(method: string, url: string): string {
  const suggested = likelyAccess.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'public';
  return (
    `${method} ${url} declares no access rule: add \`config: { access: '${suggested}' }\` ` +
    `to its route options (or another of: ${[...routeAccessKinds, ...permissions].join(', ')}; ` +
    'server/routes/route-access.ts, docs/decisions/371-route-permissions.md).'
  );
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

/** Routes of a plugin we do not write, and the access they get. */
const pluginRoutes: readonly (DeclaredRoute & { why: string })[] = [
  { method: 'OPTIONS', url: '*', access: 'public', why: '@fastify/cors answers preflights' },
];

const registered = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every route of the app as Fastify registered it (onRoute), with its declared access. */
export function routeTable(app: FastifyInstance): DeclaredRoute[] {
  return (registered.get(app) ?? []).flatMap((route) =>
    [route.method].flat().map((method) => ({
      method,
      url: route.url,
      access: route.config?.access,
    })),
  );
}

function refuse(reply: FastifyReply, status: 401 | 403 | 404, body: Record<string, string>) {
  // Sent here, the hook's undefined result ends the request (Fastify sees reply.sent).
  reply.code(status).send(body);
}

/**
 * Installs the rule on `app` (the root, before any route): records every route, logs the
 * undeclared at start, and checks each request against its route's declaration.
 */
export function enforceRouteAccess(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    const known = pluginRoutes.find(
      ({ method, url }) => url === route.url && [route.method].flat().includes(method),
    );
    if (known && route.config?.access === undefined) {
      route.config = { ...route.config, access: known.access };
    }
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    for (const route of routeTable(app).filter(({ access }) => access === undefined)) {
      app.log.error(missingRuleMessage(route.method, route.url));
    }
  });
  // preParsing: after every scope's onRequest guard has said who is asking, before the body.
  app.addHook('preParsing', async (request: FastifyRequest, reply: FastifyReply, _payload) => {
    if (request.is404) return;
    const { access } = request.routeOptions.config;
    switch (access) {
      case undefined:
        request.log.error(missingRuleMessage(request.method, request.routeOptions.url ?? ''));
        return refuse(reply, 403, { error: 'forbidden' });
      case 'public':
      case 'share-link':
        return;
      case 'admin-token':
        if (!passedAdminGuard(request)) return refuse(reply, 404, { error: 'not_found' });
        return;
      case 'local-socket':
        if (!passedLocalSocket(request)) return refuse(reply, 404, { error: 'not_found' });
        return;
      default: {
        const session = inboxSessionIfAny(request);
        if (!session) return refuse(reply, 401, { error: 'unauthenticated' });
        if (access === 'signed-in' || (isPermission(access) && mayDo(session.user.roles, access)))
          return;
        return refuse(reply, 403, { error: 'forbidden', permission: access });
      }
    }
  });
}
