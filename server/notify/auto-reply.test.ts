/**
 * The confirmation to the visitor (the auto_reply channel), against a real SMTP server:
 * language, content, escaping, exactly one per lead, and none for what is not a stored lead.
 * On the embedded database and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { brand } from '@contract/brand';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { aContact } from '@server/test-support/leads';
import { type SmtpSink, startSmtpSink } from '@server/test-support/smtp-sink';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const mailSettings = (smtp: SmtpSink) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Site <site@transvia.example>',
  LEADS_NOTIFY_TO: 'vendas@transvia.example',
});

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)('the reply to the visitor on the $name', (backend) => {
  let opened: OpenedBackend;
  let smtp: SmtpSink;
  const apps: FastifyInstance[] = [];

  async function startApp(env: Record<string, string> = {}) {
    const app = await buildApp({
      config: testConfig({ ...mailSettings(smtp), ...env }),
      database: opened.database,
      outboxPollIntervalMs: 100,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  const send = (
    app: FastifyInstance,
    contact: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/contacts/send',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(contact),
    });

  /** The mails that went to the visitor (the team's go to LEADS_NOTIFY_TO). */
  const repliesTo = (email: unknown) =>
    smtp.mails.filter((mail) => mail.to.includes(String(email)));
  /** The team's mail of a lead arrived: by then its reply would have been claimed as well. */
  const teamMailOf = (id: string) => smtp.mails.some((mail) => mail.text.includes(id));

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    smtp = await startSmtpSink();
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await smtp?.start();
  });

  afterAll(async () => {
    await smtp?.stop();
    await opened?.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    it('answers in Portuguese with the request quoted, when we call and our phone', async () => {
      const app = await startApp();
      const contact = aContact({
        message: 'Quero conhecer o TMS.\nSomos 40 caminhões.',
        subject: 'Demonstração do TMS',
        language: 'pt',
      });
      expect((await send(app, contact)).statusCode).toBe(200);
      await waitUntil(() => repliesTo(contact.email).length > 0);

      const [reply] = repliesTo(contact.email);
      expect(reply?.from).toBe('site@transvia.example');
      expect(reply?.subject).toBe('Recebemos a sua mensagem — Transvia ERP');
      expect(reply?.headers.get('reply-to')).toBe('vendas@transvia.example');
      expect(reply?.headers.get('auto-submitted')).toBe('auto-generated');
      expect(reply?.text).toContain('Olá, Ana!');
      expect(reply?.text).toContain('Assunto: Demonstração do TMS');
      expect(reply?.text).toContain('> Quero conhecer o TMS.\n> Somos 40 caminhões.');
      expect(reply?.text).toContain('em até um dia útil');
      expect(reply?.text).toContain('no número que você informou: 11 99999-8888');
      expect(reply?.text).toContain(`ligue para nós: ${brand.phone.display}`);
      expect(reply?.html).toContain(`<a href="tel:${brand.phone.e164}">${brand.phone.display}</a>`);
      expect(reply?.html).toContain('Quero conhecer o TMS.\nSomos 40 caminhões.');
    });

    it('answers in English to a lead sent from an English page', async () => {
      const app = await startApp();
      const contact = aContact({ subject: 'TMS demo', language: 'en', page: '/en/contact' });
      expect((await send(app, contact)).statusCode).toBe(200);
      await waitUntil(() => repliesTo(contact.email).length > 0);

      const [reply] = repliesTo(contact.email);
      expect(reply?.subject).toBe('We received your message — Transvia ERP');
      expect(reply?.text).toContain('Hello Ana,');
      expect(reply?.text).toContain('Subject: TMS demo');
      expect(reply?.text).toContain('> Quero conhecer o TMS.');
      expect(reply?.text).toContain('within one business day');
      expect(reply?.text).toContain(`call us: ${brand.phone.display}`);
    });

    it('escapes in the HTML everything the visitor typed', async () => {
      const app = await startApp();
      const contact = aContact({
        firstName: '<script>alert("x")</script>',
        subject: '<img src=x onerror=alert(1)>',
        message: 'Olá & <b>obrigado</b>',
        language: 'pt',
      });
      expect((await send(app, contact)).statusCode).toBe(200);
      await waitUntil(() => repliesTo(contact.email).length > 0);

      const [reply] = repliesTo(contact.email);
      expect(reply?.html).not.toMatch(/<script|<img|<b>/);
      expect(reply?.html).toContain('Olá, &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;!');
      expect(reply?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(reply?.html).toContain('Olá &amp; &lt;b&gt;obrigado&lt;/b&gt;');
      expect(reply?.text).toContain('Olá, <script>alert("x")</script>!');
      expect(reply?.subject).toBe('Recebemos a sua mensagem — Transvia ERP');
    });

    it('sends one reply for a submission retried with its Idempotency-Key', async () => {
      const app = await startApp();
      const contact = aContact();
      const key = { 'idempotency-key': randomUUID() };
      const answers = [await send(app, contact, key), await send(app, contact, key)];
      await Promise.all([send(app, contact, key), send(app, contact, key)]);
      const [id] = answers.map((answer) => answer.json()[0].id);
      expect(answers[1]?.json()[0].id).toBe(id);

      await waitUntil(() => teamMailOf(id) && repliesTo(contact.email).length > 0);
      await pause(600);
      expect(repliesTo(contact.email)).toHaveLength(1);
    });

    it('sends nothing for a filled honeypot, an invalid form or a rate-limited send', async () => {
      const app = await startApp({ RATE_LIMIT_MAX: '3' });
      const bot = aContact({ website: 'https://spam.example' });
      const invalid = aContact({ phone: '123' });
      const valid = aContact();
      const limited = aContact();
      expect((await send(app, bot)).statusCode).toBe(200);
      expect((await send(app, invalid)).statusCode).toBe(400);
      const stored = await send(app, valid);
      expect((await send(app, limited)).statusCode).toBe(429);

      await waitUntil(() => teamMailOf(stored.json()[0].id) && repliesTo(valid.email).length > 0);
      await pause(600);
      for (const contact of [bot, invalid, limited]) expect(repliesTo(contact.email)).toEqual([]);
    });

    it('sends no reply with AUTO_REPLY=off, and still mails the team', async () => {
      const app = await startApp({ AUTO_REPLY: 'off' });
      const contact = aContact();
      const id = (await send(app, contact)).json()[0].id;
      await waitUntil(() => teamMailOf(id));
      await pause(600);
      expect(repliesTo(contact.email)).toEqual([]);
      const channels = await opened.database.db
        .selectFrom('outbox')
        .select('channel')
        .where('lead_id', '=', id)
        .execute();
      expect(channels.map((row) => row.channel)).toEqual(['email']);
    });

    it('retries the reply while SMTP is down, then sends it exactly once', async () => {
      await smtp.stop();
      const app = await startApp({ NOTIFY_RETRY_MAX_MS: '200' });
      const contact = aContact();
      const id = (await send(app, contact)).json()[0].id;
      const replyRow = () =>
        opened.database.db
          .selectFrom('outbox')
          .selectAll()
          .where('lead_id', '=', id)
          .where('channel', '=', 'auto_reply')
          .executeTakeFirst();
      await waitUntil(async () => ((await replyRow())?.attempts ?? 0) >= 2);
      expect((await replyRow())?.last_error).toMatch(/ECONNREFUSED/);
      expect((await replyRow())?.last_error).not.toContain(String(contact.email));

      await smtp.start();
      await waitUntil(() => repliesTo(contact.email).length > 0);
      await pause(800);
      expect(repliesTo(contact.email)).toHaveLength(1);
      expect((await replyRow())?.delivered_at).not.toBeNull();
    });
  });
});
