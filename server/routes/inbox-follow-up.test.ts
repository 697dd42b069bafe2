/**
 * Follow-up through the inbox API: a lead's next step (a day and a short text, a versioned
 * change in the audit log without its text), the views "Due today" and "Overdue" with their
 * counts, and the first-response clock's mark, on the embedded database and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '@server/app';
import { addDays, dayFormatter } from '@server/events/site-day';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

describe.each(backends)('follow-up of leads on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let carla: SignedIn;
  const db = () => opened.database.db;
  // The site's day as the server reads it (SITE_TIME_ZONE's default).
  const today = () => dayFormatter('America/Sao_Paulo')(new Date());

  const get = (url: string) => app.inject({ url, headers: carla.read });
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: carla.write });
  const ids = async (url: string) =>
    ((await get(url)).json() as { leads: { id: string }[] }).leads.map((lead) => lead.id);

  /** A lead written straight to the table, received `daysAgo` days ago. */
  async function insertLead(
    daysAgo: number,
    more: { status?: 'new' | 'contacted' | 'won'; next_step_on?: string } = {},
  ) {
    const contact = aContact();
    const id = randomUUID();
    await db()
      .insertInto('leads')
      .values({
        id,
        created_at: new Date(Date.now() - daysAgo * 86_400_000),
        first_name: contact.firstName,
        last_name: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        message: contact.message,
        subject: 'Assunto',
        language: 'pt',
        page: '/contact',
        idempotency_key: null,
        ...more,
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    carla = await signIn(app, await anInboxUser(db(), 'Carla Vendas'));
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  beforeEach(async () => {
    if (!backend.available) return;
    await db().deleteFrom('leads').execute();
    await db().deleteFrom('audit_log').execute();
  });

  describe.skipIf(!backend.available)('', () => {
    it('sets, changes and clears a next step, each a new version logged without its text', async () => {
      const id = await insertLead(0);
      const set = await post(`/api/inbox/leads/${id}/next-step`, {
        on: today(),
        text: '  Ligar às 10h  ',
        version: 1,
      });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({
        lead: { version: 2, nextStepOn: today(), nextStep: 'Ligar às 10h' },
      });
      const same = await post(`/api/inbox/leads/${id}/next-step`, {
        on: today(),
        text: 'Ligar às 10h',
        version: 2,
      });
      expect(same.json()).toMatchObject({ lead: { version: 2 } });
      const cleared = await post(`/api/inbox/leads/${id}/next-step`, { on: null, version: 2 });
      expect(cleared.json()).toMatchObject({
        lead: { version: 3, nextStepOn: null, nextStep: null },
      });

      const audit = (await get(`/api/inbox/audit?leadId=${id}`)).json() as {
        entries: { action: string; details: object }[];
      };
      expect(audit.entries.map(({ action, details }) => ({ action, details }))).toEqual([
        { action: 'next_step_changed', details: { from: today(), to: null } },
        { action: 'next_step_changed', details: { from: null, to: today() } },
      ]);
      expect(JSON.stringify(audit)).not.toContain('Ligar');
    });

    it('refuses a day that is not one, a text past 200 characters, and an old version', async () => {
      const id = await insertLead(0);
      const badDay = await post(`/api/inbox/leads/${id}/next-step`, {
        on: '31/12/2026',
        version: 1,
      });
      expect(badDay.statusCode).toBe(400);
      expect(badDay.json()).toMatchObject({ fields: { on: expect.any(String) } });
      const long = await post(`/api/inbox/leads/${id}/next-step`, {
        on: today(),
        text: 'x'.repeat(201),
        version: 1,
      });
      expect(long.json()).toMatchObject({ fields: { text: expect.any(String) } });
      await post(`/api/inbox/leads/${id}/status`, { status: 'contacted', version: 1 });
      const late = await post(`/api/inbox/leads/${id}/next-step`, { on: today(), version: 1 });
      expect(late.statusCode).toBe(409);
    });

    it('shows Due today and Overdue, each with its count, for the leads still being worked', async () => {
      const dueToday = await insertLead(0, { status: 'contacted', next_step_on: today() });
      const stepGoneBy = await insertLead(1, {
        status: 'contacted',
        next_step_on: addDays(today(), -1),
      });
      // Still new a week later: past any first-response limit.
      const unanswered = await insertLead(7);
      const fresh = await insertLead(0);
      // Won: its old next step is due no more.
      await insertLead(3, { status: 'won', next_step_on: addDays(today(), -2) });
      await insertLead(0, { status: 'contacted', next_step_on: addDays(today(), 3) });

      expect(await ids('/api/inbox/leads?due=today')).toEqual([dueToday]);
      expect(await ids('/api/inbox/leads?due=overdue')).toEqual([stepGoneBy, unanswered]);
      expect((await get('/api/inbox/leads/counts')).json()).toMatchObject({
        all: 6,
        dueToday: 1,
        overdue: 2,
      });
      // The follow-up views combine with the owner views and the other filters.
      expect((await get('/api/inbox/leads/counts?owner=me')).json()).toMatchObject({
        dueToday: 0,
        overdue: 0,
      });
      expect((await get('/api/inbox/leads/counts?due=overdue&status=new')).json()).toMatchObject({
        all: 1,
        overdue: 1,
        dueToday: 0,
      });
      expect(await ids('/api/inbox/leads?due=overdue&status=new')).toEqual([unanswered]);

      const rows = (await get('/api/inbox/leads')).json() as {
        leads: { id: string; overdue: boolean; respondBy: string | null }[];
      };
      const byId = new Map(rows.leads.map((lead) => [lead.id, lead]));
      expect(byId.get(unanswered)?.overdue).toBe(true);
      expect(byId.get(stepGoneBy)?.overdue).toBe(true);
      expect(byId.get(dueToday)?.overdue).toBe(false);
      expect(byId.get(fresh)?.overdue).toBe(false);
      // The first answer of a new lead is due in the future; a lead being worked has none.
      expect(Date.parse(byId.get(fresh)?.respondBy ?? '')).toBeGreaterThan(Date.now());
      expect(byId.get(dueToday)?.respondBy).toBeNull();
      expect((await get('/api/inbox/leads?due=later')).statusCode).toBe(400);
    });
  });
});
