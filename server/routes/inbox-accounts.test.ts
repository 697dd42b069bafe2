/**
 * The inbox's accounts and sessions: sign-in, the session cookie, expiry, sign-out, CSRF,
 * the lockout and the audit of sign-ins, on the embedded database and on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { addUser, listUsers, removeUser, resetPassword } from '@server/accounts/users';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxEmail, anInboxUser, inboxPassword, signIn } from '@server/test-support/inbox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

describe.each(backends)('inbox accounts and sessions on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  const db = () => opened.database.db;

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({ config: testConfig(), database: opened.database });
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  beforeEach(async () => {
    if (!backend.available) return;
    await db().deleteFrom('sign_in_failures').execute();
    await db().deleteFrom('audit_log').execute();
  });

  const signInRequest = (email: string, password: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/inbox/sign-in',
      payload: { email, password },
      headers,
    });

  const auditActions = async () =>
    (await db().selectFrom('audit_log').select('action').orderBy('id').execute()).map(
      (row) => row.action,
    );

  describe.skipIf(!backend.available)('', () => {
    describe('accounts', () => {
      it('stores an argon2id hash, never the password, and refuses passwords under 12 characters', async () => {
        const email = anInboxEmail();
        await addUser(db(), { email, name: 'Ana', password: inboxPassword });
        const row = await db()
          .selectFrom('users')
          .selectAll()
          .where('email', '=', email)
          .executeTakeFirstOrThrow();
        expect(row.password_hash).toMatch(/^\$argon2id\$/);
        expect(row.password_hash).not.toContain(inboxPassword);
        await expect(
          addUser(db(), { email: anInboxEmail(), password: 'short pass' }),
        ).rejects.toMatchObject({ code: 'weak_password' });
      });

      it('keeps one account per address in any letter case', async () => {
        const email = anInboxEmail();
        await addUser(db(), { email, password: inboxPassword });
        await expect(
          addUser(db(), { email: email.toUpperCase(), password: inboxPassword }),
        ).rejects.toMatchObject({ code: 'email_taken' });
        expect((await listUsers(db())).filter((user) => user.email === email)).toHaveLength(1);
      });

      it('a reset password ends every session of the account; a removed account is signed out', async () => {
        const user = await anInboxUser(db());
        const session = await signIn(app, user);
        await resetPassword(db(), user.email, 'a brand new password');
        const after = await app.inject({ url: '/api/inbox/session', headers: session.read });
        expect(after.statusCode).toBe(401);
        expect((await signInRequest(user.email, inboxPassword)).statusCode).toBe(401);
        const again = await signIn(app, { email: user.email, password: 'a brand new password' });
        await removeUser(db(), user.email);
        const removed = await app.inject({ url: '/api/inbox/session', headers: again.read });
        expect(removed.statusCode).toBe(401);
      });
    });

    describe('sign-in', () => {
      it('answers the user and a CSRF token, with an HttpOnly, SameSite=Lax session cookie', async () => {
        // A salesperson: no second factor is required of sales (decision 450).
        const user = await anInboxUser(db(), 'Carla Vendas', ['sales']);
        const response = await signInRequest(user.email.toUpperCase(), user.password);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          user: { id: user.id, email: user.email, name: 'Carla Vendas', roles: ['sales'] },
          csrfToken: expect.any(String),
        });
        const cookie = String(response.headers['set-cookie']);
        expect(cookie).toMatch(/^inbox_session=[\w-]{40,};/);
        expect(cookie).toContain('HttpOnly');
        expect(cookie).toContain('SameSite=Lax');
        expect(cookie).toContain('Path=/api/inbox');
        expect(cookie).not.toContain('Secure');
        expect(response.headers['cache-control']).toBe('no-store');
      });

      it('stores only a hash of the session token', async () => {
        const user = await anInboxUser(db());
        const { cookie } = await signIn(app, user);
        const token = cookie.split('=')[1] ?? '';
        const stored = await db().selectFrom('sessions').select('token_hash').execute();
        expect(stored.map((row) => row.token_hash)).not.toContain(token);
      });

      it('marks the cookie Secure behind https: a trusted proxy saying so, or an https site', async () => {
        const user = await anInboxUser(db(), 'Carla Vendas', ['sales']);
        const proxied = await buildApp({
          config: testConfig({ TRUST_PROXY: '1' }),
          database: opened.database,
        });
        const response = await proxied.inject({
          method: 'POST',
          url: '/api/inbox/sign-in',
          payload: { email: user.email, password: user.password },
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(String(response.headers['set-cookie'])).toContain('; Secure');
        await proxied.close();

        const https = await buildApp({
          config: testConfig({ PUBLIC_SITE_URL: 'https://www.example.com' }),
          database: opened.database,
        });
        const secure = await https.inject({
          method: 'POST',
          url: '/api/inbox/sign-in',
          payload: { email: user.email, password: user.password },
        });
        expect(String(secure.headers['set-cookie'])).toContain('; Secure');
        await https.close();
      });

      it('answers 401 invalid_credentials to a wrong password and to an unknown address alike', async () => {
        const user = await anInboxUser(db());
        const wrong = await signInRequest(user.email, 'not the password at all');
        const unknown = await signInRequest(anInboxEmail(), inboxPassword);
        expect(wrong.statusCode).toBe(401);
        expect(unknown.statusCode).toBe(401);
        expect(wrong.json()).toEqual({ error: 'invalid_credentials' });
        expect(unknown.json()).toEqual(wrong.json());
        expect(wrong.headers['set-cookie']).toBeUndefined();
      });

      it('answers 400 with the fields to a body that is not a sign-in', async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/inbox/sign-in',
          payload: { email: 'x' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'validation',
          fields: { email: expect.any(String), password: expect.any(String) },
        });
      });
    });

    describe('sessions', () => {
      it('GET /api/inbox/session answers the signed-in user, 401 without a cookie', async () => {
        const user = await anInboxUser(db());
        const session = await signIn(app, user);
        const response = await app.inject({ url: '/api/inbox/session', headers: session.read });
        expect(response.json()).toEqual({
          user: { id: user.id, email: user.email, name: user.name, roles: ['admin'] },
          csrfToken: session.csrfToken,
        });
        const anonymous = await app.inject({ url: '/api/inbox/session' });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toEqual({ error: 'unauthenticated' });
        const forged = await app.inject({
          url: '/api/inbox/session',
          headers: { cookie: 'inbox_session=made-up' },
        });
        expect(forged.statusCode).toBe(401);
      });

      it('expires after 8 hours without a request', async () => {
        const user = await anInboxUser(db());
        const session = await signIn(app, user);
        await db()
          .updateTable('sessions')
          .set({ last_seen_at: sql`now() - interval '7 hours 59 minutes'` })
          .where('user_id', '=', user.id)
          .execute();
        const fresh = await app.inject({ url: '/api/inbox/session', headers: session.read });
        expect(fresh.statusCode).toBe(200);
        // That request counted as activity: the idle clock started again.
        const seen = await db()
          .selectFrom('sessions')
          .select(sql<boolean>`last_seen_at > now() - interval '1 minute'`.as('recent'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow();
        expect(seen.recent).toBe(true);
        await db()
          .updateTable('sessions')
          .set({ last_seen_at: sql`now() - interval '8 hours 1 minute'` })
          .where('user_id', '=', user.id)
          .execute();
        const idle = await app.inject({ url: '/api/inbox/session', headers: session.read });
        expect(idle.statusCode).toBe(401);
      });

      it('expires 7 days after sign-in however active', async () => {
        const user = await anInboxUser(db());
        const session = await signIn(app, user);
        await db()
          .updateTable('sessions')
          .set({ created_at: sql`now() - interval '7 days 1 minute'` })
          .where('user_id', '=', user.id)
          .execute();
        const response = await app.inject({ url: '/api/inbox/session', headers: session.read });
        expect(response.statusCode).toBe(401);
      });

      it('sign-out ends the session on the server and clears the cookie', async () => {
        const user = await anInboxUser(db());
        const session = await signIn(app, user);
        const out = await app.inject({
          method: 'POST',
          url: '/api/inbox/sign-out',
          headers: session.write,
        });
        expect(out.statusCode).toBe(204);
        expect(String(out.headers['set-cookie'])).toMatch(/^inbox_session=; Max-Age=0;/);
        const rows = await db().selectFrom('sessions').where('user_id', '=', user.id).execute();
        expect(rows).toHaveLength(0);
        // The old cookie, replayed, opens nothing.
        const replay = await app.inject({ url: '/api/inbox/session', headers: session.read });
        expect(replay.statusCode).toBe(401);
      });

      it('is shared by every instance on the same database', async () => {
        const user = await anInboxUser(db());
        const session = await signIn(app, user);
        const other = await buildApp({ config: testConfig(), database: opened.database });
        const response = await other.inject({ url: '/api/inbox/session', headers: session.read });
        expect(response.statusCode).toBe(200);
        await other.close();
      });
    });

    describe('CSRF', () => {
      it('refuses a POST without the session’s token, with another token, or from another origin', async () => {
        const user = await anInboxUser(db());
        const session = await signIn(app, user);
        const signOut = (headers: Record<string, string>) =>
          app.inject({ method: 'POST', url: '/api/inbox/sign-out', headers });
        for (const headers of [
          session.read,
          { ...session.read, 'x-csrf-token': 'guessed' },
          { ...session.write, origin: 'https://evil.example' },
          { ...session.write, 'sec-fetch-site': 'cross-site' },
        ]) {
          const response = await signOut(headers);
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ error: 'csrf' });
        }
        // Still signed in: none of them went through.
        expect(
          (await app.inject({ url: '/api/inbox/session', headers: session.read })).statusCode,
        ).toBe(200);
        const sameOrigin = await signOut({ ...session.write, origin: 'http://localhost:80' });
        expect(sameOrigin.statusCode).toBe(204);
      });

      it('refuses a sign-in posted from another site', async () => {
        const user = await anInboxUser(db());
        const response = await signInRequest(user.email, user.password, {
          origin: 'https://evil.example',
        });
        expect(response.statusCode).toBe(403);
        expect(response.headers['set-cookie']).toBeUndefined();
      });
    });

    describe('lockout', () => {
      let proxied: FastifyInstance;
      beforeAll(async () => {
        proxied = await buildApp({
          config: testConfig({ TRUST_PROXY: '1' }),
          database: opened.database,
        });
      });
      afterAll(() => proxied.close());

      const from = (ip: string, email: string, password: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/inbox/sign-in',
          payload: { email, password },
          headers: { 'x-forwarded-for': ip },
        });
      const wrong = 'wrong password here';

      it('a stranger cannot lock the owner out: failures from elsewhere leave the owner’s network alone', async () => {
        const user = await anInboxUser(db());
        // The owner signed in from the office before.
        expect((await from('192.0.2.10', user.email, user.password)).statusCode).toBe(200);
        for (let round = 0; round < 3; round++) {
          for (let attempt = 1; attempt <= 5; attempt++) {
            // From five networks, again and again.
            await from(`198.51.${100 + attempt}.${round + 1}`, user.email, wrong);
          }
          // Another machine of the office's network signs in all the same.
          expect((await from('192.0.2.77', user.email, user.password)).statusCode).toBe(200);
        }
      });

      it('five failures for an account from one network answer 429 there, even to the right password, for 15 minutes', async () => {
        const user = await anInboxUser(db());
        expect((await from('192.0.2.10', user.email, user.password)).statusCode).toBe(200);
        for (let attempt = 1; attempt <= 5; attempt++) {
          // Five machines of one /24 network.
          expect((await from(`198.51.100.${attempt}`, user.email, wrong)).statusCode).toBe(401);
        }
        const locked = await from('198.51.100.99', user.email, user.password);
        expect(locked.statusCode).toBe(429);
        expect(locked.json()).toEqual({
          error: 'too_many_attempts',
          retryAfterSeconds: expect.any(Number),
        });
        const wait = (locked.json() as { retryAfterSeconds: number }).retryAfterSeconds;
        expect(wait).toBeGreaterThan(14 * 60);
        expect(wait).toBeLessThanOrEqual(15 * 60);
        expect(locked.headers['retry-after']).toBe(String(wait));
        expect(locked.headers['set-cookie']).toBeUndefined();
        // The owner's own network is not locked.
        expect((await from('192.0.2.10', user.email, user.password)).statusCode).toBe(200);

        // 15 minutes later that network may try again.
        await db()
          .updateTable('sign_in_failures')
          .set({ at: sql`now() - interval '16 minutes'` })
          .execute();
        expect((await from('198.51.100.99', user.email, user.password)).statusCode).toBe(200);
      });

      it('four failures do not lock; a success clears its network’s count', async () => {
        const user = await anInboxUser(db());
        for (let attempt = 1; attempt <= 4; attempt++) {
          await from(`198.51.100.${attempt}`, user.email, wrong);
        }
        expect((await from('198.51.100.50', user.email, user.password)).statusCode).toBe(200);
        for (let attempt = 1; attempt <= 4; attempt++) {
          await from(`198.51.100.${10 + attempt}`, user.email, wrong);
        }
        expect((await from('198.51.100.51', user.email, user.password)).statusCode).toBe(200);
      });

      it('guessing one account from many networks slows down, more with every failure', async () => {
        const user = await anInboxUser(db());
        for (let attempt = 1; attempt <= 5; attempt++) {
          expect((await from(`198.51.${100 + attempt}.1`, user.email, wrong)).statusCode).toBe(401);
        }
        // A sixth network, new to the account, waits.
        const slowed = await from('203.0.113.1', user.email, wrong);
        expect(slowed.statusCode).toBe(429);
        expect(Number(slowed.headers['retry-after'])).toBe(1);
        // Refused attempts are not counted; once the wait is over, the next one is checked.
        await db()
          .updateTable('sign_in_failures')
          .set({ at: sql`at - interval '2 seconds'` })
          .execute();
        expect((await from('203.0.113.1', user.email, wrong)).statusCode).toBe(401);
        await db()
          .updateTable('sign_in_failures')
          .set({ at: sql`at - interval '2 seconds'` })
          .execute();
        expect((await from('203.0.114.1', user.email, wrong)).statusCode).toBe(401);
        // Seven failures: the next network new to the account waits four seconds.
        const slower = await from('203.0.115.1', user.email, wrong);
        expect(slower.statusCode).toBe(429);
        expect(Number(slower.headers['retry-after'])).toBeGreaterThan(2);
        expect(Number(slower.headers['retry-after'])).toBeLessThanOrEqual(4);
      });

      it('twenty failures from one network answer 429 to any account from it', async () => {
        const user = await anInboxUser(db());
        for (let attempt = 1; attempt <= 20; attempt++) {
          expect((await from('203.0.113.7', anInboxEmail(), inboxPassword)).statusCode).toBe(401);
        }
        expect((await from('203.0.113.8', user.email, user.password)).statusCode).toBe(429);
        // Another network is not locked out.
        expect((await from('203.0.114.8', user.email, user.password)).statusCode).toBe(200);
      });

      it('checks at most five passwords of forty simultaneous attempts', async () => {
        const user = await anInboxUser(db());
        const answers = await Promise.all(
          Array.from({ length: 40 }, () => from('198.51.100.7', user.email, wrong)),
        );
        const codes = answers.map((answer) => answer.statusCode);
        expect(codes.filter((code) => code === 401)).toHaveLength(5);
        expect(codes.filter((code) => code === 429)).toHaveLength(35);
      });

      it('keeps neither what was typed in the e-mail box nor the address, only keyed hashes', async () => {
        const typed = 'MyPassword-typed-in-the-wrong-box';
        expect((await from('203.0.113.9', typed, inboxPassword)).statusCode).toBe(401);
        const stored = JSON.stringify(
          await db().selectFrom('sign_in_failures').selectAll().execute(),
        );
        expect(stored.toLowerCase()).not.toContain(typed.toLowerCase());
        expect(stored).not.toContain('203.0.113');
        const unsalted = ['203.0.113.9', '203.0.113.0/24', 'sign-in:203.0.113.9'].map((value) =>
          createHash('sha256').update(value).digest('hex'),
        );
        for (const hash of unsalted) expect(stored).not.toContain(hash);
      });
    });

    describe('audit of sign-ins', () => {
      it('logs sign-ins, failed sign-ins and sign-outs with who and when', async () => {
        const user = await anInboxUser(db(), 'Carla Vendas', ['sales']);
        await signInRequest(user.email, 'wrong password here');
        await signInRequest(anInboxEmail(), 'wrong password here');
        const session = await signIn(app, user);
        await app.inject({ method: 'POST', url: '/api/inbox/sign-out', headers: session.write });
        expect(await auditActions()).toEqual([
          'sign_in_failed',
          'sign_in_failed',
          'sign_in',
          'sign_out',
        ]);

        // An admin reads the log: its first sign-in set up its app (decision 450).
        const reader = await signIn(app, await anInboxUser(db()));
        const response = await app.inject({ url: '/api/inbox/audit', headers: reader.read });
        const { entries } = response.json() as {
          entries: { actor: string | null; action: string; details: object; at: string }[];
        };
        expect(entries.slice(0, 2).map(({ action, details }) => ({ action, details }))).toEqual([
          { action: 'sign_in', details: { method: 'password+enrolled' } },
          { action: 'second_factor_added', details: { kind: 'totp' } },
        ]);
        expect(
          entries.slice(2).map(({ actor, action, details }) => ({ actor, action, details })),
        ).toEqual([
          { actor: user.email, action: 'sign_out', details: {} },
          { actor: user.email, action: 'sign_in', details: { method: 'password' } },
          { actor: null, action: 'sign_in_failed', details: { reason: 'unknown_account' } },
          { actor: user.email, action: 'sign_in_failed', details: { reason: 'wrong_password' } },
        ]);
        expect(Date.parse(entries[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
        // A password someone typed is never in the log.
        expect(response.body).not.toContain('wrong password here');
      });
    });
  });
});
