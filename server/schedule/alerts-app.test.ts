/**
 * The alerts as the running server gives them (PGlite): a new lead reaches Slack and Teams
 * through the outbox in their documented formats, with its name, company, source and link
 * only; CHAT_ALERTS=overdue queues no alert for a new lead; `POST /api/insights/report` (the
 * CLI's `insights --email` through the server) mails the weekly report now.
 */
import { rm } from 'node:fs/promises';
import { buildApp } from '@server/app';
import { type Database, openDatabase } from '@server/db/database';
import { migratedDataDir, testConfig } from '@server/test-support/backends';
import { type ChatSink, startChatSink } from '@server/test-support/chat-sink';
import { aContact, adminToken, authorization } from '@server/test-support/leads';
import { type SmtpSink, startSmtpSink } from '@server/test-support/smtp-sink';
import { waitUntil } from '@server/test-support/wait-until';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const site = 'https://www.transvia.example';

describe('alerts through the running server', () => {
  let dataDir: string;
  let database: Database;
  let smtp: SmtpSink;
  let slack: ChatSink;
  let teams: ChatSink;
  const apps: FastifyInstance[] = [];

  async function startApp(env: Record<string, string>) {
    const app = await buildApp({
      config: testConfig({
        PUBLIC_SITE_URL: site,
        ADMIN_TOKEN: adminToken,
        NOTIFY_RETRY_MAX_MS: '200',
        ...env,
      }),
      database,
      outboxPollIntervalMs: 100,
      logger: false,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  async function sendLead(app: FastifyInstance, contact: Record<string, unknown>) {
    const response = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(contact),
    });
    expect(response.statusCode).toBe(200);
    return response.json()[0].id as string;
  }

  beforeAll(async () => {
    dataDir = await migratedDataDir();
    database = await openDatabase({ DATA_DIR: dataDir }, { role: 'server' });
    smtp = await startSmtpSink();
    slack = await startChatSink('slack');
    teams = await startChatSink('teams');
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  afterAll(async () => {
    await database.close();
    await smtp.stop();
    await slack.close();
    await teams.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('tells Slack and Teams of a new lead, in their formats, with no more than needed', async () => {
    const app = await startApp({
      SLACK_WEBHOOK_URL: slack.url,
      TEAMS_WEBHOOK_URL: teams.url,
      TEAM_LANGUAGE: 'en',
    });
    const contact = aContact({
      firstName: 'Helena',
      company: 'Cargas [Norte](http://phish.example)',
      subject: 'Demo',
      phone: '11 97777-1234',
      message: 'Segredo comercial do cliente',
      attribution: { source: 'linkedin', medium: 'social', campaign: 'tms-2026' },
    });
    const id = await sendLead(app, contact);
    await waitUntil(() => slack.messages.length > 0 && teams.messages.length > 0);
    expect(slack.refused).toEqual([]);
    expect(teams.refused).toEqual([]);

    const toSlack = slack.messages.at(-1);
    expect(toSlack?.text).toBe('New lead from the site: Helena Souza');
    expect(toSlack?.blocks).toEqual([
      {
        type: 'header',
        text: { type: 'plain_text', text: 'New lead from the site: Helena Souza' },
      },
      {
        type: 'section',
        fields: [
          { type: 'plain_text', text: 'Company: Cargas [Norte](http://phish.example)' },
          { type: 'plain_text', text: 'Source: linkedin' },
        ],
      },
      {
        type: 'section',
        text: { type: 'mrkdwn', text: `<${site}/inbox/leads/${id}|Open in the inbox>` },
      },
    ]);

    const attachments = (teams.messages.at(-1)?.attachments ?? []) as {
      content: Record<string, unknown>;
    }[];
    const card = attachments[0]?.content;
    expect(card?.body).toEqual([
      {
        type: 'TextBlock',
        text: 'New lead from the site: Helena Souza',
        weight: 'Bolder',
        size: 'Medium',
        wrap: true,
      },
      {
        type: 'FactSet',
        facts: [
          // Brackets lose their Markdown meaning: no link of a visitor's making in the channel.
          { title: 'Company', value: 'Cargas (Norte)(http://phish.example)' },
          { title: 'Source', value: 'linkedin' },
        ],
      },
    ]);
    expect(card?.actions).toEqual([
      { type: 'Action.OpenUrl', title: 'Open in the inbox', url: `${site}/inbox/leads/${id}` },
    ]);

    for (const message of [JSON.stringify(toSlack), JSON.stringify(teams.messages.at(-1))]) {
      expect(message).not.toContain(contact.email);
      expect(message).not.toContain('97777');
      expect(message).not.toContain('Segredo');
    }
  });

  it('queues no chat alert for a new lead when only overdue leads are asked for', async () => {
    const app = await startApp({ SLACK_WEBHOOK_URL: slack.url, CHAT_ALERTS: 'overdue' });
    const id = await sendLead(app, aContact({ subject: 'Demo' }));
    const rows = await database.db
      .selectFrom('outbox')
      .select('channel')
      .where('lead_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('mails the weekly report now on request, and says when it is not configured', async () => {
    const off = await startApp({});
    const refused = await off.inject({
      method: 'POST',
      url: '/api/insights/report',
      headers: authorization,
    });
    expect(refused.statusCode).toBe(409);
    await off.close();

    const app = await startApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Site <site@transvia.example>',
      LEADS_NOTIFY_TO: 'vendas@transvia.example',
      INSIGHTS_REPORT_TO: 'diretoria@transvia.example',
      TEAM_LANGUAGE: 'en',
      INBOX_DIGEST: 'off',
    });
    const unauthorised = await app.inject({ method: 'POST', url: '/api/insights/report' });
    expect(unauthorised.statusCode).toBe(401);
    const response = await app.inject({
      method: 'POST',
      url: '/api/insights/report',
      headers: authorization,
    });
    expect(response.json()).toEqual({ outcome: 'sent', to: 'diretoria@transvia.example' });
    const mail = smtp.mails.find((sent) => sent.to.includes('diretoria@transvia.example'));
    expect(mail?.subject).toMatch(/^Weekly site report: \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
    expect(mail?.text).toContain('This week | Week before | Change');
    expect(mail?.html).toContain('Top sources');
  });
});
