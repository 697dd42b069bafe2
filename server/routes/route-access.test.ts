/**
 * The route × role matrix (decision 371): every route Fastify registered (read from its own
 * onRoute, not a hand list) against every role, alone and combined, on the embedded database
 * and on PostgreSQL (the check reads the session's roles from the database with each request).
 * A route that declares no rule fails the first test, which names the line to add.
 */
import { randomUUID } from 'node:crypto';
import { inboxErrorMessages } from '@contract/inbox-errors';
import { mayDo, type Role, roles } from '@contract/roles';
import { createSession } from '@server/accounts/sessions';
import { addUser } from '@server/accounts/users';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxEmail, inboxPassword } from '@server/test-support/inbox';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DeclaredRoute,
  enforceRouteAccess,
  missingRuleMessage,
  routeTable,
} from './route-access';

const adminToken = 'matrix-admin-token-0123456789abcdef';

/** Each role alone, and one person doing two jobs. */
const roleSets: Role[][] = [...roles.map((role) => [role]), ['sales', 'marketing']];

/** A URL that reaches the route: its parameters filled with well-formed values. */
const urlOf = (route: DeclaredRoute) =>
  route.url
    .replace(':noteId', randomUUID())
    .replace(':id', randomUUID())
    .replace(':channel', 'email')
    .replace('*', 'x');

/** Refused by the access rule (not by the route's own checks: 400, 404, 409 are "allowed"). */
const refusedForRole = (response: LightMyRequestResponse) =>
  response.statusCode === 403 && response.json().error === 'forbidden';
const refusedForNoSession = (response: LightMyRequestResponse) =>
  response.statusCode === 401 && response.json().error === 'unauthenticated';

describe('routes without an access rule', () => {
  it('are refused, named in the start log with the line to add', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    enforceRouteAccess(app);
    app.get('/api/inbox/privacy-requests/:id/new-thing', async () => ({ open: true }));
    app.get('/declared', { config: { access: 'public' } }, async () => ({ open: true }));
    await app.ready();
    const undeclared = await app.inject({
      url: `/api/inbox/privacy-requests/${randomUUID()}/new-thing`,
    });
    expect(undeclared.statusCode).toBe(403);
    expect(undeclared.json()).toEqual({ error: 'forbidden' });
    expect((await app.inject({ url: '/declared' })).statusCode).toBe(200);
    expect(lines.join('')).toContain(
      "GET /api/inbox/privacy-requests/:id/new-thing declares no access rule: add `config: { access: 'privacy:handle' }`",
    );
    await app.close();
  });
});

describe.each(backends)('the route × role matrix on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  const userOf = new Map<string, string>();

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig({ ADMIN_TOKEN: adminToken, ANALYTICS: 'on' }),
      database: opened.database,
    });
    await app.ready();
    for (const set of roleSets) {
      const user = await addUser(opened.database.db, {
        email: anInboxEmail(),
        password: inboxPassword,
        roles: set,
      });
      userOf.set(set.join(','), user.id);
    }
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  /** Every route but the HEAD twins Fastify adds to each GET (they share its config). */
  const routes = () => routeTable(app).filter((route) => route.method !== 'HEAD');

  /** The route's request as the inbox sends it, in a session of its own (sign-out ends one). */
  async function asRoles(route: DeclaredRoute, set: Role[] | undefined) {
    const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
    if (set) {
      const session = await createSession(opened.database.db, userOf.get(set.join(',')) ?? '');
      headers.cookie = `inbox_session=${session.token}`;
      headers['x-csrf-token'] = session.csrfToken;
    }
    return app.inject({
      method: route.method as 'GET' | 'POST',
      url: urlOf(route),
      headers,
      ...(route.method === 'POST' ? { payload: {} } : {}),
    });
  }

  describe.skipIf(!backend.available)('', () => {
    it('finds every route with a rule', () => {
      expect(routes().length).toBeGreaterThan(30);
      const undeclared = routeTable(app).filter((route) => route.access === undefined);
      expect(undeclared.map((route) => missingRuleMessage(route.method, route.url))).toEqual([]);
    });

    it('lets each role through to exactly what its permissions grant', async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const route of routes()) {
        const { access } = route;
        if (access === undefined || access === 'public' || access === 'share-link') continue;
        if (access === 'admin-token' || access === 'local-socket') {
          // A session opens neither, whatever its roles: the token is not a person's, the
          // socket is the machine's. One try each: wrong tokens are counted (admin-token-attempts.ts).
          const response = await asRoles(route, ['admin']);
          const name = `${route.method} ${route.url} as admin`;
          outcomes.push(`${name}: ${response.statusCode}`);
          expected.push(`${name}: ${access === 'admin-token' ? 401 : 404}`);
          continue;
        }
        for (const set of roleSets) {
          const response = await asRoles(route, set);
          const name = `${route.method} ${route.url} as ${set.join('+')}`;
          const allowed = access === 'signed-in' || mayDo(set, access);
          outcomes.push(`${name}: ${refusedForRole(response) ? 'refused' : 'allowed'}`);
          expected.push(`${name}: ${allowed ? 'allowed' : 'refused'}`);
          if (!allowed) expect(response.json()).toEqual({ error: 'forbidden', permission: access });
        }
      }
      expect(outcomes).toEqual(expected);
    });

    it('refuses every signed-in route without a session', async () => {
      const signedInRoutes = routes().filter(
        ({ access }) =>
          access !== undefined &&
          !['public', 'share-link', 'admin-token', 'local-socket'].includes(access),
      );
      expect(signedInRoutes.length).toBeGreaterThan(20);
      for (const route of signedInRoutes) {
        const response = await asRoles(route, undefined);
        expect(refusedForNoSession(response), `${route.method} ${route.url}`).toBe(true);
      }
    });

    it('opens the admin-token routes to the token, whatever roles exist', async () => {
      for (const route of routes().filter(({ access }) => access === 'admin-token')) {
        const response = await app.inject({
          method: route.method as 'GET' | 'POST',
          url: urlOf(route),
          headers: { authorization: `Bearer ${adminToken}` },
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        expect([401, 403, 404], `${route.method} ${route.url}`).not.toContain(response.statusCode);
      }
    });

    it('gives the refusal a text in both languages', () => {
      expect(inboxErrorMessages.forbidden.pt).toMatch(/administrador/);
      expect(inboxErrorMessages.forbidden.en).toMatch(/admin/);
    });
  });
});
