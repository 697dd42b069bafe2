/**
 * The scheduler against a real database (PGlite and PostgreSQL) and a local SMTP sink, with a
 * fake clock: the morning digest goes once per account and day in the account's language
 * even when two instances tick at once, never on a weekend, and is retried after a failure;
 * the weekly report goes once per week from Monday 8:00; overdue leads get one chat alert per
 * channel, delivered by the outbox in the chats' documented formats.
 */
import { randomUUID } from 'node:crypto';
import { openDatabase } from '@server/db/database';
import type { DatabaseSchema } from '@server/db/schema';
import { createNotifications } from '@server/notify/notifications';
import { type OutboxWorker, startOutboxWorker } from '@server/notify/outbox-worker';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { type ChatSink, startChatSink } from '@server/test-support/chat-sink';
import { anInboxUser } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import { type SmtpSink, startSmtpSink } from '@server/test-support/smtp-sink';
import { waitUntil } from '@server/test-support/wait-until';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createScheduledWork } from './scheduled-work';
import { type Scheduler, startScheduler } from './scheduler';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const site = 'https://www.transvia.example';

describe.each(backends)('scheduled mails and chat alerts on the $name', (backend) => {
  let opened: OpenedBackend;
  let smtp: SmtpSink;
  let slack: ChatSink;
  let teams: ChatSink;
  const db = (): Kysely<DatabaseSchema> => opened.database.db;
  let clock = new Date();
  const running: { stop(): Promise<void> }[] = [];

  const config = () =>
    testConfig({
      PUBLIC_SITE_URL: site,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Site <site@transvia.example>',
      LEADS_NOTIFY_TO: 'vendas@transvia.example',
      INSIGHTS_REPORT_TO: 'marketing@transvia.example',
      SLACK_WEBHOOK_URL: slack.url,
      TEAMS_WEBHOOK_URL: teams.url,
      NOTIFY_RETRY_MAX_MS: '20',
      AUTO_REPLY: 'off',
    });

  /**
   * Another instance's own connection to the database: on PostgreSQL a pool of its own, as a
   * second server would have; the embedded database has one process by nature.
   */
  async function anotherConnection(): Promise<Kysely<DatabaseSchema>> {
    const url = opened.env.DATABASE_URL;
    if (!url) return db();
    const other = await openDatabase(
      { DATA_DIR: './unused', DATABASE_URL: url },
      { role: 'server' },
    );
    running.push({ stop: () => other.close() });
    return other.db;
  }

  /** One instance's scheduler, ticked by hand. */
  function anInstance(onOverdueQueued?: () => void, on: Kysely<DatabaseSchema> = db()): Scheduler {
    const work = createScheduledWork(config(), on, { now: () => clock, onOverdueQueued });
    const scheduler = startScheduler({
      db: on,
      jobs: work.jobs,
      senders: work.senders,
      retryMaxMs: 20,
      log: silent,
      now: () => clock,
      ticking: false,
    });
    running.push({
      async stop() {
        await scheduler.stop();
        work.close();
      },
    });
    return scheduler;
  }

  async function aLead(
    createdAt: Date,
    values: Partial<{
      owner_id: string;
      status: 'new' | 'contacted' | 'spam';
      next_step_on: string;
      first_name: string;
      company: string;
    }> = {},
  ) {
    const contact = aContact();
    const id = randomUUID();
    await db()
      .insertInto('leads')
      .values({
        id,
        created_at: createdAt,
        first_name: contact.firstName,
        last_name: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        message: 'Mensagem confidencial sobre frete',
        subject: 'Assunto',
        language: 'pt',
        page: '/contact',
        idempotency_key: null,
        attribution_source: 'google',
        ...values,
      })
      .execute();
    return id;
  }

  const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    smtp = await startSmtpSink();
    slack = await startChatSink('slack');
    teams = await startChatSink('teams');
  });

  afterEach(async () => {
    for (const instance of running.splice(0).reverse()) await instance.stop();
  });

  afterAll(async () => {
    if (!backend.available) return;
    await smtp.stop();
    await slack.close();
    await teams.close();
    await opened.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    it('sends each account one digest a business day, in its language, whatever the instances', async () => {
      const carla = await anInboxUser(db(), 'Carla Vendas');
      const john = await anInboxUser(db(), 'John Sales');
      const quiet = await anInboxUser(db(), 'Quieta');
      await db().updateTable('users').set({ language: 'en' }).where('id', '=', john.id).execute();
      // Thursday 26 November 2026 in São Paulo (UTC−3).
      const overdue = await aLead(new Date('2026-11-24T12:00:00Z'), {
        owner_id: carla.id,
        first_name: 'Beatriz',
        company: 'Frota & Cia',
      });
      await aLead(new Date('2026-11-25T15:00:00Z'), {
        owner_id: carla.id,
        status: 'contacted',
        next_step_on: '2026-11-26',
        first_name: 'Caio',
      });
      const dora = await aLead(new Date('2026-11-26T10:00:00Z'), { first_name: 'Dora' });
      await aLead(new Date('2026-11-26T10:30:00Z'), { owner_id: john.id, first_name: 'Edu' });

      const [a, b] = [anInstance(), anInstance(undefined, await anotherConnection())];
      // 7:59 in São Paulo: not yet.
      clock = new Date('2026-11-26T10:59:00Z');
      await Promise.all([a.tick(), b.tick()]);
      expect(mailsTo(carla.email)).toHaveLength(0);

      clock = new Date('2026-11-26T11:00:00Z');
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      clock = new Date('2026-11-26T14:00:00Z');
      await Promise.all([a.tick(), b.tick()]);

      const [toCarla, ...moreToCarla] = mailsTo(carla.email);
      expect(moreToCarla).toHaveLength(0);
      expect(mailsTo(john.email)).toHaveLength(1);
      // Nothing of its own, but a new lead nobody owns is everyone's to see.
      expect(mailsTo(quiet.email).map((mail) => mail.text)).toEqual([
        expect.stringContaining('Novos, sem dono: 1 pessoa'),
      ]);

      expect(toCarla?.subject).toBe('Seu resumo de 26/11/2026: 4 contatos para ver');
      expect(toCarla?.text).toContain('Bom dia, Carla Vendas.');
      expect(toCarla?.text).toContain('Atrasados: 1');
      expect(toCarla?.text).toContain(
        `Beatriz Souza (Frota & Cia): ${site}/inbox/leads/${overdue}`,
      );
      expect(toCarla?.text).toContain(`Abrir a lista: ${site}/inbox?owner=me&due=overdue`);
      expect(toCarla?.text).toContain('Próximo passo para hoje: 1');
      expect(toCarla?.text).toContain('Novos, sem dono: 1 pessoa\n');
      expect(toCarla?.html).toContain(`href="${site}/inbox?owner=me&amp;due=today"`);
      expect(toCarla?.html).toContain('Frota &amp; Cia');
      expect(toCarla?.text).not.toContain('Mensagem confidencial');

      const [toJohn] = mailsTo(john.email);
      expect(toJohn?.subject).toBe('Your digest for 2026-11-26: 2 leads to look at');
      expect(toJohn?.text).toContain('New, yours: 1 person\n');
      expect(toJohn?.text).toContain('New, unassigned: 1 person\n');

      const rows = await db()
        .selectFrom('jobs')
        .select(['key', 'done_at', 'skipped'])
        .where('kind', '=', 'digest')
        .where('key', 'like', '2026-11-26:%')
        .execute();
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row.done_at && !row.skipped)).toBe(true);

      // Friday: the unowned lead was answered; an account with nothing to see gets no mail.
      await db().updateTable('leads').set({ status: 'contacted' }).where('id', '=', dora).execute();
      clock = new Date('2026-11-27T11:30:00Z');
      await a.tick();
      expect(mailsTo(quiet.email)).toHaveLength(1);
      const friday = await db()
        .selectFrom('jobs')
        .select('skipped')
        .where('key', '=', `2026-11-27:${quiet.id}`)
        .executeTakeFirst();
      expect(friday?.skipped).toBe('nothing_to_tell');

      // Saturday and Sunday, and a national holiday (Friday 25 December): nothing queued.
      for (const day of ['2026-11-28', '2026-11-29', '2026-12-25']) {
        clock = new Date(`${day}T12:00:00Z`);
        await a.tick();
      }
      const weekend = await db()
        .selectFrom('jobs')
        .select('key')
        .where('kind', '=', 'digest')
        .where((eb) =>
          eb.or([
            eb('key', 'like', '2026-11-28:%'),
            eb('key', 'like', '2026-11-29:%'),
            eb('key', 'like', '2026-12-25:%'),
          ]),
        )
        .execute();
      expect(weekend).toEqual([]);
    });

    it('retries a digest the mail server did not take, and sends it once', async () => {
      const dana = await anInboxUser(db(), 'Dana');
      await aLead(new Date('2026-11-30T10:00:00Z'), { owner_id: dana.id });
      const instance = anInstance();
      await smtp.stop();
      // Monday 30 November, 9:00 in São Paulo.
      clock = new Date('2026-11-30T12:00:00Z');
      await instance.tick();
      const failed = await db()
        .selectFrom('jobs')
        .select(['attempts', 'last_error', 'done_at'])
        .where('key', '=', `2026-11-30:${dana.id}`)
        .executeTakeFirstOrThrow();
      expect(failed.attempts).toBe(1);
      expect(failed.last_error).toBeTruthy();
      expect(failed.done_at).toBeNull();

      await smtp.start();
      await waitUntil(async () => {
        await instance.tick();
        return mailsTo(dana.email).length > 0;
      });
      await instance.tick();
      expect(mailsTo(dana.email)).toHaveLength(1);
    });

    it('sends the weekly report once per week from Monday 8:00, the week beside the one before', async () => {
      const report = () => mailsTo('marketing@transvia.example');
      const before = report().length;
      const [a, b] = [anInstance(), anInstance(undefined, await anotherConnection())];
      // Monday 7 December 2026, 7:59 in São Paulo.
      clock = new Date('2026-12-07T10:59:00Z');
      await Promise.all([a.tick(), b.tick()]);
      expect(report()).toHaveLength(before);

      clock = new Date('2026-12-07T11:00:00Z');
      await Promise.all([a.tick(), b.tick()]);
      clock = new Date('2026-12-09T15:00:00Z');
      await Promise.all([a.tick(), b.tick()]);
      const sent = report().slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toBe('Relatório semanal do site: 30/11/2026 a 06/12/2026');
      expect(sent[0]?.text).toContain('Totais');
      expect(sent[0]?.text).toContain('Esta semana | Semana anterior | Variação');
      expect(sent[0]?.text).toContain('Principais origens');
      expect(sent[0]?.text).toContain('Principais campanhas');
      expect(sent[0]?.html).toContain('<th scope="col"');
      expect(sent[0]?.text).toContain(`${site}/inbox/insights?from=2026-11-30&to=2026-12-06`);
    });

    it('alerts each chat once when a lead passes its first-response limit still new', async () => {
      const { senders, close } = createNotifications(config(), db());
      let worker: OutboxWorker | undefined;
      const instance = anInstance(() => worker?.wake());
      worker = startOutboxWorker({
        db: db(),
        senders: senders.filter((sender) => ['slack', 'teams'].includes(sender.channel)),
        retryMaxMs: 20,
        log: silent,
        pollIntervalMs: 50,
      });
      running.push({
        async stop() {
          await worker?.stop();
          close();
        },
      });
      // Thursday 10 December 2026, 14:00 in São Paulo: 4 business hours back is 10:00.
      clock = new Date('2026-12-10T17:00:00Z');
      const late = await aLead(new Date('2026-12-10T12:30:00Z'), {
        first_name: 'Fabio',
        company: 'Log <Sul>',
      });
      const answered = await aLead(new Date('2026-12-10T12:00:00Z'), { status: 'contacted' });
      const spam = await aLead(new Date('2026-12-10T12:10:00Z'), { status: 'spam' });
      const recent = await aLead(new Date('2026-12-10T16:00:00Z'));
      const old = await aLead(new Date('2026-12-01T12:00:00Z'));

      await Promise.all([instance.tick(), instance.tick()]);
      const queued = await db()
        .selectFrom('outbox')
        .select(['lead_id', 'channel'])
        .where('event', '=', 'lead.overdue')
        .where('lead_id', 'in', [late, answered, spam, recent, old])
        .orderBy('channel')
        .execute();
      expect(queued).toEqual([
        { lead_id: late, channel: 'slack' },
        { lead_id: late, channel: 'teams' },
      ]);

      await waitUntil(async () => slack.messages.length > 0 && teams.messages.length > 0);
      expect(slack.refused).toEqual([]);
      expect(teams.refused).toEqual([]);
      const slackText = JSON.stringify(slack.messages.at(-1));
      expect(slackText).toContain('Contato sem resposta há 4 horas úteis: Fabio Souza');
      expect(slackText).toContain('Empresa: Log <Sul>');
      expect(slackText).toContain('Origem: google');
      expect(slackText).toContain(`<${site}/inbox/leads/${late}|Abrir no inbox>`);
      const teamsText = JSON.stringify(teams.messages.at(-1));
      expect(teamsText).toContain('Fabio Souza');
      expect(teamsText).toContain(`${site}/inbox/leads/${late}`);
      for (const text of [slackText, teamsText]) {
        expect(text).not.toContain('Mensagem confidencial');
        expect(text).not.toContain('@example.com');
        expect(text).not.toContain('99999');
      }

      // Later ticks find it again and queue nothing more.
      clock = new Date('2026-12-10T18:00:00Z');
      await instance.tick();
      const again = await db()
        .selectFrom('outbox')
        .select('channel')
        .where('event', '=', 'lead.overdue')
        .where('lead_id', '=', late)
        .execute();
      expect(again).toHaveLength(2);
    });
  });
});
