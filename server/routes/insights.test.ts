/**
 * GET /api/insights on the embedded database and on a PostgreSQL server: visits counted by
 * POST /api/event and leads counted by their attribution, joined on the same source, over
 * days in the site's time zone.
 */
import { randomUUID } from 'node:crypto';
import type { EventCounts, Insights } from '@contract/insights';
import { namedEventNames } from '@contract/visit-events';
import { buildApp } from '@server/app';
import { storeVisitEvents } from '@server/db/visit-counts-repository';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { browserAgent, pageview, sendEvent, siteUrl } from '@server/test-support/events';
import { aContact, adminToken, authorization } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** Every named event at 0 but those given. */
const eventCounts = (counted: Partial<EventCounts>): EventCounts => ({
  ...(Object.fromEntries(namedEventNames.map((name) => [name, 0])) as EventCounts),
  ...counted,
});

describe.each(backends)('GET /api/insights on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;

  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };

  const insights = (query: string, headers: Record<string, string> = authorization, on = app) =>
    on.inject({ url: `/api/insights${query}`, headers });

  /** A lead as the contact form stores it, with its visit's attribution. */
  async function storeLead(createdAt: string, attribution: Record<string, string | null>) {
    const contact = aContact();
    await sql`insert into leads (id, created_at, first_name, last_name, email, phone, message,
                                 subject, language, page, attribution_source,
                                 attribution_medium, attribution_campaign)
              values (${randomUUID()}, ${createdAt}::timestamptz, ${contact.firstName},
                      ${contact.lastName}, ${contact.email}, ${contact.phone}, ${contact.message},
                      'Assunto', ${attribution.language ?? 'pt'}, '/contact',
                      ${attribution.source ?? null}, ${attribution.medium ?? null},
                      ${attribution.campaign ?? null})`.execute(opened.database.db);
  }

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig({ PUBLIC_SITE_URL: siteUrl, ADMIN_TOKEN: adminToken }),
      database: opened.database,
    });
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  beforeEach(async () => {
    if (!backend.available) return;
    const { db } = opened.database;
    for (const table of [
      'visit_counts',
      'visit_counts_daily',
      'visit_counts_by_source',
      'visit_counts_by_page',
      'visitors_today',
      'visitor_salts',
      'leads',
    ] as const) {
      await db.deleteFrom(table).execute();
    }
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  describe.skipIf(!backend.available)('', () => {
    it('counts visits by day, source, page and language, and leads without a counted visit apart', async () => {
      at('2026-03-10T13:00:00Z');
      const newsletter = '?utm_source=newsletter&utm_medium=email&utm_campaign=nov';
      await sendEvent(app, pageview(`/${newsletter}`), { ip: '198.51.100.1' });
      await sendEvent(app, pageview('/contact', `${siteUrl}/`), { ip: '198.51.100.1' });
      await sendEvent(app, pageview('/contact', `${siteUrl}/`, 'whatsapp_clicked'), {
        ip: '198.51.100.1',
      });
      await sendEvent(app, pageview(`/en${newsletter}`), { ip: '198.51.100.2' });
      await sendEvent(app, pageview('/', 'https://www.google.com/'), { ip: '198.51.100.3' });
      await sendEvent(app, pageview('/', null, 'demo_clicked'), { ip: '198.51.100.3' });
      at('2026-03-12T13:00:00Z');
      await sendEvent(app, pageview('/about'), { ip: '198.51.100.1' });
      await storeLead('2026-03-10T13:05:00Z', {
        source: 'newsletter',
        medium: 'email',
        campaign: 'nov',
      });
      // 01:30 UTC on the 11th is the evening of the 10th in São Paulo.
      await storeLead('2026-03-11T01:30:00Z', {
        source: 'google',
        medium: 'organic',
        language: 'en',
      });
      await storeLead('2026-03-12T13:05:00Z', {});

      const response = await insights('?from=2026-03-10&to=2026-03-12');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<Insights>();
      expect(body).toMatchObject({
        from: '2026-03-10',
        to: '2026-03-12',
        timeZone: 'America/Sao_Paulo',
        views: 5,
        visits: 4,
        visitors: 4,
        leads: 3,
        leadVisits: 0,
        conversionRate: 0,
        // Stored without going through the contact form: no counted visit (decision 220).
        leadsWithoutVisit: 3,
        events: { demo_clicked: 1, module_opened: 0, whatsapp_clicked: 1 },
      });
      expect(body.byDay.map((day) => [day.day, day.views, day.visits, day.leads])).toEqual([
        ['2026-03-10', 4, 3, 2],
        ['2026-03-11', 0, 0, 0],
        ['2026-03-12', 1, 1, 1],
      ]);
      expect(body.bySource).toMatchObject([
        {
          source: 'newsletter',
          medium: 'email',
          campaign: 'nov',
          views: 3,
          visits: 2,
          visitors: 2,
          leads: 0,
          leadVisits: 0,
          conversionRate: 0,
          events: eventCounts({ whatsapp_clicked: 1 }),
        },
        {
          source: '(direct)',
          medium: null,
          campaign: null,
          views: 1,
          visits: 1,
          visitors: 1,
          leads: 0,
          leadVisits: 0,
          conversionRate: 0,
          events: eventCounts({}),
        },
        {
          source: 'google',
          medium: 'organic',
          campaign: null,
          views: 1,
          visits: 1,
          visitors: 1,
          leads: 0,
          leadVisits: 0,
          conversionRate: 0,
          events: eventCounts({ demo_clicked: 1 }),
        },
      ]);
      expect(body.byPage.map((page) => [page.path, page.language, page.views])).toEqual([
        ['/', 'pt', 2],
        ['/about', 'pt', 1],
        ['/contact', 'pt', 1],
        ['/en', 'en', 1],
      ]);
      expect(body.byLanguage).toMatchObject([
        {
          language: 'pt',
          views: 4,
          visits: 3,
          visitors: 3,
          leads: 2,
          leadVisits: 0,
          conversionRate: 0,
        },
        {
          language: 'en',
          views: 1,
          visits: 1,
          visitors: 1,
          leads: 1,
          leadVisits: 0,
          conversionRate: 0,
        },
      ]);
    });

    it('puts every total and row beside the previous period of the same length, with the change', async () => {
      const newsletter = '/?utm_source=newsletter';
      at('2026-03-03T13:00:00Z');
      await sendEvent(app, pageview(newsletter), { ip: '198.51.100.21' });
      await sendEvent(app, pageview('/', 'https://www.google.com/'), { ip: '198.51.100.22' });
      at('2026-03-10T13:00:00Z');
      await sendEvent(app, pageview(newsletter), { ip: '198.51.100.23' });
      await sendEvent(app, pageview(newsletter), { ip: '198.51.100.24' });
      await sendEvent(app, pageview('/en'), { ip: '198.51.100.25' });

      const body = (await insights('?from=2026-03-08&to=2026-03-14')).json<Insights>();
      expect(body.previousRange).toEqual({ from: '2026-03-01', to: '2026-03-07' });
      expect(body).toMatchObject({
        visits: 3,
        previous: { visits: 2, leads: 0, conversionRate: 0 },
        change: { visits: 0.5, leads: null, conversionRate: 0 },
      });
      expect(body.bySource).toMatchObject([
        { source: 'newsletter', visits: 2, previous: { visits: 1 }, change: { visits: 1 } },
        { source: '(direct)', visits: 1, previous: { visits: 0 }, change: { visits: null } },
      ]);
      expect(body.byLanguage).toMatchObject([
        { language: 'pt', visits: 2, previous: { visits: 2 }, change: { visits: 0 } },
        { language: 'en', visits: 1, previous: { visits: 0 }, change: { visits: null } },
      ]);
      expect(body.byPage.find((page) => page.path === '/')).toMatchObject({
        views: 2,
        previous: { views: 2 },
        change: { views: 0 },
      });
    });

    it('adds whole months and the days at the edges of a range, and nothing outside it', async () => {
      for (const [iso, source] of [
        ['2026-01-15T15:00:00Z', 'outside'],
        ['2026-01-25T15:00:00Z', 'january'],
        ['2026-02-10T15:00:00Z', 'february'],
        ['2026-03-05T15:00:00Z', 'march'],
        ['2026-03-06T15:00:00Z', 'after'],
      ] as const) {
        at(iso);
        await sendEvent(app, pageview(`/?utm_source=${source}`));
      }
      const body = (await insights('?from=2026-01-20&to=2026-03-05')).json<Insights>();
      expect(body.bySource.map((row) => row.source).sort()).toEqual([
        'february',
        'january',
        'march',
      ]);
      expect(body.byPage).toMatchObject([{ path: '/', views: 3 }]);
      expect(body.views).toBe(3);
      expect(body.byDay).toHaveLength(45);
    });

    describe('the copy of closed days (decision 082)', () => {
      const views = async (range: string, on = app) =>
        (await insights(range, authorization, on)).json<Insights>().views;

      it('counts a batch that lands on a closed day after the copy was made', async () => {
        at('2026-03-10T15:00:00Z');
        await sendEvent(app, pageview('/'));
        at('2026-03-12T15:00:00Z');
        expect(await views('?from=2026-03-09&to=2026-03-12')).toBe(1);
        // A batch of the 10th committed late (it started before midnight).
        await storeVisitEvents(
          opened.database.db,
          '2026-03-10',
          [
            {
              visitor: '42',
              name: 'pageview',
              path: '/about',
              language: 'pt',
              source: 'late',
              medium: '',
              campaign: '',
            },
          ],
          new Date(),
        );
        const body = (await insights('?from=2026-03-09&to=2026-03-12')).json<Insights>();
        expect(body.views).toBe(2);
        expect(body.bySource.map((row) => row.source).sort()).toEqual(['(direct)', 'late']);
        expect(body.byPage.map((row) => row.path)).toEqual(['/', '/about']);
      });

      it("counts another instance's events on a day this one has closed", async () => {
        const other = await buildApp({
          config: testConfig({ PUBLIC_SITE_URL: siteUrl, ADMIN_TOKEN: adminToken }),
          database: opened.database,
        });
        try {
          at('2026-03-10T15:00:00Z');
          await sendEvent(app, pageview('/'));
          at('2026-03-12T15:00:00Z');
          expect(await views('?from=2026-03-01&to=2026-03-31')).toBe(1);
          // The other instance's clock is behind: for it, the 10th is still today.
          at('2026-03-10T23:00:00Z');
          await sendEvent(other, pageview('/en'), { ip: '198.51.100.9' });
          at('2026-03-12T15:00:00Z');
          expect(await views('?from=2026-03-01&to=2026-03-31')).toBe(2);
          expect(await views('?from=2026-03-01&to=2026-03-31', other)).toBe(2);
        } finally {
          await other.close();
        }
      });

      it('moves today into the copy when the site changes day, and counts the new day live', async () => {
        // 23:50 on the 10th in São Paulo (UTC−3).
        at('2026-03-11T02:50:00Z');
        await sendEvent(app, pageview('/'));
        const range = '?from=2026-03-09&to=2026-03-11';
        expect(await views(range)).toBe(1);
        // 00:10 on the 11th.
        at('2026-03-11T03:10:00Z');
        expect(await views(range)).toBe(1);
        await sendEvent(app, pageview('/about'));
        const body = (await insights(range)).json<Insights>();
        expect(body.byDay.map((day) => [day.day, day.views])).toEqual([
          ['2026-03-09', 0],
          ['2026-03-10', 1],
          ['2026-03-11', 1],
        ]);
        expect(body.byPage.map((page) => [page.path, page.views])).toEqual([
          ['/', 1],
          ['/about', 1],
        ]);
      });

      it('adds the copy and today into one row per source and page', async () => {
        at('2026-03-10T15:00:00Z');
        await sendEvent(app, pageview('/?utm_source=newsletter'), { ip: '198.51.100.1' });
        at('2026-03-12T15:00:00Z');
        await sendEvent(app, pageview('/?utm_source=newsletter'), { ip: '198.51.100.2' });
        const body = (await insights('?from=2026-03-10&to=2026-03-12')).json<Insights>();
        expect(body.bySource).toMatchObject([{ source: 'newsletter', views: 2, visitors: 2 }]);
        expect(body.byPage).toMatchObject([{ path: '/', views: 2, visits: 2 }]);
        expect(body.bySource).toHaveLength(1);
      });

      it("counts a closed day's leads stored, erased or changed after the copy was made", async () => {
        at('2026-03-12T15:00:00Z');
        const range = '?from=2026-03-01&to=2026-03-12';
        await storeLead('2026-03-10T13:00:00Z', { source: 'newsletter' });
        expect((await insights(range)).json<Insights>().leads).toBe(1);
        // Stored by an instance whose clock is behind, just before its midnight.
        await storeLead('2026-03-11T02:59:00Z', { source: 'newsletter' });
        expect((await insights(range)).json<Insights>().leads).toBe(2);
        const { db } = opened.database;
        await db.deleteFrom('leads').where('created_at', '<', new Date('2026-03-11')).execute();
        expect((await insights(range)).json<Insights>().leads).toBe(1);
        // The lead found its counted visit, then its source changed (by hand).
        const [lead] = await db.selectFrom('leads').select('id').execute();
        await db
          .insertInto('lead_counted_visits')
          .values({ lead_id: lead?.id ?? '' })
          .execute();
        await db.updateTable('leads').set({ attribution_source: 'google' }).execute();
        const body = (await insights(range)).json<Insights>();
        expect(body.bySource).toMatchObject([{ source: 'google', leads: 1 }]);
        expect(body.byDay.find((day) => day.day === '2026-03-10')?.leads).toBe(1);
      });

      it("counts today's events and leads that arrive after today was read", async () => {
        at('2026-03-12T15:00:00Z');
        const range = '?from=2026-03-12&to=2026-03-12';
        await sendEvent(app, pageview('/'), { ip: '198.51.100.1' });
        expect(await views(range)).toBe(1);
        expect(await views(range)).toBe(1);
        await sendEvent(app, pageview('/about'), { ip: '198.51.100.2' });
        expect(await views(range)).toBe(2);
        await storeLead('2026-03-12T16:00:00Z', { source: 'newsletter' });
        expect((await insights(range)).json<Insights>().leads).toBe(1);
      });

      it('reads closed days again after counts are deleted by hand', async () => {
        at('2026-03-10T15:00:00Z');
        await sendEvent(app, pageview('/'));
        at('2026-03-12T15:00:00Z');
        expect(await views('?from=2026-03-10&to=2026-03-11')).toBe(1);
        await opened.database.db.deleteFrom('visit_counts_daily').execute();
        expect(await views('?from=2026-03-10&to=2026-03-11')).toBe(0);
      });
    });

    it('defaults to the last 30 days, today included', async () => {
      at('2026-03-10T15:00:00Z');
      const body = (await insights('')).json<Insights>();
      expect([body.from, body.to, body.byDay.length]).toEqual(['2026-02-09', '2026-03-10', 30]);
    });

    it.each([
      ['a date that is not one', '?from=10/03/2026', 'from'],
      ['a day that does not exist', '?from=2026-02-30&to=2026-03-01', 'from'],
      ['from after to', '?from=2026-03-10&to=2026-03-01', 'from'],
      ['more than 366 days', '?from=2025-01-01&to=2026-01-02', 'to'],
    ])('refuses %s with 400 naming the parameter', async (_name, query, field) => {
      const response = await insights(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation',
        fields: { [field]: expect.any(String) },
      });
    });

    it('needs the admin token (401), does not exist without one (404) nor with ANALYTICS=off', async () => {
      expect((await insights('', {})).statusCode).toBe(401);
      const noToken = await buildApp({ config: testConfig(), database: opened.database });
      expect((await insights('', authorization, noToken)).statusCode).toBe(404);
      await noToken.close();
      const off = await buildApp({
        config: testConfig({ ANALYTICS: 'off', ADMIN_TOKEN: adminToken }),
        database: opened.database,
      });
      expect((await insights('', authorization, off)).statusCode).toBe(404);
      expect((await sendEvent(off, pageview('/'), { userAgent: browserAgent })).statusCode).toBe(
        404,
      );
      await off.close();
    });
  });
});
