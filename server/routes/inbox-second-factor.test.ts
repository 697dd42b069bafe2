/**
 * Two-step sign-in (decision 450) on the embedded database and on PostgreSQL: an admin sets
 * up an authenticator app right after the password step, then signs in with a code or a
 * one-time recovery code bound to a short-lived challenge; wrong, reused and expired answers
 * are refused with their own codes and limited; a salesperson needs no second factor until
 * an admin requires one of sales; an account with a second factor is not slowed by a
 * stranger's failures from other networks; a passkey ceremony's options follow the site URL.
 */
import { nextCode, rememberSecret } from '@contract/test-support/authenticator-app';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, signIn } from '@server/test-support/inbox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(backends)('two-step sign-in on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  const db = () => opened.database.db;

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      // Behind a proxy, so each request may come from a network of its own.
      config: testConfig({ PUBLIC_SITE_URL: 'https://inbox.example.com', TRUST_PROXY: '1' }),
      database: opened.database,
    });
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const passwordStep = async (email: string, password: string, ip = '192.0.2.10') => {
    const response = await post(
      '/api/inbox/sign-in',
      { email, password },
      { 'x-forwarded-for': ip },
    );
    return response;
  };
  const challengeOf = (response: { json: () => unknown }) =>
    (response.json() as { secondStep: { challenge: string } }).secondStep.challenge;

  /** An admin that has set up its app through the enrolment, with its recovery codes. */
  async function enrolledAdmin() {
    const user = await anInboxUser(db());
    const first = await passwordStep(user.email, user.password);
    const challenge = challengeOf(first);
    const setup = await post('/api/inbox/sign-in/enrol/totp', { challenge });
    const { secret } = setup.json() as { secret: string };
    rememberSecret(user.email, secret);
    const done = await post('/api/inbox/sign-in/enrol/totp/confirm', {
      challenge,
      code: await nextCode(user.email),
    });
    const { recoveryCodes } = done.json() as { recoveryCodes: string[] };
    return { ...user, secret, recoveryCodes };
  }

  describe.skipIf(!backend.available)('', () => {
    it('sends an admin without a second factor to set up an app before any session', async () => {
      const user = await anInboxUser(db());
      const first = await passwordStep(user.email, user.password);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        secondStep: {
          challenge: expect.any(String),
          enrol: true,
          methods: ['totp', 'passkey'],
          expiresInSeconds: 900,
        },
      });
      expect(first.headers['set-cookie']).toBeUndefined();
      const challenge = challengeOf(first);

      const setup = await post('/api/inbox/sign-in/enrol/totp', { challenge });
      expect(setup.statusCode).toBe(200);
      const { secret, uri, qr } = setup.json() as { secret: string; uri: string; qr: string[] };
      expect(uri).toMatch(/^otpauth:\/\/totp\/.+[?&]secret=[A-Z2-7]+(&|$)/);
      expect(qr.length).toBeGreaterThan(20);
      expect(qr.every((row) => row.length === qr.length && /^[01]+$/.test(row))).toBe(true);
      // The secret is sealed at rest: its Base32 is nowhere in the table.
      const stored = JSON.stringify(await db().selectFrom('totp_factors').selectAll().execute());
      expect(stored).not.toContain(secret.replaceAll(' ', ''));

      const wrong = await post('/api/inbox/sign-in/enrol/totp/confirm', {
        challenge,
        code: '000000',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'wrong_code', attemptsLeft: 4 });

      rememberSecret(user.email, secret);
      const done = await post('/api/inbox/sign-in/enrol/totp/confirm', {
        challenge,
        code: await nextCode(user.email),
      });
      expect(done.statusCode).toBe(200);
      const answer = done.json() as {
        recoveryCodes: string[];
        session: { user: { email: string }; csrfToken: string };
      };
      expect(answer.recoveryCodes).toHaveLength(10);
      expect(new Set(answer.recoveryCodes).size).toBe(10);
      expect(answer.session.user.email).toBe(user.email);
      expect(String(done.headers['set-cookie'])).toMatch(/^inbox_session=/);
      // Recovery codes are kept as keyed hashes only.
      const codes = JSON.stringify(await db().selectFrom('recovery_codes').selectAll().execute());
      for (const code of answer.recoveryCodes) {
        expect(codes).not.toContain(code.replaceAll('-', ''));
      }
      // The enrolment's challenge opens nothing again.
      const again = await post('/api/inbox/sign-in/enrol/totp', { challenge });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ error: 'challenge_used' });
    });

    it('asks for a code after the password; a wrong or reused code is refused, a right one signs in', async () => {
      const user = await enrolledAdmin();
      const first = await passwordStep(user.email, user.password);
      expect(first.json()).toEqual({
        secondStep: {
          challenge: expect.any(String),
          enrol: false,
          methods: ['totp', 'recovery'],
          expiresInSeconds: 300,
        },
      });
      const challenge = challengeOf(first);
      const wrong = await post('/api/inbox/sign-in/second-step', { challenge, code: '123 456' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'wrong_code', attemptsLeft: 4 });

      const code = await nextCode(user.email);
      const right = await post('/api/inbox/sign-in/second-step', { challenge, code });
      expect(right.statusCode).toBe(200);
      expect((right.json() as { user: { email: string } }).user.email).toBe(user.email);
      const session = String(right.headers['set-cookie']).split(';')[0] ?? '';
      const check = await app.inject({ url: '/api/inbox/session', headers: { cookie: session } });
      expect(check.statusCode).toBe(200);

      // The same code, at once, on a new challenge: a code is taken once.
      const second = challengeOf(await passwordStep(user.email, user.password));
      const reused = await post('/api/inbox/sign-in/second-step', { challenge: second, code });
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({ error: 'reused_code', attemptsLeft: 4 });

      const entries = await db()
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('actor_email', '=', user.email)
        .orderBy('id')
        .execute();
      expect(entries.map((entry) => [entry.action, entry.details])).toEqual([
        ['second_factor_added', { kind: 'totp' }],
        ['sign_in', { method: 'password+enrolled' }],
        ['second_step_failed', { reason: 'wrong_code' }],
        ['sign_in', { method: 'password+totp' }],
        ['second_step_failed', { reason: 'reused_code' }],
      ]);
    });

    it('takes each recovery code once, in any case and without its dashes', async () => {
      const user = await enrolledAdmin();
      const [code = ''] = user.recoveryCodes;
      const typed = code.toUpperCase().replaceAll('-', ' ');
      const challenge = challengeOf(await passwordStep(user.email, user.password));
      const used = await post('/api/inbox/sign-in/second-step', { challenge, recoveryCode: typed });
      expect(used.statusCode).toBe(200);

      const again = challengeOf(await passwordStep(user.email, user.password));
      const reused = await post('/api/inbox/sign-in/second-step', {
        challenge: again,
        recoveryCode: code,
      });
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({ error: 'recovery_code_used', attemptsLeft: 4 });
      const wrong = await post('/api/inbox/sign-in/second-step', {
        challenge: again,
        recoveryCode: 'aaaa-bbbb-cc',
      });
      expect(wrong.json()).toEqual({ error: 'wrong_recovery_code', attemptsLeft: 3 });

      const session = await signIn(app, user);
      const left = await app.inject({
        url: '/api/inbox/account/second-factors',
        headers: session.read,
      });
      expect(left.json()).toMatchObject({ totp: true, recoveryCodesLeft: 9, required: true });
    });

    it('ends a challenge after five wrong codes, when it expires, and limits the account across challenges', async () => {
      const user = await enrolledAdmin();
      const challenge = challengeOf(await passwordStep(user.email, user.password));
      for (let attempt = 4; attempt >= 0; attempt--) {
        const wrong = await post('/api/inbox/sign-in/second-step', { challenge, code: '000000' });
        expect(wrong.json()).toEqual({ error: 'wrong_code', attemptsLeft: attempt });
      }
      const spent = await post('/api/inbox/sign-in/second-step', {
        challenge,
        code: await nextCode(user.email),
      });
      expect(spent.statusCode).toBe(410);
      expect(spent.json()).toEqual({ error: 'challenge_used' });

      const late = challengeOf(await passwordStep(user.email, user.password));
      await db()
        .updateTable('sign_in_challenges')
        .set({ expires_at: sql`now() - interval '1 second'` })
        .where('id', '=', late.split('.')[0] ?? '')
        .execute();
      const expired = await post('/api/inbox/sign-in/second-step', { challenge: late, code: '1' });
      // A malformed code is a validation error before anything else.
      expect(expired.statusCode).toBe(400);
      const expiredRight = await post('/api/inbox/sign-in/second-step', {
        challenge: late,
        code: '000000',
      });
      expect(expiredRight.statusCode).toBe(410);
      expect(expiredRight.json()).toEqual({ error: 'challenge_expired' });

      // Five more wrong codes on a second challenge: ten for the account in 15 minutes.
      const next = challengeOf(await passwordStep(user.email, user.password));
      for (let attempt = 0; attempt < 5; attempt++) {
        await post('/api/inbox/sign-in/second-step', { challenge: next, code: '000000' });
      }
      const third = challengeOf(await passwordStep(user.email, user.password));
      // Refused before its code is looked at, right or wrong.
      const limited = await post('/api/inbox/sign-in/second-step', {
        challenge: third,
        code: '000000',
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: 'too_many_attempts',
        retryAfterSeconds: expect.any(Number),
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      const forged = await post('/api/inbox/sign-in/second-step', {
        challenge: `${third.split('.')[0]}.${'0'.repeat(64)}`,
        code: '000000',
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ error: 'challenge_invalid' });
    });

    it('lets a salesperson in with the password alone, until an admin requires a second factor of sales', async () => {
      const seller = await anInboxUser(db(), 'Sara Vendas', ['sales']);
      const alone = await passwordStep(seller.email, seller.password);
      expect(alone.json()).toMatchObject({ user: { email: seller.email } });

      const admin = await signIn(app, await anInboxUser(db()));
      const policy = await app.inject({
        url: '/api/inbox/accounts/second-factor-policy',
        headers: admin.read,
      });
      expect(policy.json()).toEqual({ requiredRoles: ['admin', 'privacy'] });
      const changed = await post(
        '/api/inbox/accounts/second-factor-policy',
        { requiredRoles: ['privacy', 'sales', 'admin'] },
        admin.write,
      );
      expect(changed.json()).toEqual({ requiredRoles: ['admin', 'sales', 'privacy'] });
      const now = await passwordStep(seller.email, seller.password);
      expect(now.json()).toMatchObject({ secondStep: { enrol: true } });

      const audit = await db()
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'second_factor_policy_changed')
        .executeTakeFirstOrThrow();
      expect(audit.details).toEqual({
        from: ['admin', 'privacy'],
        to: ['admin', 'sales', 'privacy'],
      });
      await post(
        '/api/inbox/accounts/second-factor-policy',
        { requiredRoles: ['admin', 'privacy'] },
        admin.write,
      );
    });

    it('no longer slows the owner of an account with a second factor after failures from other networks', async () => {
      const user = await enrolledAdmin();
      const plain = await anInboxUser(db(), 'Sem Fator', ['sales']);
      for (const account of [user, plain]) {
        for (let attempt = 1; attempt <= 6; attempt++) {
          await passwordStep(account.email, 'wrong password here', `198.51.${100 + attempt}.1`);
        }
      }
      // From a network neither has signed in from: the one without a factor waits...
      expect((await passwordStep(plain.email, plain.password, '203.0.113.5')).statusCode).toBe(429);
      // ...the one with an app goes on to its second step, which a stranger cannot pass.
      const owner = await passwordStep(user.email, user.password, '203.0.113.5');
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toMatchObject({ secondStep: { enrol: false } });
    });

    it('turns the app off only with the password and a code, and never the last factor a role requires', async () => {
      const user = await enrolledAdmin();
      const session = await signIn(app, user);
      const wrongPassword = await post(
        '/api/inbox/account/totp/disable',
        { password: 'not the password', code: '000000' },
        session.write,
      );
      expect(wrongPassword.json()).toEqual({ error: 'wrong_password' });
      const required = await post(
        '/api/inbox/account/totp/disable',
        { password: user.password, code: '000000' },
        session.write,
      );
      expect(required.statusCode).toBe(409);
      expect(required.json()).toEqual({ error: 'second_factor_required' });

      const seller = await anInboxUser(db(), 'Sara Vendas', ['sales']);
      const sellerSession = await signIn(app, seller);
      const setup = await post('/api/inbox/account/totp/start', {}, sellerSession.write);
      rememberSecret(seller.email, (setup.json() as { secret: string }).secret);
      const confirmed = await post(
        '/api/inbox/account/totp/confirm',
        { code: await nextCode(seller.email) },
        sellerSession.write,
      );
      expect((confirmed.json() as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
      const off = await post(
        '/api/inbox/account/totp/disable',
        { password: seller.password, code: await nextCode(seller.email) },
        sellerSession.write,
      );
      expect(off.statusCode).toBe(204);
      const factors = await app.inject({
        url: '/api/inbox/account/second-factors',
        headers: sellerSession.read,
      });
      expect(factors.json()).toEqual({
        totp: false,
        recoveryCodesLeft: 0,
        passkeys: [],
        required: false,
      });
      const actions = await db()
        .selectFrom('audit_log')
        .select('action')
        .where('actor_email', '=', seller.email)
        .orderBy('id')
        .execute();
      expect(actions.map((row) => row.action)).toEqual([
        'sign_in',
        'second_factor_added',
        'second_factor_removed',
      ]);
    });

    it('offers passkey ceremonies for the configured site, with user verification required', async () => {
      const options = await post('/api/inbox/passkey/options', {});
      expect(options.statusCode).toBe(200);
      const answer = options.json() as {
        challenge: string;
        options: { rpId: string; userVerification: string; challenge: string };
      };
      expect(answer.options.rpId).toBe('inbox.example.com');
      expect(answer.options.userVerification).toBe('required');

      const forged = await post('/api/inbox/passkey/sign-in', {
        challenge: answer.challenge,
        response: { id: 'made-up', rawId: 'made-up', type: 'public-key', response: {} },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ error: 'passkey_refused' });

      const seller = await signIn(app, await anInboxUser(db(), 'Sara Vendas', ['sales']));
      const register = await post('/api/inbox/account/passkeys/options', {}, seller.write);
      const ceremony = (register.json() as { options: Record<string, unknown> }).options;
      expect(ceremony).toMatchObject({
        rp: { id: 'inbox.example.com' },
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
    });
  });
});
