/**
 * Lead notifications through the outbox, against a real SMTP server (smtp-server) and a real
 * HTTP receiver: content, retries with capped backoff, restarts, and exactly one delivery.
 */
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { type Database, openDatabase } from '@server/db/database';
import { migratedDataDir, postgresBackend, testConfig } from '@server/test-support/backends';
import { aContact, adminToken, authorization, noAttribution } from '@server/test-support/leads';
import { notificationsSettled, outboxLooksAfterNow } from '@server/test-support/outbox';
import { type SmtpSink, startSmtpSink } from '@server/test-support/smtp-sink';
import { waitUntil } from '@server/test-support/wait-until';
import { verifyWebhookSignature } from '@server/test-support/webhook-signature';
import { startWebhookSink, type WebhookSink } from '@server/test-support/webhook-sink';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const mailSettings = (smtp: SmtpSink) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Site <site@transvia.example>',
  LEADS_NOTIFY_TO: 'vendas@transvia.example',
  // The team's mail only: the visitor's reply has its tests (server/notify/auto-reply.test.ts).
  AUTO_REPLY: 'off',
});

const webhookSecret = `whsec_${Buffer.from('test-webhook-secret-0123456789abcdef').toString('base64')}`;
const webhookSettings = (sink: WebhookSink) => ({
  LEADS_WEBHOOK_URL: sink.url,
  LEADS_WEBHOOK_SECRET: webhookSecret,
});

async function sendLead(app: FastifyInstance, contact: Record<string, unknown> = aContact()) {
  const response = await app.inject({
    method: 'POST',
    url: '/contacts/send',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(contact),
  });
  expect(response.statusCode).toBe(200);
  return response.json()[0].id as string;
}

describe('lead notifications on the embedded database', () => {
  let dataDir: string;
  let database: Database;
  let smtp: SmtpSink;
  let webhook: WebhookSink;
  const apps: FastifyInstance[] = [];

  async function startApp(env: Record<string, string>, logger?: pino.Logger) {
    const app = await buildApp({
      config: testConfig(env),
      database,
      outboxPollIntervalMs: 200,
      loggerInstance: logger,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  const outboxOf = (leadId: string) =>
    database.db.selectFrom('outbox').selectAll().where('lead_id', '=', leadId).execute();
  /** Their notifications done, and the worker has looked again: nothing more would come. */
  async function allSent(leadIds: string[]) {
    await waitUntil(() => notificationsSettled(database.db, leadIds));
    await outboxLooksAfterNow();
  }

  beforeAll(async () => {
    dataDir = await migratedDataDir();
    database = await openDatabase({ DATA_DIR: dataDir }, { role: 'server' });
    smtp = await startSmtpSink();
    webhook = await startWebhookSink();
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await smtp.start();
    webhook.answerWith(200);
  });

  afterAll(async () => {
    await database.close();
    await smtp.stop();
    await webhook.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps single-line fields on one line, so no line of the plain-text mail can be forged', async () => {
    const app = await startApp(mailSettings(smtp));
    const contact = aContact({
      firstName: 'Ana\nBcc: victim@example.com',
      lastName: 'Souza\r\nE-mail: forged@example.com',
      subject: 'Demo\nTelefone: 0800',
      message: 'Primeira linha\nSegunda linha',
    });
    const id = await sendLead(app, contact);
    await waitUntil(() => smtp.mails.some((mail) => mail.text.includes(id)));
    const mail = smtp.mails.find((m) => m.text.includes(id));
    const lines = (mail?.text ?? '').split(/\r?\n/);
    expect(lines).toContain('Nome: Ana Bcc: victim@example.com');
    expect(lines).toContain('Sobrenome: Souza E-mail: forged@example.com');
    expect(lines.filter((line) => /^(Bcc|E-mail: forged|Telefone: 0800)/.test(line))).toEqual([]);
    // The message keeps its lines.
    expect(mail?.text).toContain('Primeira linha\nSegunda linha');
  });

  it('mails each lead to the team in text and HTML, with everything the visitor typed escaped', async () => {
    const app = await startApp({ ...mailSettings(smtp), ...webhookSettings(webhook) });
    const contact = aContact({
      firstName: '<script>alert("x")</script>',
      lastName: `"><img src=x onerror=alert(1)>`,
      message: 'Olá & <b>obrigado</b>\nSegunda linha',
      subject: 'Demo\r\nBcc: victim@example.com',
      language: 'pt',
      page: '/contact',
      company: 'Araújo & <Filhos>',
      cnpj: '12abc34501de35',
    });
    const id = await sendLead(app, contact);

    await waitUntil(() => smtp.mails.some((mail) => mail.text.includes(id)));
    const mails = smtp.mails.filter((mail) => mail.text.includes(id));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.from).toBe('site@transvia.example');
    expect(mail?.to).toEqual(['vendas@transvia.example']);
    expect(mail?.headers.has('bcc')).toBe(false);
    expect(mail?.subject).toBe(
      'Novo contato pelo site: <script>alert("x")</script> "><img src=x onerror=alert(1)> — Demo Bcc: victim@example.com',
    );
    expect(mail?.headers.get('reply-to')).toContain(contact.email as string);
    expect(mail?.headers.get('message-id')).toBe(`<lead-${id}@transvia.example>`);

    expect(mail?.text).toContain('Nome: <script>alert("x")</script>');
    expect(mail?.text).toContain('Sobrenome: "><img src=x onerror=alert(1)>');
    expect(mail?.text).toContain(`E-mail: ${contact.email}`);
    expect(mail?.text).toContain('Telefone: 11 99999-8888');
    expect(mail?.text).toContain('Página: /contact');
    expect(mail?.text).toContain('Empresa: Araújo & <Filhos>');
    expect(mail?.text).toContain('CNPJ: 12.ABC.345/01DE-35');
    expect(mail?.text).toContain('Olá & <b>obrigado</b>\nSegunda linha');

    const html = mail?.html ?? '';
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Olá &amp; &lt;b&gt;obrigado&lt;/b&gt;\nSegunda linha');
    expect(html).toContain('Araújo &amp; &lt;Filhos&gt;');
    expect(html).toContain(`<a href="mailto:${contact.email}">`);

    await waitUntil(() => webhook.calls.length > 0);
    const [call] = webhook.calls.filter((c) => (c.body as { lead: { id: string } }).lead.id === id);
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['webhook-id']).toBe(`lead-${id}`);
    expect(call?.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(call?.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    // The id is signed too: another id does not verify.
    expect(
      verifyWebhookSignature(webhookSecret, call?.raw ?? '', {
        ...call?.headers,
        'webhook-id': `lead-${id}-other`,
      }),
    ).toBe(false);
    expect(verifyWebhookSignature(webhookSecret, call?.raw ?? '', call?.headers ?? {})).toBe(true);
    // Signed with another secret, or over other bytes, it does not verify.
    expect(
      verifyWebhookSignature(
        `whsec_${Buffer.from('another-webhook-secret-0123456789').toString('base64')}`,
        call?.raw ?? '',
        call?.headers ?? {},
      ),
    ).toBe(false);
    expect(verifyWebhookSignature(webhookSecret, `${call?.raw} `, call?.headers ?? {})).toBe(false);
    expect(call?.body).toEqual({
      event: 'lead.created',
      lead: {
        id,
        createdAt: expect.any(String),
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        message: 'Olá & <b>obrigado</b>\nSegunda linha',
        subject: 'Demo\r\nBcc: victim@example.com',
        language: 'pt',
        page: '/contact',
        attribution: noAttribution(),
        company: 'Araújo & <Filhos>',
        cnpj: '12.ABC.345/01DE-35',
        legalBasis: 'legitimate_interest',
        privacyNoticeVersion: null,
      },
    });
    await waitUntil(async () => (await outboxOf(id)).every((row) => row.delivered_at !== null));
    const outbox = await outboxOf(id);
    expect(outbox.map((row) => [row.channel, row.delivered_at !== null])).toEqual(
      expect.arrayContaining([
        ['email', true],
        ['webhook', true],
      ]),
    );
  });

  it('SMTP down, then up: retries with backoff capped at NOTIFY_RETRY_MAX_MS, then mails each lead exactly once', async () => {
    await smtp.stop();
    const app = await startApp({ ...mailSettings(smtp), NOTIFY_RETRY_MAX_MS: '300' });
    const ids = [await sendLead(app), await sendLead(app), await sendLead(app)];

    await waitUntil(async () => ((await outboxOf(ids[0] ?? ''))[0]?.attempts ?? 0) >= 4);
    const [failing] = await outboxOf(ids[0] ?? '');
    expect(failing?.delivered_at).toBeNull();
    expect(failing?.last_error).toMatch(/ECONNREFUSED/);
    // Uncapped, the wait after a fourth failure would be 4 to 8 seconds.
    const { rows } = await sql<{ wait_ms: number }>`
      select extract(epoch from (next_attempt_at - now())) * 1000 as wait_ms
      from outbox where lead_id = ${ids[0]}`.execute(database.db);
    expect(Number(rows[0]?.wait_ms)).toBeLessThanOrEqual(300);
    const before = smtp.mails.length;

    await smtp.start();
    await waitUntil(() => ids.every((id) => smtp.mails.some((mail) => mail.text.includes(id))));
    await allSent(ids);
    const received = smtp.mails
      .slice(before)
      .map((mail) => ids.find((id) => mail.text.includes(id)));
    expect(received.sort()).toEqual([...ids].sort());
  });

  it('requires TLS of an SMTP server not on this machine: without STARTTLS delivery fails and is retried, unless SMTP_ALLOW_PLAINTEXT=true', async () => {
    // 0.0.0.0 reaches the sink on this machine but is not a loopback name, like a remote host;
    // the sink offers no STARTTLS, like a server whose offer someone on the path stripped.
    const remoteLooking = { ...mailSettings(smtp), SMTP_URL: `smtp://0.0.0.0:${smtp.port}` };
    let app = await startApp({ ...remoteLooking, NOTIFY_RETRY_MAX_MS: '200' });
    const id = await sendLead(app);
    await waitUntil(async () => ((await outboxOf(id))[0]?.attempts ?? 0) >= 2);
    const [failing] = await outboxOf(id);
    expect(failing?.delivered_at).toBeNull();
    expect(failing?.last_error).toMatch(/STARTTLS|TLS/i);
    expect(smtp.mails.some((mail) => mail.text.includes(id))).toBe(false);
    await app.close();

    app = await startApp({ ...remoteLooking, SMTP_ALLOW_PLAINTEXT: 'true' });
    await waitUntil(() => smtp.mails.some((mail) => mail.text.includes(id)));
  });

  it('webhook failing, then answering: exactly one accepted call per lead', async () => {
    webhook.answerWith(503);
    const app = await startApp({ ...webhookSettings(webhook), NOTIFY_RETRY_MAX_MS: '200' });
    const id = await sendLead(app);
    await waitUntil(async () => ((await outboxOf(id))[0]?.attempts ?? 0) >= 2);
    expect((await outboxOf(id))[0]?.last_error).toBe('webhook answered 503');

    webhook.answerWith(204);
    await waitUntil(() => webhook.calls.some((call) => JSON.stringify(call.body).includes(id)));
    await allSent([id]);
    const calls = webhook.calls.filter((call) => JSON.stringify(call.body).includes(id));
    expect(calls).toHaveLength(1);
  });

  it('does not follow a redirect: a 302 is a failed attempt, retried until a 2xx', async () => {
    const elsewhere = await startWebhookSink();
    try {
      webhook.answerWith(302, { location: elsewhere.url });
      const app = await startApp({ ...webhookSettings(webhook), NOTIFY_RETRY_MAX_MS: '200' });
      const id = await sendLead(app);
      await waitUntil(async () => ((await outboxOf(id))[0]?.attempts ?? 0) >= 2);
      expect((await outboxOf(id))[0]?.last_error).toBe(
        'webhook answered 302 (redirects are not followed)',
      );
      expect(elsewhere.requests).toBe(0);

      webhook.answerWith(200);
      await waitUntil(() => webhook.calls.some((call) => JSON.stringify(call.body).includes(id)));
      await allSent([id]);
      expect(webhook.calls.filter((call) => JSON.stringify(call.body).includes(id))).toHaveLength(
        1,
      );
      expect(elsewhere.requests).toBe(0);
    } finally {
      await elsewhere.close();
    }
  });

  it('keeps failed notifications across a restart and delivers them once the server is back', async () => {
    await smtp.stop();
    let app = await startApp(mailSettings(smtp));
    const id = await sendLead(app);
    await waitUntil(async () => ((await outboxOf(id))[0]?.attempts ?? 0) >= 1);
    await app.close();
    apps.splice(apps.indexOf(app), 1);

    // A real restart: the database is closed and opened again from its files.
    await database.close();
    database = await openDatabase({ DATA_DIR: dataDir }, { role: 'server' });
    await smtp.start();
    app = await startApp({ ...mailSettings(smtp), NOTIFY_RETRY_MAX_MS: '200' });

    await waitUntil(() => smtp.mails.some((mail) => mail.text.includes(id)));
    await allSent([id]);
    expect(smtp.mails.filter((mail) => mail.text.includes(id))).toHaveLength(1);
    expect((await outboxOf(id))[0]?.delivered_at).not.toBeNull();
  });

  it('sends nothing for a lead erased before its notification went out', async () => {
    await smtp.stop();
    const app = await startApp({ ...mailSettings(smtp), NOTIFY_RETRY_MAX_MS: '100' });
    const contact = aContact();
    const id = await sendLead(app, contact);
    await waitUntil(async () => ((await outboxOf(id))[0]?.attempts ?? 0) >= 1);
    await database.db.deleteFrom('leads').where('id', '=', id).execute();
    // Its notification went with it, so no later look of the worker can claim it.
    expect(await outboxOf(id)).toEqual([]);
    await smtp.start();
    const other = await sendLead(app);
    await waitUntil(() => smtp.mails.some((mail) => mail.text.includes(other)));
    // An attempt under way at the erasure (SMTP was down: it could only fail) is over too.
    await allSent([other]);
    expect(smtp.mails.some((mail) => mail.text.includes(id))).toBe(false);
  });

  it('without SMTP or webhook still stores and lists leads, and says at start-up that notifications are off', async () => {
    const lines: string[] = [];
    const logger = pino(
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const app = await startApp({ ADMIN_TOKEN: adminToken }, logger);
    expect(lines.join('')).toContain('lead notifications are off');
    const id = await sendLead(app);
    const listed = await app.inject({
      url: '/api/leads',
      headers: authorization,
    });
    expect(listed.json().map((lead: { id: string }) => lead.id)).toContain(id);
    expect(await outboxOf(id)).toEqual([]);
  });
});

describe.skipIf(!postgresBackend.available)(
  'lead notifications from several instances on one PostgreSQL',
  () => {
    it('mails each lead exactly once however many instances deliver the outbox', async () => {
      const opened = await postgresBackend.open();
      const smtp = await startSmtpSink();
      const env = { ...mailSettings(smtp), ...opened.env };
      // Three instances, each with its own connection pool, as on three machines.
      const instances = await Promise.all(
        [1, 2, 3].map(() => buildApp({ config: testConfig(env), outboxPollIntervalMs: 50 })),
      );
      try {
        await Promise.all(instances.map((app) => app.ready()));
        await smtp.stop();
        const ids = await Promise.all(
          Array.from({ length: 30 }, (_, i) => sendLead(instances[i % 3] as FastifyInstance)),
        );
        // Every lead has failed once at least, so the instances deliver retries, not firsts.
        await waitUntil(async () => {
          const tried = await opened.database.db
            .selectFrom('outbox')
            .select('lead_id')
            .where('lead_id', 'in', ids)
            .where('attempts', '>=', 1)
            .execute();
          return tried.length === ids.length;
        });
        await smtp.start();
        await waitUntil(
          () => ids.every((id) => smtp.mails.some((mail) => mail.text.includes(id))),
          { timeoutMs: 20_000 },
        );
        await waitUntil(() => notificationsSettled(opened.database.db, ids));
        // Each instance has looked again: a duplicate claimed by any of them is sent by now.
        await outboxLooksAfterNow(instances.length);
        const perLead = ids.map((id) => smtp.mails.filter((mail) => mail.text.includes(id)).length);
        expect(perLead).toEqual(ids.map(() => 1));
        expect(smtp.mails).toHaveLength(30);
      } finally {
        await Promise.all(instances.map((app) => app.close()));
        await smtp.stop();
        await opened.cleanup();
      }
    });
  },
);
