/**
 * Single sign-on end to end against a real OpenID Connect provider on loopback (decision
 * 460), on the embedded database and on PostgreSQL: an admin sets it up, a first sign-in makes
 * an account or waits for approval, an existing account signs in; and each way it must refuse
 * (a replayed state, another browser, an unverified e-mail, a domain not allowed, a
 * deactivated account, an ID token for another client, an expired one) ends on the sign-in
 * screen with its code, nothing signed in, nothing personal in the logs.
 */
import { Writable } from 'node:stream';
import { deactivateAccount } from '@server/accounts/deactivate';
import { addUser } from '@server/accounts/users';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { inboxPassword, type SignedIn, signIn } from '@server/test-support/inbox';
import { signInAtProvider } from '@server/test-support/openid-browser';
import { startTestProvider, type TestProvider } from '@server/test-support/openid-provider';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const siteUrl = 'http://127.0.0.1:4499';
const redirectUri = `${siteUrl}/api/inbox/sso/callback`;

/** The provider's people, by the login typed at its page. */
const accounts = {
  ana: { email: 'ana.nova@acme.test', email_verified: true, name: 'Ana Nova' },
  bruno: { email: 'Bruno.Antigo@acme.test', email_verified: true, name: 'Bruno' },
  carla: { email: 'carla@acme.test', email_verified: false },
  dora: { email: 'dora@acme.test', email_verified: true },
  eve: { email: 'eve@elsewhere.test', email_verified: true },
  fabio: { email: 'fabio@acme.test', email_verified: true, name: 'Fábio Espera' },
  gil: { email: 'gil@acme.test', email_verified: true },
  hana: { email: 'hana@acme.test', email_verified: true },
  ivo: { email: 'ivo@acme.test', email_verified: true },
  /** As Microsoft Entra says it: no email_verified, the domain owner verified instead. */
  jana: { email: 'jana@acme.test', xms_edov: true },
};

describe.each(backends)('single sign-on on the $name', (backend) => {
  let opened: OpenedBackend;
  let provider: TestProvider;
  /** The server as it runs, and one with its clock two hours ahead. */
  let app: FastifyInstance;
  let aheadApp: FastifyInstance;
  let admin: SignedIn;
  const logLines: string[] = [];

  const settings = (overrides: Record<string, unknown> = {}) => ({
    enabled: true,
    providerName: 'Acme Workspace',
    issuerUrl: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    allowedDomains: ['acme.test'],
    newAccounts: 'create',
    defaultRoles: ['sales'],
    ...overrides,
  });
  const saveSettings = (overrides: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/inbox/sso/settings',
      headers: admin.write,
      payload: settings(overrides),
    });

  /** Clicks "Sign in with …": the provider's address and this browser's cookie. */
  async function start(on = app, lang = 'pt') {
    const response = await on.inject({ url: `/api/inbox/sso/start?lang=${lang}` });
    expect(response.statusCode).toBe(303);
    const cookie = response.cookies.find((c) => c.name === 'inbox_sso');
    return {
      authorizeUrl: String(response.headers.location),
      browser: `inbox_sso=${cookie?.value}`,
    };
  }

  /** The whole journey: start, the provider's pages, back to the callback. */
  async function signInAs(login: keyof typeof accounts, on = app) {
    const { authorizeUrl, browser } = await start(on);
    const back = await signInAtProvider(authorizeUrl, { login, returnsTo: redirectUri });
    const response = await on.inject({
      url: back.pathname + back.search,
      headers: { cookie: browser },
    });
    return { response, back, browser };
  }

  const refusal = (response: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(303);
    return new URL(String(response.headers.location), siteUrl).searchParams.get('sso');
  };

  async function sessionOf(response: { cookies: { name: string; value: string }[] }) {
    const cookie = response.cookies.find((c) => c.name === 'inbox_session');
    expect(cookie?.value).toBeTruthy();
    const session = await app.inject({
      url: '/api/inbox/session',
      headers: { cookie: `inbox_session=${cookie?.value}` },
    });
    expect(session.statusCode).toBe(200);
    return session.json() as { user: { email: string; roles: string[] } };
  }

  const auditOf = async (action: string) =>
    (await app.inject({ url: `/api/inbox/audit?action=${action}`, headers: admin.read })).json()
      .entries as { actor: string | null; details: Record<string, unknown> }[];

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    provider = await startTestProvider({ redirectUri, accounts });
    const config = testConfig({ PUBLIC_SITE_URL: siteUrl });
    const logger = pino(
      { level: 'debug' },
      new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    );
    app = await buildApp({ config, database: opened.database, loggerInstance: logger });
    aheadApp = await buildApp({
      config,
      database: opened.database,
      singleSignOnTuning: { clockSkewSeconds: 2 * 60 * 60 },
    });
    await Promise.all([app.ready(), aheadApp.ready()]);
    const adminUser = await addUser(opened.database.db, {
      email: 'admin@acme.test',
      password: inboxPassword,
      roles: ['admin'],
    });
    admin = await signIn(app, { email: adminUser.email, password: inboxPassword });
  });

  afterAll(async () => {
    await Promise.all([app?.close(), aheadApp?.close()]);
    await provider?.close();
    await opened?.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    it('is off until an admin sets it up, and says so', async () => {
      expect((await app.inject({ url: '/api/inbox/sso' })).json()).toEqual({
        enabled: false,
        providerName: null,
      });
      const response = await app.inject({ url: '/api/inbox/sso/start' });
      expect(refusal(response)).toBe('sso_off');
    });

    it('refuses a set-up whose issuer has no OpenID configuration, at its field', async () => {
      const response = await saveSettings({ issuerUrl: `${provider.issuer}/nothing-here` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'sso_discovery_failed',
        fields: { issuerUrl: expect.any(String) },
      });
      const plain = await saveSettings({ issuerUrl: 'http://sso.example.com' });
      expect(plain.json()).toMatchObject({
        error: 'validation',
        fields: { issuerUrl: expect.any(String) },
      });
    });

    it('keeps the client secret sealed, and never answers it', async () => {
      const response = await saveSettings();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...settings(),
        clientSecret: undefined,
        clientSecretSet: true,
        redirectUri,
      });
      expect(response.body).not.toContain(provider.clientSecret);
      const row = await opened.database.db
        .selectFrom('sso_settings')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(provider.clientSecret);
      // Saved again without a secret, the stored one stays.
      const again = await saveSettings({ clientSecret: '' });
      expect(again.json().clientSecretSet).toBe(true);
      expect((await app.inject({ url: '/api/inbox/sso' })).json()).toEqual({
        enabled: true,
        providerName: 'Acme Workspace',
      });
    });

    it('sends the browser to the provider with PKCE, a state and a nonce', async () => {
      const { authorizeUrl, browser } = await start();
      const url = new URL(authorizeUrl);
      expect(url.origin).toBe(provider.issuer);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
      expect(url.searchParams.get('state')).toMatch(/^[\w-]{30,}$/);
      expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{30,}$/);
      expect(browser).toMatch(/^inbox_sso=[\w-]{40,}$/);
      // Neither the state nor the browser's cookie is kept in clear.
      const rows = JSON.stringify(
        await opened.database.db.selectFrom('sso_states').selectAll().execute(),
      );
      expect(rows).not.toContain(url.searchParams.get('state'));
      expect(rows).not.toContain(browser.split('=')[1]);
    });

    it('makes an account with the default roles at a first sign-in from an allowed domain', async () => {
      const { response } = await signInAs('ana');
      expect(response.headers.location).toBe('/inbox');
      const session = await sessionOf(response);
      expect(session.user).toMatchObject({ email: 'ana.nova@acme.test', roles: ['sales'] });
      expect((await auditOf('sso_account_created'))[0]).toMatchObject({
        actor: 'ana.nova@acme.test',
        details: { roles: ['sales'] },
      });
      expect((await auditOf('sign_in'))[0]).toMatchObject({
        actor: 'ana.nova@acme.test',
        details: { method: 'sso' },
      });
    });

    it('signs an existing account in by its e-mail, in any letter case, and refuses a replayed state', async () => {
      const bruno = await addUser(opened.database.db, {
        email: 'bruno.antigo@acme.test',
        password: inboxPassword,
        roles: ['marketing'],
      });
      const { response, back, browser } = await signInAs('bruno');
      const session = await sessionOf(response);
      expect(session.user).toMatchObject({ email: bruno.email, roles: ['marketing'] });
      // Signing in again from the same browser ends the session it held.
      const held = response.cookies.find((c) => c.name === 'inbox_session')?.value;
      const { authorizeUrl, browser: second } = await start();
      const secondBack = await signInAtProvider(authorizeUrl, {
        login: 'bruno',
        returnsTo: redirectUri,
      });
      const secondAnswer = await app.inject({
        url: secondBack.pathname + secondBack.search,
        headers: { cookie: `${second}; inbox_session=${held}` },
      });
      expect(secondAnswer.headers.location).toBe('/inbox');
      const old = await app.inject({
        url: '/api/inbox/session',
        headers: { cookie: `inbox_session=${held}` },
      });
      expect(old.statusCode).toBe(401);

      // The same answer again (a back button, a stolen URL): the state was used.
      const replay = await app.inject({
        url: back.pathname + back.search,
        headers: { cookie: browser },
      });
      expect(refusal(replay)).toBe('sso_state_unknown');
      expect(replay.cookies.find((c) => c.name === 'inbox_session')).toBeUndefined();
      expect((await auditOf('sign_in_failed'))[0]).toMatchObject({
        actor: null,
        details: { method: 'sso', reason: 'sso_state_unknown' },
      });
    });

    it('refuses an answer brought back to another browser', async () => {
      const { authorizeUrl } = await start();
      const back = await signInAtProvider(authorizeUrl, { login: 'gil', returnsTo: redirectUri });
      const other = await start();
      const response = await app.inject({
        url: back.pathname + back.search,
        headers: { cookie: other.browser },
      });
      expect(refusal(response)).toBe('sso_other_browser');
      const noCookie = await app.inject({ url: back.pathname + back.search });
      expect(refusal(noCookie)).toBe('sso_state_unknown');
    });

    it('takes Entra’s verified domain owner for a verified e-mail', async () => {
      const { response } = await signInAs('jana');
      expect((await sessionOf(response)).user.email).toBe('jana@acme.test');
    });

    it('refuses an e-mail the provider does not verify', async () => {
      const { response } = await signInAs('carla');
      expect(refusal(response)).toBe('sso_email_unverified');
    });

    it('refuses an e-mail outside the allowed domains, and makes no account', async () => {
      const { response } = await signInAs('eve');
      expect(refusal(response)).toBe('sso_domain_not_allowed');
      const row = await opened.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'eve@elsewhere.test')
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('refuses a deactivated account, naming it in the audit log', async () => {
      const dora = await addUser(opened.database.db, {
        email: 'dora@acme.test',
        password: inboxPassword,
      });
      const adminRow = await opened.database.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('email', '=', 'admin@acme.test')
        .executeTakeFirstOrThrow();
      await deactivateAccount(opened.database.db, { id: dora.id, leadsTo: null, actor: adminRow });
      const { response } = await signInAs('dora');
      expect(refusal(response)).toBe('account_deactivated');
      expect((await auditOf('sign_in_failed'))[0]).toMatchObject({
        actor: 'dora@acme.test',
        details: { method: 'sso', reason: 'account_deactivated' },
      });
    });

    it('refuses an expired ID token', async () => {
      const { response } = await signInAs('hana', aheadApp);
      expect(refusal(response)).toBe('sso_token_expired');
    });

    it('refuses an ID token issued to another client (the wrong audience)', async () => {
      const { authorizeUrl, browser } = await start();
      // A real ID token of the same provider, with our nonce, for another application,
      // swapped into the token answer on its way to this server.
      const nonce = new URL(authorizeUrl).searchParams.get('nonce') ?? '';
      provider.swapNextIdToken(await provider.idTokenForOtherClient('ivo', nonce));
      const back = await signInAtProvider(authorizeUrl, { login: 'ivo', returnsTo: redirectUri });
      const response = await app.inject({
        url: back.pathname + back.search,
        headers: { cookie: browser },
      });
      expect(refusal(response)).toBe('sso_wrong_audience');
      expect(response.cookies.find((c) => c.name === 'inbox_session')).toBeUndefined();
    });

    it('tells a cancelled sign-in at the provider', async () => {
      const { authorizeUrl, browser } = await start();
      const state = new URL(authorizeUrl).searchParams.get('state') ?? '';
      const response = await app.inject({
        url: `/api/inbox/sso/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
        headers: { cookie: browser },
      });
      expect(refusal(response)).toBe('sso_cancelled');
    });

    it('puts a first sign-in on the admin’s list when approval is asked, and lets the approved in', async () => {
      expect((await saveSettings({ newAccounts: 'approve', clientSecret: '' })).statusCode).toBe(
        200,
      );
      const first = await signInAs('fabio');
      expect(refusal(first.response)).toBe('sso_pending_approval');
      // Asking again while waiting changes nothing.
      expect(refusal((await signInAs('fabio')).response)).toBe('sso_pending_approval');
      const pending = await app.inject({ url: '/api/inbox/sso/pending', headers: admin.read });
      const list = pending.json().pending as { id: string; email: string; name: string }[];
      expect(list).toEqual([
        expect.objectContaining({ email: 'fabio@acme.test', name: 'Fábio Espera' }),
      ]);
      const approved = await app.inject({
        method: 'POST',
        url: `/api/inbox/sso/pending/${list[0]?.id}/approve`,
        headers: admin.write,
        payload: { roles: ['privacy'] },
      });
      expect(approved.statusCode).toBe(200);
      const again = await app.inject({
        method: 'POST',
        url: `/api/inbox/sso/pending/${list[0]?.id}/approve`,
        headers: admin.write,
        payload: { roles: ['privacy'] },
      });
      expect(again.json()).toEqual({ error: 'no_such_pending_account' });
      const { response } = await signInAs('fabio');
      expect((await sessionOf(response)).user).toMatchObject({
        email: 'fabio@acme.test',
        roles: ['privacy'],
      });
      expect((await auditOf('sso_access_approved'))[0]).toMatchObject({
        actor: 'admin@acme.test',
        details: { account: 'fabio@acme.test', roles: ['privacy'] },
      });
    });

    it('forgets a declined request', async () => {
      expect(refusal((await signInAs('gil')).response)).toBe('sso_pending_approval');
      const list = (await app.inject({ url: '/api/inbox/sso/pending', headers: admin.read })).json()
        .pending as { id: string }[];
      const declined = await app.inject({
        method: 'POST',
        url: `/api/inbox/sso/pending/${list[0]?.id}/decline`,
        headers: admin.write,
        payload: {},
      });
      expect(declined.statusCode).toBe(204);
      expect(
        (await app.inject({ url: '/api/inbox/sso/pending', headers: admin.read })).json().pending,
      ).toEqual([]);
    });

    it('tells when the provider does not answer, at the callback and at a start', async () => {
      const { authorizeUrl, browser } = await start();
      const back = await signInAtProvider(authorizeUrl, { login: 'ivo', returnsTo: redirectUri });
      await provider.close();
      const response = await app.inject({
        url: back.pathname + back.search,
        headers: { cookie: browser },
      });
      expect(refusal(response)).toBe('sso_provider_unreachable');
      // An instance that has not read the provider's discovery document yet.
      const fresh = await buildApp({
        config: testConfig({ PUBLIC_SITE_URL: siteUrl }),
        database: opened.database,
      });
      try {
        const started = await fresh.inject({ url: '/api/inbox/sso/start' });
        expect(refusal(started)).toBe('sso_provider_unreachable');
      } finally {
        await fresh.close();
      }
    });

    it('keeps e-mail addresses and secrets out of the logs', () => {
      const logs = logLines.join('');
      expect(logs).toContain('inbox single sign-on refused');
      for (const account of Object.values(accounts)) {
        expect(logs.toLowerCase()).not.toContain(account.email.toLowerCase());
      }
      expect(logs).not.toContain(provider.clientSecret);
      expect(logs).not.toMatch(/[?&](code|state)=/);
    });
  });
});
