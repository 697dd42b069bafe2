/**
 * The confirmation to the visitor (the auto_reply channel), against a real SMTP server:
 * language, content that repeats nothing the sender typed, exactly one per lead and one per
 * address a day, and none for what is not a stored lead.
 * On the embedded database and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { brand } from '@contract/brand';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import { notificationsSettled, outboxLooksAfterNow } from '@server/test-support/outbox';
import { type SmtpSink, startSmtpSink } from '@server/test-support/smtp-sink';
import { waitUntil } from '@server/test-support/wait-until';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const mailSettings = (smtp: SmtpSink) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Site <site@transvia.example>',
  LEADS_NOTIFY_TO: 'vendas@transvia.example',
});

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
  /**
   * Every notification of every lead stored with these addresses is done, and the worker has
   * looked at the outbox again since: whatever would be mailed to them has been by now.
   */
  async function allSentFor(...contacts: { email: unknown }[]) {
    const emails = contacts.map((contact) => String(contact.email).toLowerCase());
    await waitUntil(async () => {
      const leads = await opened.database.db
        .selectFrom('leads')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
        .execute();
      return notificationsSettled(
        opened.database.db,
        leads.map((lead) => lead.id),
      );
    });
    await outboxLooksAfterNow();
  }

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
    it('answers in Portuguese: when it arrived, when we call and our phone', async () => {
      const app = await startApp({ SITE_TIME_ZONE: 'America/Sao_Paulo' });
      const contact = aContact({ subject: 'Demonstração do TMS', language: 'pt' });
      const id = (await send(app, contact)).json()[0].id;
      await waitUntil(() => repliesTo(contact.email).length > 0);

      const [reply] = repliesTo(contact.email);
      const { created_at } = await opened.database.db
        .selectFrom('leads')
        .select('created_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const sentAt = new Intl.DateTimeFormat('pt-BR', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'America/Sao_Paulo',
      }).format(created_at);
      expect(reply?.from).toBe('site@transvia.example');
      expect(reply?.subject).toBe('Recebemos a sua mensagem — Transvia ERP');
      expect(reply?.headers.get('reply-to')).toBe('vendas@transvia.example');
      expect(reply?.headers.get('auto-submitted')).toBe('auto-generated');
      expect(reply?.text).toContain('Olá!');
      expect(reply?.text).toContain(`Recebemos a mensagem enviada em ${sentAt}`);
      expect(reply?.text).toContain('em até um dia útil');
      expect(reply?.text).toContain(`ligue para nós: ${brand.phone.display}`);
      expect(reply?.html).toContain(`<a href="tel:${brand.phone.e164}">${brand.phone.display}</a>`);
    });

    it('answers in English to a lead sent from an English page', async () => {
      const app = await startApp();
      const contact = aContact({ subject: 'TMS demo', language: 'en', page: '/en/contact' });
      expect((await send(app, contact)).statusCode).toBe(200);
      await waitUntil(() => repliesTo(contact.email).length > 0);

      const [reply] = repliesTo(contact.email);
      expect(reply?.subject).toBe('We received your message — Transvia ERP');
      expect(reply?.text).toContain('Hello,');
      expect(reply?.text).toContain('We received the message sent on');
      expect(reply?.text).toContain('within one business day');
      expect(reply?.text).toContain(`call us: ${brand.phone.display}`);
    });

    it('repeats nothing the sender typed; the team mail keeps all of it', async () => {
      const app = await startApp();
      const bait = 'Claim your prize at https://evil.example';
      const contact = aContact({
        firstName: bait,
        lastName: 'https://evil.example/last',
        subject: 'Prize https://evil.example/subject',
        message: 'Visit https://evil.example/message <b>now</b>',
        phone: '11 99999-8888',
        language: 'pt',
      });
      const id = (await send(app, contact)).json()[0].id;
      await waitUntil(() => teamMailOf(id) && repliesTo(contact.email).length > 0);

      const [reply] = repliesTo(contact.email);
      for (const part of [reply?.text, reply?.html, reply?.subject, reply?.headers.get('to')]) {
        expect(JSON.stringify(part)).not.toMatch(/evil|Claim|prize|99999/i);
      }
      const teamMail = smtp.mails.find((mail) => mail.text.includes(id));
      expect(teamMail?.text).toContain(bait);
      expect(teamMail?.text).toContain('Visit https://evil.example/message');
    });

    it('mails one address once a day, whoever sends the form, from wherever, on any instance', async () => {
      const instances = [await startApp(), await startApp()];
      const victim = `victim.${randomUUID()}@example.com`;
      const clients = ['198.51.100.1', '198.51.100.2', '203.0.113.3'];
      const ids = await Promise.all(
        Array.from({ length: 15 }, async (_, index) => {
          const app = instances[index % 2] as FastifyInstance;
          const email = index % 3 === 0 ? victim.toUpperCase() : victim;
          const answer = await app.inject({
            method: 'POST',
            url: '/contacts/send',
            remoteAddress: clients[index % 3],
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(aContact({ email, firstName: `Prize ${index}` })),
          });
          expect(answer.statusCode).toBe(200);
          return String(answer.json()[0].id);
        }),
      );
      const replyRows = () =>
        opened.database.db
          .selectFrom('outbox')
          .selectAll()
          .where('lead_id', 'in', ids)
          .where('channel', '=', 'auto_reply')
          .execute();
      await waitUntil(async () => (await replyRows()).every((row) => row.delivered_at !== null));

      const toVictim = smtp.mails.filter((mail) =>
        mail.to.some((to) => to.toLowerCase() === victim),
      );
      expect(toVictim).toHaveLength(1);
      const skipped = (await replyRows()).filter((row) => row.skipped === 'recipient_limit');
      expect(skipped).toHaveLength(14);
      // The team still hears of every one of them.
      await waitUntil(() => ids.every(teamMailOf));
    });

    it('mails one mailbox once, whatever sub-address or Gmail dots the form names', async () => {
      const app = await startApp();
      const name = `tagged${randomUUID().slice(0, 8)}`;
      const spellings = Array.from({ length: 15 }, (_, index) =>
        index % 3 === 0
          ? `${name}+${index}@example.com`
          : index % 3 === 1
            ? `${name.slice(0, 3)}.${name.slice(3)}+${index}@gmail.com`
            : `${name}+${index}@googlemail.com`,
      );
      const ids: string[] = [];
      for (const email of spellings) {
        const answer = await send(app, aContact({ email }));
        expect(answer.statusCode).toBe(200);
        ids.push(String(answer.json()[0].id));
      }
      await waitUntil(async () => {
        const rows = await opened.database.db
          .selectFrom('outbox')
          .select('delivered_at')
          .where('lead_id', 'in', ids)
          .where('channel', '=', 'auto_reply')
          .execute();
        return rows.length === ids.length && rows.every((row) => row.delivered_at !== null);
      });
      const replies = smtp.mails.filter((mail) =>
        mail.to.some((to) => to.toLowerCase().replaceAll('.', '').includes(name)),
      );
      // One for example.com's mailbox, one for the Gmail mailbox (both Gmail domains are one).
      expect(replies).toHaveLength(2);
    });

    it('mails the address again once its window is over (AUTO_REPLY_PER_ADDRESS_HOURS)', async () => {
      const app = await startApp({ AUTO_REPLY_PER_ADDRESS_HOURS: '2' });
      const contact = aContact();
      await send(app, contact);
      await waitUntil(() => repliesTo(contact.email).length === 1);
      await opened.database.db
        .updateTable('auto_reply_recipients')
        .set({ sent_at: new Date(Date.now() - 2 * 3600_000 - 60_000) })
        .execute();
      await send(app, contact);
      await waitUntil(() => repliesTo(contact.email).length === 2);
      // The claim names no address, only a keyed hash of it.
      const claims = await opened.database.db
        .selectFrom('auto_reply_recipients')
        .select('recipient_key')
        .execute();
      expect(JSON.stringify(claims)).not.toContain(String(contact.email));
    });

    it('"send again" sends each mail with a new Message-ID that refers to the first', async () => {
      const app = await startApp();
      const session = await signIn(app, await anInboxUser(opened.database.db));
      const contact = aContact();
      const id = (await send(app, contact)).json()[0].id;
      const teamMails = () => smtp.mails.filter((mail) => mail.text.includes(id));
      await waitUntil(() => teamMails().length === 1 && repliesTo(contact.email).length === 1);
      // Recorded as delivered too: a mail that arrived but is not yet marked is still in
      // progress, and "send again" rightly refuses it then.
      await waitUntil(() => notificationsSettled(opened.database.db, [id]));

      for (const channel of ['email', 'auto_reply']) {
        const resent = await app.inject({
          method: 'POST',
          url: `/api/inbox/leads/${id}/deliveries/${channel}/resend`,
          headers: session.write,
        });
        expect(resent.statusCode).toBe(200);
      }
      await waitUntil(() => teamMails().length === 2 && repliesTo(contact.email).length === 2);
      for (const [first, again] of [teamMails(), repliesTo(contact.email)]) {
        const firstId = first?.headers.get('message-id');
        expect(firstId).toMatch(/^<.+@transvia\.example>$/);
        expect(again?.headers.get('message-id')).not.toBe(firstId);
        expect(again?.headers.get('in-reply-to')).toBe(firstId);
        expect(again?.headers.get('references')).toBe(firstId);
      }
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
      await allSentFor(contact);
      expect(repliesTo(contact.email)).toHaveLength(1);
      // One lead, too (the two sent at once included): the per-address limit alone would hold
      // back a second reply, not a second mail to the team.
      const teamMails = smtp.mails.filter(
        (mail) => !mail.to.includes(String(contact.email)) && mail.text.includes(contact.email),
      );
      expect(teamMails).toHaveLength(1);
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
      // Were any of the others stored after all, their notifications would be done too.
      await allSentFor(valid, bot, invalid, limited);
      for (const contact of [bot, invalid, limited]) expect(repliesTo(contact.email)).toEqual([]);
    });

    it('sends no reply with AUTO_REPLY=off, and still mails the team', async () => {
      const app = await startApp({ AUTO_REPLY: 'off' });
      const contact = aContact();
      const id = (await send(app, contact)).json()[0].id;
      await waitUntil(() => teamMailOf(id));
      await allSentFor(contact);
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
      await allSentFor(contact);
      expect(repliesTo(contact.email)).toHaveLength(1);
      expect((await replyRow())?.delivered_at).not.toBeNull();
    });
  });
});
