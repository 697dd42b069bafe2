/**
 * The privacy officer is told (decision 344): by e-mail to PRIVACY_OFFICER_TO and on the chat
 * webhooks, when an LGPD request is confirmed from its address (decision 322) and when an open
 * confirmed one has 3 days left (an unconfirmed one tells nothing); each alert once,
 * even with two instances ticking at the same moment, on the embedded database and on
 * PostgreSQL; and never the requester's address.
 */
import { buildApp } from '@server/app';
import { type Database, openDatabase } from '@server/db/database';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { type ChatSink, startChatSink } from '@server/test-support/chat-sink';
import { type SmtpSink, startSmtpSink } from '@server/test-support/smtp-sink';
import { waitUntil } from '@server/test-support/wait-until';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduledWork } from './scheduled-work';
import { type Scheduler, startScheduler } from './scheduler';

const day = 86_400_000;
const site = 'https://www.transvia.example';
const officer = 'dpo@transvia.example';

describe.each(backends)('the privacy officer’s alerts on the $name', (backend) => {
  let opened: OpenedBackend;
  let second: Database | undefined;
  let smtp: SmtpSink;
  let slack: ChatSink;
  const config = () =>
    testConfig({
      PUBLIC_SITE_URL: site,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Site <site@transvia.example>',
      LEADS_NOTIFY_TO: 'vendas@transvia.example',
      PRIVACY_OFFICER_TO: officer,
      SLACK_WEBHOOK_URL: slack.url,
      TEAM_LANGUAGE: 'en',
      INBOX_DIGEST: 'off',
      CHAT_ALERTS: 'overdue',
      NOTIFY_RETRY_MAX_MS: '200',
    });
  const toOfficer = () => smtp.mails.filter((mail) => mail.to.includes(officer));
  const quiet = { info() {}, warn() {} };

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    smtp = await startSmtpSink();
    slack = await startChatSink('slack');
  });

  afterAll(async () => {
    await second?.close();
    await opened?.cleanup();
    await smtp?.stop();
    await slack?.close();
  });

  describe.skipIf(!backend.available)('', () => {
    it('tells of a new request at once, by e-mail and on the chat, without the requester’s address', async () => {
      const app = await buildApp({
        config: config(),
        database: opened.database,
        outboxPollIntervalMs: 3_600_000,
        logger: false,
      });
      await app.ready();
      const email = 'titular.novo@example.com';
      const sent = await app.inject({
        method: 'POST',
        url: '/api/privacy-requests',
        payload: { email, kind: 'erasure', message: 'Apaguem meus dados' },
      });
      expect(sent.statusCode).toBe(200);
      // Unconfirmed, it tells the officer nothing: the requester gets the link to confirm it.
      await waitUntil(() => smtp.mails.some((mail) => mail.to.includes(email)));
      expect(toOfficer()).toEqual([]);
      const link = new URL(
        /https?:\/\/\S+confirm\S*/.exec(
          smtp.mails.find((mail) => mail.to.includes(email))?.text ?? '',
        )?.[0] ?? '',
      );
      const confirmed = await app.inject({
        method: 'POST',
        url: link.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          pedido: link.searchParams.get('pedido') ?? '',
          codigo: link.searchParams.get('codigo') ?? '',
        }).toString(),
      });
      expect(confirmed.statusCode).toBe(200);
      await waitUntil(() => toOfficer().length === 1 && slack.messages.length === 1);
      const [mail] = toOfficer();
      expect(mail?.subject).toBe('New LGPD request: erasure of data');
      expect(mail?.text).toContain(`${site}/inbox/privacy-requests?status=open`);
      expect(slack.refused).toEqual([]);
      expect(slack.messages[0]?.text).toBe('New LGPD request: erasure of data');
      for (const told of [JSON.stringify(mail), JSON.stringify(slack.messages)]) {
        expect(told).not.toContain(email);
        expect(told).not.toContain('Apaguem');
      }
      await app.close();
    });

    it('tells of a request with 3 days left once, with two instances ticking together', async () => {
      const mailsBefore = toOfficer().length;
      const chatBefore = slack.messages.length;
      const { db } = opened.database;
      const received = (ago: number, answered = false, verified = true) =>
        db
          .insertInto('privacy_requests')
          .values({
            email: 'titular@example.com',
            kind: 'access',
            language: 'pt',
            received_at: new Date(Date.now() - ago),
            ...(verified ? { verified_at: new Date(Date.now() - ago) } : {}),
            ...(answered ? { answered_at: new Date(), outcome: 'answered' } : {}),
          })
          .execute();
      // 2.5 days left: told. 5 days left, overdue, answered or never confirmed: not (yet, any
      // more, at all).
      await received(12.5 * day);
      await received(12.5 * day, false, false);
      await received(10 * day);
      await received(16 * day);
      await received(13 * day, true);

      // Two instances: on PostgreSQL each with its own connection, as two servers would be.
      second = opened.env.DATABASE_URL
        ? await openDatabase(
            { DATA_DIR: './unused', DATABASE_URL: opened.env.DATABASE_URL },
            { role: 'server' },
          )
        : undefined;
      const instances: Scheduler[] = [opened.database, second ?? opened.database].map(
        (database) => {
          const work = createScheduledWork(config(), database.db);
          return startScheduler({
            db: database.db,
            jobs: work.jobs,
            senders: work.senders,
            retryMaxMs: 200,
            log: quiet,
            ticking: false,
          });
        },
      );
      await Promise.all(instances.map((instance) => instance.tick()));
      await Promise.all(instances.map((instance) => instance.tick()));
      await Promise.all(instances.map((instance) => instance.stop()));

      expect(
        toOfficer()
          .slice(mailsBefore)
          .map((mail) => mail.subject),
      ).toEqual(['LGPD request with 3 days left: access to data']);
      expect(slack.messages.slice(chatBefore).map((message) => message.text)).toEqual([
        'LGPD request with 3 days left: access to data',
      ]);
      const jobs = await db
        .selectFrom('jobs')
        .select(['key', 'done_at', 'skipped'])
        .where('kind', '=', 'privacy_officer_alert')
        .execute();
      // The new request's two alerts, and this one's two: each done once.
      expect(jobs).toHaveLength(4);
      expect(jobs.every((job) => job.done_at !== null && job.skipped === null)).toBe(true);
    });
  });
});
