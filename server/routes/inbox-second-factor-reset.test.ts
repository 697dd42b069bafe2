/**
 * An admin resets a colleague's lost second factors (decision 451), on the embedded database
 * and on PostgreSQL: the app and recovery codes are gone and the colleague's sessions end at
 * once; their password still signs them in, and their roles make them set up a factor again
 * before any session opens; audited by address, never by a secret. Nobody resets their own,
 * and only `accounts:manage` may.
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, inboxPassword, type SignedIn, signIn } from '@server/test-support/inbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(backends)('resetting a colleague’s second factors on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let admin: SignedIn;
  let adminId: string;
  const db = () => opened.database.db;
  const reset = (id: string, who: SignedIn = admin) =>
    app.inject({
      method: 'POST',
      url: `/api/inbox/team/accounts/${id}/second-factors/reset`,
      headers: who.write,
    });

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    const account = await anInboxUser(db(), 'Ana Admin');
    adminId = account.id;
    admin = await signIn(app, account);
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    it('takes the app and codes away, ends the sessions, and the next sign-in sets a factor up again', async () => {
      const officer = await anInboxUser(db(), 'Paula Privacidade', ['privacy']);
      const session = await signIn(app, officer);
      const factorsOf = async () => ({
        app: (await db().selectFrom('totp_factors').where('user_id', '=', officer.id).execute())
          .length,
        codes: (await db().selectFrom('recovery_codes').where('user_id', '=', officer.id).execute())
          .length,
      });
      expect(await factorsOf()).toEqual({ app: 1, codes: 10 });

      const answer = await reset(officer.id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ passkeys: 0, app: true, sessionsEnded: 1 });
      expect(await factorsOf()).toEqual({ app: 0, codes: 0 });
      // Signed out at once.
      const after = await app.inject({ url: '/api/inbox/session', headers: session.read });
      expect(after.statusCode).toBe(401);
      // The password still works; the roles ask for a factor before any session.
      const again = await app.inject({
        method: 'POST',
        url: '/api/inbox/sign-in',
        payload: { email: officer.email, password: inboxPassword },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().secondStep).toMatchObject({ enrol: true });
      expect(String(again.headers['set-cookie'] ?? '')).not.toMatch(/inbox_session=/);

      const entry = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'second_factors_reset')
        .orderBy('at', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry.actor_id).toBe(adminId);
      expect(entry.details).toEqual({ account: officer.email, passkeys: 0, app: true });
    });

    it('is never one’s own, needs an account that exists, and belongs to admins', async () => {
      const own = await reset(adminId);
      expect(own.statusCode).toBe(409);
      expect(own.json()).toEqual({ error: 'own_account' });
      const missing = await reset(randomUUID());
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'no_such_account' });

      const seller = await anInboxUser(db(), 'Bruno Vendas', ['sales']);
      const colleague = await anInboxUser(db(), 'Clara Vendas', ['sales']);
      const refused = await reset(colleague.id, await signIn(app, seller));
      expect(refused.statusCode).toBe(403);
    });
  });
});
