/**
 * A forgotten password reset from the mailbox (decision 372), on the embedded database and on
 * PostgreSQL: the same answer for an unknown address, the mail through a real SMTP server in
 * the account's language, the link used once, expired links, every session ended, the limits
 * per address and per network, and the audit entries.
 */
import { nextCode } from '@contract/test-support/authenticator-app';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxEmail, anInboxUser, inboxPassword, signIn } from '@server/test-support/inbox';
import { type SmtpSink, startSmtpSink } from '@server/test-support/smtp-sink';
import { waitUntil } from '@server/test-support/wait-until';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deactivateAccount } from '../accounts/deactivate';
import { resetLimits } from '../accounts/password-reset';
import { setUserLanguage } from '../accounts/users';

const siteUrl = 'https://www.transvia.example';
const newPassword = 'lantern orchard copper meadow';

describe.each(backends)('password reset by e-mail on the $name', (backend) => {
  let opened: OpenedBackend;
  let smtp: SmtpSink;
  let app: FastifyInstance;
  const db = () => opened.database.db;
  /** Each test from a network of its own, so the per-network limit is the limit test's only. */
  let network = 0;
  let ip = '';

  const ask = (email: string, from = ip) =>
    app.inject({
      method: 'POST',
      url: '/api/inbox/password-reset/request',
      payload: { email },
      remoteAddress: from,
    });
  const reset = (token: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/inbox/password-reset', payload: { token, password } });
  const stateOf = async (token: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/inbox/password-reset/state',
        payload: { token },
      })
    ).json().state;
  const mailTo = async (email: string) => {
    await waitUntil(() => smtp.mails.some((mail) => mail.to.includes(email)), {
      state: () => smtp.mails.length,
    });
    return smtp.mails.find((mail) => mail.to.includes(email)) as (typeof smtp.mails)[number];
  };
  const tokenIn = (text: string) => {
    const found = text.match(
      /https:\/\/www\.transvia\.example\/inbox\/reset-password\?token=(\S+)/,
    );
    expect(found).not.toBeNull();
    return decodeURIComponent(found?.[1] ?? '');
  };

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    smtp = await startSmtpSink();
    app = await buildApp({
      config: testConfig({
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Site <site@transvia.example>',
        LEADS_NOTIFY_TO: 'vendas@transvia.example',
        AUTO_REPLY: 'off',
        PUBLIC_SITE_URL: siteUrl,
        PASSWORD_RESET_MINUTES: '30',
      }),
      database: opened.database,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    await opened?.cleanup();
  });

  beforeEach(() => {
    network += 1;
    ip = `198.51.${network}.7`;
  });

  describe.skipIf(!backend.available)('', () => {
    it('answers an unknown address as a known one, queues a job for each, mails only the account', async () => {
      const user = await anInboxUser(db(), 'Ana Reset');
      const stranger = anInboxEmail();
      const known = await ask(user.email.toUpperCase());
      const unknown = await ask(stranger);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(known.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());

      const mail = await mailTo(user.email);
      expect(mail.subject).toContain('Nova senha');
      expect(mail.text).toContain('Olá, Ana Reset.');
      const token = tokenIn(mail.text);
      expect(await stateOf(token)).toBe('valid');
      // Both jobs ran; the unknown address's found no record and sent nothing.
      await waitUntil(async () => {
        const jobs = await db()
          .selectFrom('jobs')
          .select(['skipped', 'done_at'])
          .where('kind', '=', 'password_reset_mail')
          .execute();
        return jobs.length >= 2 && jobs.every((job) => job.done_at !== null);
      });
      const skipped = await db()
        .selectFrom('jobs')
        .select('skipped')
        .where('kind', '=', 'password_reset_mail')
        .where('skipped', '=', 'no_account')
        .execute();
      expect(skipped.length).toBeGreaterThanOrEqual(1);
      expect(smtp.mails.some((sent) => sent.to.includes(stranger))).toBe(false);
      // Only a hash-free record is kept: no token, no typed address anywhere in the tables.
      const tokens = await db().selectFrom('one_time_tokens').selectAll().execute();
      expect(JSON.stringify(tokens)).not.toContain(token.split('.')[1]);
      const requests = await db().selectFrom('password_reset_requests').selectAll().execute();
      expect(JSON.stringify(requests)).not.toContain(stranger);
      const audit = await db()
        .selectFrom('audit_log')
        .select(['actor_email', 'details'])
        .where('action', '=', 'password_reset_requested')
        .execute();
      expect(JSON.stringify(audit)).not.toContain(stranger);
      expect(audit.map((entry) => entry.actor_email)).toContain(user.email);
    });

    it('gives a deactivated account no way back in: no mail, and a link mailed before is refused', async () => {
      const admin = await anInboxUser(db(), 'Admin Reset');
      const user = await anInboxUser(db(), 'Dora Reset');
      await ask(user.email);
      const token = tokenIn((await mailTo(user.email)).text);
      await deactivateAccount(db(), {
        id: user.id,
        leadsTo: null,
        actor: { id: admin.id, email: admin.email },
      });
      expect((await reset(token, newPassword)).json().error).toBe('link_invalid');
      const mailsBefore = smtp.mails.length;
      const again = await ask(user.email);
      expect(again.statusCode).toBe(202);
      await waitUntil(async () => {
        const jobs = await db()
          .selectFrom('jobs')
          .select('done_at')
          .where('kind', '=', 'password_reset_mail')
          .execute();
        return jobs.every((job) => job.done_at !== null);
      });
      expect(smtp.mails.length).toBe(mailsBefore);
    });

    it('sets the new password once, ends every session of the account and signs this browser in', async () => {
      const user = await anInboxUser(db(), 'Bruno Reset');
      await setUserLanguage(db(), user.email, 'en');
      const otherDevice = await signIn(app, user);
      await ask(user.email);
      const mail = await mailTo(user.email);
      expect(mail.subject).toMatch(/^New password for the .+ sales inbox$/);
      expect(mail.text).toContain('works once');
      const token = tokenIn(mail.text);

      // Too easy: refused, and the link still works for a better one.
      const weak = await reset(token, 'password1234');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error).toBe('weak_password');
      expect(await stateOf(token)).toBe('valid');

      const done = await reset(token, newPassword);
      expect(done.statusCode).toBe(200);
      // The link proves the mailbox, not the second factor: the account's app is asked next,
      // and only then is this browser signed in (decision 450).
      const { secondStep } = done.json() as { secondStep: { challenge: string; enrol: boolean } };
      expect(secondStep.enrol).toBe(false);
      expect(done.headers['set-cookie']).toBeUndefined();
      const finished = await app.inject({
        method: 'POST',
        url: '/api/inbox/sign-in/second-step',
        payload: { challenge: secondStep.challenge, code: await nextCode(user.email) },
      });
      expect(finished.json().user.email).toBe(user.email);
      expect(String(finished.headers['set-cookie'])).toContain('inbox_session=');
      // The other device's session ended.
      const other = await app.inject({ url: '/api/inbox/session', headers: otherDevice.read });
      expect(other.statusCode).toBe(401);
      // The old password no longer opens; the new one does.
      const old = await app.inject({
        method: 'POST',
        url: '/api/inbox/sign-in',
        payload: { email: user.email, password: inboxPassword },
      });
      expect(old.statusCode).toBe(401);
      const fresh = await app.inject({
        method: 'POST',
        url: '/api/inbox/sign-in',
        payload: { email: user.email, password: newPassword },
      });
      expect(fresh.json()).toMatchObject({ secondStep: { enrol: false } });

      const again = await reset(token, 'another fine long passphrase');
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('link_used');
      expect(await stateOf(token)).toBe('used');
      const actions = await db()
        .selectFrom('audit_log')
        .select('action')
        .where('actor_id', '=', user.id)
        .orderBy('id')
        .execute();
      expect(actions.map((row) => row.action)).toContain('password_reset');
    });

    it('refuses an expired link with its own answer, and a forged one', async () => {
      const user = await anInboxUser(db(), 'Célia Reset');
      await ask(user.email);
      const token = tokenIn((await mailTo(user.email)).text);
      await db()
        .updateTable('one_time_tokens')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('id', '=', token.split('.')[0] ?? '')
        .execute();
      expect(await stateOf(token)).toBe('expired');
      const expired = await reset(token, newPassword);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error).toBe('link_expired');
      const forged = `${token.split('.')[0]}.${'0'.repeat(64)}`;
      expect(await stateOf(forged)).toBe('invalid');
      expect((await reset(forged, newPassword)).statusCode).toBe(404);
      expect((await reset('nonsense', newPassword)).statusCode).toBe(404);
    });

    it('a newer link spends the older ones once used', async () => {
      const user = await anInboxUser(db(), 'Davi Reset');
      await ask(user.email);
      const first = tokenIn((await mailTo(user.email)).text);
      await ask(user.email);
      await waitUntil(() => smtp.mails.filter((mail) => mail.to.includes(user.email)).length === 2);
      const second = tokenIn(
        smtp.mails.filter((mail) => mail.to.includes(user.email))[1]?.text ?? '',
      );
      expect((await reset(second, newPassword)).statusCode).toBe(200);
      expect(await stateOf(first)).toBe('used');
    });

    it('limits the requests per address and per network, whether the address exists or not', async () => {
      const stranger = anInboxEmail();
      for (let i = 0; i < resetLimits.perAccount; i += 1) {
        expect((await ask(stranger, `203.0.113.${i + 1}`)).statusCode).toBe(202);
      }
      const limited = await ask(stranger, '203.0.113.200');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('too_many_resets');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      for (let i = 0; i < resetLimits.perNetwork; i += 1) {
        expect((await ask(anInboxEmail(), `192.0.2.${i + 1}`)).statusCode).toBe(202);
      }
      // Same /24: the same network, whatever the address.
      expect((await ask(anInboxEmail(), '192.0.2.99')).statusCode).toBe(429);
    });

    it('refuses another site’s page', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/inbox/password-reset/request',
        payload: { email: anInboxEmail() },
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
