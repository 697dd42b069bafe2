/**
 * The first admin from the set-up link (decision 373), on the embedded database and on
 * PostgreSQL: printed once in the start log of an install without accounts, good once, dead
 * as soon as any account exists, refused when expired, and audited.
 */
import { setupLinkOnStart } from '@server/accounts/setup-link';
import { addUser, listUsers } from '@server/accounts/users';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxEmail, inboxPassword } from '@server/test-support/inbox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const siteUrl = 'https://www.transvia.example';

describe.each(backends)('the set-up link on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  const lines: string[] = [];
  const db = () => opened.database.db;

  const setup = (payload: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/inbox/setup', payload });
  const stateOf = async (token: string) =>
    (await app.inject({ method: 'POST', url: '/api/inbox/setup/state', payload: { token } })).json()
      .state;
  const admin = (token: string, email = anInboxEmail()) => ({
    token,
    name: 'Ana Admin',
    email,
    language: 'en',
    password: inboxPassword,
  });

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig({ PUBLIC_SITE_URL: siteUrl }),
      database: opened.database,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    it('is printed once at start and creates the first admin once; then every link is dead', async () => {
      const printed = lines.filter((line) => line.includes('/inbox/setup?token='));
      expect(printed).toHaveLength(1);
      const link = new URL(JSON.parse(printed[0] ?? '{}').setupLink);
      expect(link.origin + link.pathname).toBe(`${siteUrl}/inbox/setup`);
      const token = link.searchParams.get('token') ?? '';
      expect(await stateOf(token)).toBe('valid');

      // A refused form keeps the link good.
      const weak = await setup({ ...admin(token), password: 'password1234' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error).toBe('weak_password');
      const badEmail = await setup({ ...admin(token), email: 'not an address' });
      expect(badEmail.statusCode).toBe(400);
      expect(await stateOf(token)).toBe('valid');

      const second = await setupLinkOnStart(db(), siteUrl);
      const email = anInboxEmail();
      const created = await setup(admin(token, email));
      expect(created.statusCode).toBe(200);
      // An admin's account needs a second factor (decision 450): its set-up comes before the
      // session, bound to a challenge of its own.
      expect(created.json()).toMatchObject({
        secondStep: { enrol: true, methods: ['totp', 'passkey'] },
      });
      expect(created.headers['set-cookie']).toBeUndefined();
      const users = await listUsers(db());
      expect(users.map((user) => [user.email, user.language, user.roles])).toEqual([
        [email, 'en', ['admin']],
      ]);

      // Used, and every other link dead too now that an account exists.
      expect(await stateOf(token)).toBe('done');
      const again = await setup(admin(token));
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('setup_done');
      const otherToken = new URL(second ?? '').searchParams.get('token') ?? '';
      expect((await setup(admin(otherToken))).json().error).toBe('setup_done');
      expect(await setupLinkOnStart(db(), siteUrl)).toBeUndefined();
      const audit = await db()
        .selectFrom('audit_log')
        .select(['action', 'actor_email'])
        .where('action', '=', 'first_admin_created')
        .execute();
      expect(audit).toEqual([{ action: 'first_admin_created', actor_email: email }]);
    });

    it('refuses an expired or forged link while there is no account', async () => {
      await db().deleteFrom('users').execute();
      const link = new URL((await setupLinkOnStart(db(), siteUrl)) ?? '');
      const token = link.searchParams.get('token') ?? '';
      await db()
        .updateTable('one_time_tokens')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('id', '=', token.split('.')[0] ?? '')
        .execute();
      expect(await stateOf(token)).toBe('expired');
      expect((await setup(admin(token))).statusCode).toBe(410);
      const forged = `${token.split('.')[0]}.${'a'.repeat(64)}`;
      expect((await setup(admin(forged))).statusCode).toBe(404);
      expect(await listUsers(db())).toEqual([]);
      // The CLI's way stays: an account made there kills the links as well.
      const fresh = new URL((await setupLinkOnStart(db(), siteUrl)) ?? '');
      await addUser(db(), { email: anInboxEmail(), password: inboxPassword });
      expect(await stateOf(fresh.searchParams.get('token') ?? '')).toBe('done');
    });
  });
});
