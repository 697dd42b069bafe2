/**
 * One accounting of visits and leads (decision 220), on the embedded database and
 * on a PostgreSQL server: a lead belongs to the counted visit that sent it, takes that visit's
 * source, and is counted on the visit's own row, once per visit for the rate. Rates are at most
 * 100% on every row, leads without a counted visit stand apart, and no visits means no rate.
 */
import type { Insights } from '@contract/insights';
import { buildApp } from '@server/app';
import { insightsWrites } from '@server/db/insights-repository';
import { dayFormatter } from '@server/events/site-day';
import { readInsights } from '@server/insights/insights';
import {
  backends,
  embeddedBackend,
  type OpenedBackend,
  testConfig,
} from '@server/test-support/backends';
import { browserAgent, pageview, sendEvent, siteUrl, tabOf } from '@server/test-support/events';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact, adminToken, authorization } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

describe.each(backends)('one accounting of visits and leads on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;

  /** The contact form sent from a browser (its address and user agent), with what the form's
   * own attribution (sessionStorage) says. */
  async function sendLead(
    ip: string,
    attribution: Record<string, string> = {},
    contact: Record<string, string> = {},
    visitId: string | null = tabOf(ip),
  ) {
    const response = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'user-agent': browserAgent },
      payload: JSON.stringify(
        aContact({ ...contact, attribution, ...(visitId ? { visitId } : {}) }),
      ),
    });
    expect(response.statusCode).toBe(200);
    return response.json()[0].id as string;
  }

  async function insights(): Promise<Insights> {
    const response = await app.inject({ url: '/api/insights', headers: authorization });
    expect(response.statusCode).toBe(200);
    return response.json<Insights>();
  }

  async function storedAttribution(id: string) {
    const response = await app.inject({ url: '/api/leads?limit=10000', headers: authorization });
    return response.json().find((lead: { id: string }) => lead.id === id).attribution;
  }

  /** Every rate of the answer is at most 1 and made of the row's own visits. */
  function expectRatesWithinVisits(body: Insights) {
    for (const row of [body, ...body.byDay, ...body.bySource, ...body.byPage, ...body.byLanguage]) {
      expect(row.leadVisits).toBeLessThanOrEqual(row.visits);
      if (row.visits === 0) expect(row.conversionRate).toBeNull();
      else expect(row.conversionRate).toBeLessThanOrEqual(1);
    }
  }

  /** Moves a lead into the Spam folder or out of it, as a salesperson does in the inbox. */
  async function markSpam(id: string, spam: boolean) {
    const { lead } = (
      await app.inject({ url: `/api/inbox/leads/${id}`, headers: seller.read })
    ).json();
    const response = await app.inject({
      method: 'POST',
      url: `/api/inbox/leads/${id}/spam`,
      headers: seller.write,
      payload: { spam, version: lead.version },
    });
    expect(response.statusCode).toBe(200);
  }

  let seller: SignedIn;

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig({ PUBLIC_SITE_URL: siteUrl, ADMIN_TOKEN: adminToken }),
      database: opened.database,
    });
    seller = await signIn(app, await anInboxUser(opened.database.db));
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  // Each test has browsers (addresses) of its own: the events route remembers the visitors it
  // saw in the last 30 minutes (decision 080), whatever the tables say.
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
    it("gives a lead its visit's source: a second referral within the visit changes neither", async () => {
      // The case: Google, then LinkedIn within 30 minutes, in another tab whose
      // sessionStorage says LinkedIn. One visit, Google's; its lead is Google's too.
      await sendEvent(app, pageview('/', 'https://www.google.com/'), { ip: '198.51.100.1' });
      await sendEvent(app, pageview('/en/contact', 'https://www.linkedin.com/'), {
        ip: '198.51.100.1',
      });
      const id = await sendLead('198.51.100.1', {
        source: 'linkedin',
        medium: 'referral',
        referrer: 'www.linkedin.com',
        landingPage: '/en/contact',
      });

      expect(await storedAttribution(id)).toEqual({
        source: 'google',
        medium: 'organic',
        campaign: null,
        term: null,
        content: null,
        referrer: null,
        landingPage: '/',
      });
      const body = await insights();
      expect(body.bySource).toMatchObject([
        {
          source: 'google',
          medium: 'organic',
          campaign: null,
          views: 2,
          visits: 1,
          visitors: 1,
          leads: 1,
          leadVisits: 1,
          conversionRate: 1,
        },
      ]);
      expect(body.leadsWithoutVisit).toBe(0);
      expect(body.events.lead_sent).toBe(1);
      // The lead counts in the language and on the page the visit landed on.
      expect(body.byLanguage[0]).toMatchObject({ language: 'pt', leads: 1, leadVisits: 1 });
      expect(body.byPage.find((page) => page.path === '/')).toMatchObject({
        visits: 1,
        leads: 1,
        leadVisits: 1,
        conversionRate: 1,
      });
    });

    it("keeps what the form knew of the visit's campaign when it is the same campaign", async () => {
      const newsletter = '/?utm_source=newsletter&utm_medium=email&utm_campaign=nov&utm_term=tms';
      await sendEvent(app, pageview(newsletter), { ip: '198.51.100.11' });
      const id = await sendLead('198.51.100.11', {
        source: 'newsletter',
        medium: 'email',
        campaign: 'nov',
        term: 'tms',
        landingPage: '/',
      });
      expect(await storedAttribution(id)).toMatchObject({
        source: 'newsletter',
        campaign: 'nov',
        term: 'tms',
        landingPage: '/',
      });
    });

    it('never rates a source over 100%: two leads from one visit are one visit that sent a lead', async () => {
      const newsletter = '/?utm_source=newsletter&utm_medium=email&utm_campaign=nov';
      await sendEvent(app, pageview(newsletter), { ip: '198.51.100.2' });
      await sendLead('198.51.100.2');
      await sendLead('198.51.100.2');
      await sendEvent(app, pageview('/'), { ip: '198.51.100.3' });
      // No event at all: no JavaScript, a blocker, a filtered browser.
      await sendLead('198.51.100.9', { source: 'newsletter', medium: 'email', campaign: 'nov' });

      const body = await insights();
      expect(body).toMatchObject({
        visits: 2,
        leads: 3,
        leadVisits: 1,
        conversionRate: 0.5,
        leadsWithoutVisit: 1,
      });
      expect(
        body.bySource.map((row) => [row.source, row.visits, row.leads, row.conversionRate]),
      ).toEqual([
        ['newsletter', 1, 2, 1],
        ['(direct)', 1, 0, 0],
      ]);
      // Sources and the row without a visit add up to the total.
      const sourceLeads = body.bySource.reduce((sum, row) => sum + row.leads, 0);
      expect(sourceLeads + body.leadsWithoutVisit).toBe(body.leads);
      expectRatesWithinVisits(body);
    });

    it('has no rate without visits ("—"), not 0%', async () => {
      for (const ip of ['198.51.100.7', '198.51.100.8', '198.51.100.9']) await sendLead(ip);
      const body = await insights();
      expect(body).toMatchObject({
        visits: 0,
        leads: 3,
        leadVisits: 0,
        conversionRate: null,
        leadsWithoutVisit: 3,
      });
      expect(body.bySource).toEqual([]);
      expect(body.byDay.at(-1)).toMatchObject({ leads: 3, conversionRate: null });
    });

    it('keeps every rate within its visits, whatever the visitors do', async () => {
      // A fixed sequence that looks random: 12 browsers, five sources, pages, leads.
      const sources = ['/?utm_source=a', '/?utm_source=b', '/', '/en', '/?utm_source=c'];
      const referrers = [null, 'https://www.google.com/', 'https://www.linkedin.com/'];
      for (let step = 0; step < 60; step++) {
        const ip = `198.51.101.${(step * 7) % 12}`;
        if (step % 5 === 3) await sendLead(ip, { source: 'x' });
        else {
          await sendEvent(
            app,
            pageview(sources[(step * 3) % 5] ?? '/', referrers[step % 3] ?? null),
            { ip },
          );
        }
      }
      const body = await insights();
      expect(body.leads).toBe(12);
      expectRatesWithinVisits(body);
      expect(body.bySource.some((row) => row.source === 'x')).toBe(false);
    });

    it('leaves the Spam folder out: released, a lead counts without a counted visit', async () => {
      // Filed as spam at arrival (a throwaway address): not a lead its visit sent.
      await sendEvent(app, pageview('/', 'https://www.google.com/'), { ip: '198.51.100.60' });
      const screened = await sendLead('198.51.100.60', {}, { email: 'promo@mailinator.com' });
      let body = await insights();
      expect(body).toMatchObject({ visits: 1, leads: 0, leadVisits: 0, leadsWithoutVisit: 0 });
      expect(body.events.lead_sent).toBe(0);
      expect(body.funnel.at(-1)?.visits).toBe(0);

      // "Not spam": a lead again, on its own row (its visit was never credited with it).
      await markSpam(screened, false);
      body = await insights();
      expect(body).toMatchObject({ leads: 1, leadVisits: 0, leadsWithoutVisit: 1 });

      // A lead of a counted visit marked as spam by hand leaves the leads; rates stay whole.
      await sendEvent(app, pageview('/en'), { ip: '198.51.100.61' });
      const person = await sendLead('198.51.100.61');
      await markSpam(person, true);
      body = await insights();
      expect(body.leads).toBe(1);
      expect(body.bySource.reduce((sum, row) => sum + row.leads, 0)).toBe(0);
      expectRatesWithinVisits(body);
    });

    it('reads the closed days again when a lead moves into or out of the Spam folder, only then', async () => {
      const writes = () => insightsWrites(opened.database.db, '2000-01-01', '2100-01-01');
      const id = await sendLead('198.51.100.62');
      const before = await writes();
      const { lead } = (
        await app.inject({ url: `/api/inbox/leads/${id}`, headers: seller.read })
      ).json();
      const statusChange = await app.inject({
        method: 'POST',
        url: `/api/inbox/leads/${id}/status`,
        headers: seller.write,
        payload: { status: 'contacted', version: lead.version },
      });
      expect(statusChange.statusCode).toBe(200);
      expect(await writes()).toBe(before);
      await markSpam(id, true);
      const afterSpam = await writes();
      expect(afterSpam).not.toBe(before);
      await markSpam(id, false);
      expect(await writes()).not.toBe(afterSpam);
    });

    it("counts nothing for a beacon's lead_sent: leads are counted from the stored lead", async () => {
      await sendEvent(app, pageview('/'), { ip: '198.51.100.44' });
      for (let i = 0; i < 5; i++) {
        const response = await sendEvent(app, pageview('/', null, 'lead_sent'), {
          ip: '198.51.100.44',
        });
        expect(response.statusCode).toBe(202);
      }
      const body = await insights();
      expect(body).toMatchObject({ leads: 0, leadVisits: 0, conversionRate: 0 });
      expect(body.events.lead_sent).toBe(0);
    });
  });
});

describe('one accounting without visit counts (ANALYTICS=off)', () => {
  const config = testConfig({ ANALYTICS: 'off', ADMIN_TOKEN: adminToken });
  let opened: OpenedBackend;
  let app: FastifyInstance;

  // Opening a database is slow on a busy machine: in the hook, with its longer timeout.
  beforeAll(async () => {
    opened = await embeddedBackend.open();
    app = await buildApp({ config, database: opened.database });
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  it('lists leads by the attribution their form sent, without rates', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      headers: { 'content-type': 'application/json', 'user-agent': browserAgent },
      payload: JSON.stringify(aContact({ attribution: { source: 'linkedin' } })),
    });
    expect(response.statusCode).toBe(200);
    const today = dayFormatter(config.SITE_TIME_ZONE)(new Date());
    const body = await readInsights(
      opened.database.db,
      { from: today, to: today },
      config.SITE_TIME_ZONE,
      { visitsCounted: false },
    );
    expect(body).toMatchObject({ leads: 1, leadsWithoutVisit: 0, conversionRate: null });
    expect(body.bySource).toMatchObject([
      { source: 'linkedin', visits: 0, leads: 1, conversionRate: null },
    ]);
  });
});
