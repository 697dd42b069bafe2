/**
 * A role change reaches a live session at its next request (decisions 370, 371): no sign-out,
 * no cached roles in the cookie. On the embedded database and on PostgreSQL, where the
 * session and its account's roles are read with each request.
 */
import { setUserRoles } from '@server/accounts/users';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, signIn } from '@server/test-support/inbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(backends)('a role change in a live session on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({ config: testConfig({ ANALYTICS: 'on' }), database: opened.database });
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  it.skipIf(!backend.available)('applies at the next request of the same session', async () => {
    const user = await anInboxUser(opened.database.db);
    const session = await signIn(app, user);
    const get = async (url: string) => {
      const response = await app.inject({ url, headers: session.read });
      return { status: response.statusCode, body: response.json() };
    };

    expect((await get('/api/inbox/audit')).status).toBe(200);
    expect((await get('/api/inbox/session')).body.user.roles).toEqual(['admin']);

    await setUserRoles(opened.database.db, user.email, ['marketing']);
    expect(await get('/api/inbox/audit')).toEqual({
      status: 403,
      body: { error: 'forbidden', permission: 'audit:read' },
    });
    expect((await get('/api/inbox/leads')).status).toBe(403);
    expect((await get('/api/inbox/insights')).status).toBe(200);
    expect((await get('/api/inbox/session')).body.user.roles).toEqual(['marketing']);

    await setUserRoles(opened.database.db, user.email, ['sales', 'privacy']);
    expect((await get('/api/inbox/insights')).status).toBe(403);
    expect((await get('/api/inbox/leads')).status).toBe(200);
    expect((await get('/api/inbox/privacy-requests')).status).toBe(200);
    const answered = await app.inject({
      method: 'POST',
      url: `/api/inbox/privacy-requests/${crypto.randomUUID()}/answered`,
      headers: session.write,
      payload: {},
    });
    // Past the rule: the request itself is unknown.
    expect(answered.statusCode).toBe(404);
  });
});
