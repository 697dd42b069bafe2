/**
 * The funnel and the goals, on the embedded database and on a PostgreSQL
 * server: each goal is counted once per visit, on the visit's own row, like the visits that
 * sent a lead (decision 220), so a visit that views the contact page three times or starts the
 * form twice counts once, and no rate passes 100%.
 */
import { funnelOf, type Insights } from '@contract/insights';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { browserAgent, pageview, sendEvent, siteUrl, tabOf } from '@server/test-support/events';
import { aContact, adminToken, authorization } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const config = testConfig({ PUBLIC_SITE_URL: siteUrl, ADMIN_TOKEN: adminToken });

describe.each(backends)('the funnel and the goals on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  /** Another instance on the same database: it has seen none of the first one's visitors. */
  let other: FastifyInstance;

  async function sendLead(ip: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'user-agent': browserAgent },
      payload: JSON.stringify(aContact({ visitId: tabOf(ip) })),
    });
    expect(response.statusCode).toBe(200);
  }

  const send = async (ip: string, path: string, name = 'pageview', to = app) =>
    expect((await sendEvent(to, pageview(path, null, name), { ip })).statusCode).toBe(202);

  async function insights(): Promise<Insights> {
    const response = await app.inject({ url: '/api/insights', headers: authorization });
    expect(response.statusCode).toBe(200);
    return response.json<Insights>();
  }

  /** On every row, each goal's visits are at most the row's visits, and no rate passes 1. */
  function expectGoalsWithinVisits(body: Insights) {
    for (const row of [body, ...body.byDay, ...body.bySource, ...body.byPage, ...body.byLanguage]) {
      for (const visits of Object.values(row.goalVisits)) {
        expect(visits).toBeLessThanOrEqual(row.visits);
      }
    }
    for (const step of [...body.funnel, ...body.bySource.flatMap((row) => funnelOf(row))]) {
      if (step.rate !== null) expect(step.rate).toBeLessThanOrEqual(1);
      if (step.drop !== null) expect(step.drop).toBeGreaterThanOrEqual(0);
    }
    for (const goal of body.goals) {
      if (goal.conversionRate !== null) expect(goal.conversionRate).toBeLessThanOrEqual(1);
    }
  }

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({ config, database: opened.database });
    other = await buildApp({ config, database: opened.database });
  });

  afterAll(async () => {
    await other?.close();
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
      'leads',
    ] as const) {
      await db.deleteFrom(table).execute();
    }
  });

  describe.skipIf(!backend.available)('', () => {
    it('counts each step once per visit, overall and per source, with the drop at each step', async () => {
      const newsletter = '/?utm_source=newsletter&utm_medium=email&utm_campaign=nov';
      // A newsletter visit: the contact page three times, the form started twice, a lead.
      await send('198.51.102.1', newsletter);
      for (let i = 0; i < 3; i++) await send('198.51.102.1', '/contact');
      await send('198.51.102.1', '/contact', 'form_started');
      await send('198.51.102.1', '/contact', 'form_started');
      await sendLead('198.51.102.1');
      // A Google visit that views the English contact page and leaves.
      await sendEvent(app, pageview('/en', 'https://www.google.com/'), { ip: '198.51.102.2' });
      await send('198.51.102.2', '/en/contact');
      // A direct visit that never reaches the contact page.
      await send('198.51.102.3', '/about');

      const body = await insights();
      expect(body.events.form_started).toBe(2);
      expect(body.funnel).toEqual([
        { step: 'visits', visits: 3, rate: 1, drop: null },
        { step: 'contact_viewed', visits: 2, rate: 0.6667, drop: 0.3333 },
        { step: 'form_started', visits: 1, rate: 0.3333, drop: 0.5 },
        { step: 'lead_sent', visits: 1, rate: 0.3333, drop: 0 },
      ]);
      const funnels = Object.fromEntries(
        body.bySource.map((row) => [row.source, funnelOf(row).map((step) => step.visits)]),
      );
      expect(funnels).toEqual({
        newsletter: [1, 1, 1, 1],
        google: [1, 1, 0, 0],
        '(direct)': [1, 0, 0, 0],
      });
      const google = body.bySource.find((row) => row.source === 'google');
      expect(google && funnelOf(google).map((step) => step.drop)).toEqual([null, 0, 1, null]);
      // On the page each visit landed on, not the page the goal was reached on.
      const landing = Object.fromEntries(
        body.byPage.map((row) => [row.path, row.goalVisits.contact_viewed]),
      );
      expect(landing).toMatchObject({ '/': 1, '/en': 1, '/about': 0, '/contact': 0 });
      expect(body.previousFunnel.map((step) => step.visits)).toEqual([0, 0, 0, 0]);
      expectGoalsWithinVisits(body);
    });

    it('counts a visit that starts the form twice once, whichever instance counts it', async () => {
      await send('198.51.102.10', '/contact');
      await send('198.51.102.10', '/contact', 'form_started');
      // The other instance has not seen this visitor: it reads the visit's row.
      await send('198.51.102.10', '/contact', 'form_started', other);
      await send('198.51.102.10', '/contact', 'pageview', other);
      await send('198.51.102.10', '/contact', 'form_started');

      const body = await insights();
      expect(body).toMatchObject({ visits: 1, events: { form_started: 3 } });
      expect(body.goalVisits).toMatchObject({ contact_viewed: 1, form_started: 1 });
      expectGoalsWithinVisits(body);
    });

    it('gives every goal its count and its conversion, per source and landing page', async () => {
      const linkedin = '/?utm_source=linkedin&utm_medium=social';
      await send('198.51.102.20', linkedin);
      await send('198.51.102.20', '/', 'module_opened');
      await send('198.51.102.20', '/', 'module_opened');
      await send('198.51.102.20', '/', 'demo_clicked');
      await send('198.51.102.21', linkedin);
      await send('198.51.102.21', '/en', 'language_switched');
      await send('198.51.102.21', '/en', 'whatsapp_clicked');
      await send('198.51.102.22', '/about');
      await send('198.51.102.22', '/about', 'module_opened');

      const body = await insights();
      const goals = Object.fromEntries(
        body.goals.map((goal) => [goal.goal, [goal.count, goal.visits, goal.conversionRate]]),
      );
      expect(goals).toEqual({
        module_opened: [3, 2, 0.6667],
        demo_clicked: [1, 1, 0.3333],
        language_switched: [1, 1, 0.3333],
        whatsapp_clicked: [1, 1, 0.3333],
        form_started: [0, 0, 0],
        lead_sent: [0, 0, 0],
      });
      const source = body.bySource.find((row) => row.source === 'linkedin');
      expect(source).toMatchObject({
        visits: 2,
        events: { module_opened: 2 },
        goalVisits: { module_opened: 1, demo_clicked: 1, language_switched: 1 },
      });
      const about = body.byPage.find((row) => row.path === '/about');
      expect(about).toMatchObject({ visits: 1, goalVisits: { module_opened: 1 } });
      expectGoalsWithinVisits(body);
    });

    it('counts the form as started for a lead whose first input was not counted', async () => {
      // Typed before the page's code ran: no form_started, yet the lead was a form sent.
      await send('198.51.102.30', '/contact');
      await sendLead('198.51.102.30');
      await sendLead('198.51.102.30');
      const body = await insights();
      expect(body.funnel.map((step) => step.visits)).toEqual([1, 1, 1, 1]);
      expect(body).toMatchObject({ leads: 2, leadVisits: 1 });
      expectGoalsWithinVisits(body);
    });
  });
});
