/**
 * A visit belongs to its tab (decision 360), on the embedded database and on a PostgreSQL
 * server: two people in one office, behind one address with one browser build, are two visits
 * of their own campaigns, and each lead is stored and counted under the campaign of the tab
 * that sent it. The address and the browser still count the day's distinct visitors.
 */
import type { Insights } from '@contract/insights';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { browserAgent, pageview, sendEvent, siteUrl, tabOf } from '@server/test-support/events';
import { aContact, adminToken, authorization } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(backends)('a visit belongs to its tab on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;

  async function sendLead(ip: string, visitId: string | undefined) {
    return app.inject({
      method: 'POST',
      url: '/contacts/send',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'user-agent': browserAgent },
      payload: JSON.stringify(aContact(visitId ? { visitId } : {})),
    });
  }

  async function insights(): Promise<Insights> {
    const response = await app.inject({ url: '/api/insights', headers: authorization });
    expect(response.statusCode).toBe(200);
    return response.json<Insights>();
  }

  async function storedSource(id: string) {
    const response = await app.inject({ url: '/api/leads?limit=10000', headers: authorization });
    return response.json().find((lead: { id: string }) => lead.id === id).attribution.source;
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

  describe.skipIf(!backend.available)('', () => {
    it("counts two people of one office as two visits, each lead under its own tab's campaign", async () => {
      const office = '198.51.100.77';
      const alpha = tabOf(office, 'alpha');
      const beta = tabOf(office, 'beta');
      await sendEvent(app, pageview('/?utm_source=alpha'), { ip: office, tab: alpha });
      await sendEvent(app, pageview('/?utm_source=beta'), { ip: office, tab: beta });
      await sendEvent(app, pageview('/contact', `${siteUrl}/`), { ip: office, tab: beta });
      const sent = await sendLead(office, beta);
      expect(sent.statusCode).toBe(200);

      expect(await storedSource(sent.json()[0].id)).toBe('beta');
      const body = await insights();
      const bySource = Object.fromEntries(body.bySource.map((row) => [row.source, row]));
      expect(bySource.alpha).toMatchObject({ visits: 1, leads: 0, leadVisits: 0 });
      expect(bySource.beta).toMatchObject({ visits: 1, leads: 1, leadVisits: 1 });
      // One address and one browser: one distinct visitor of the day, in two visits.
      expect(body).toMatchObject({ visits: 2, visitors: 1, leads: 1, leadsWithoutVisit: 0 });
    });

    it('links a lead that names no visit to none, though a visit from its address was counted', async () => {
      const office = '198.51.100.78';
      await sendEvent(app, pageview('/?utm_source=gamma'), { ip: office, tab: tabOf(office) });
      const sent = await sendLead(office, undefined);
      expect(sent.statusCode).toBe(200);

      const body = await insights();
      expect(body.bySource.find((row) => row.source === 'gamma')).toMatchObject({ leads: 0 });
      expect(body.leadsWithoutVisit).toBe(1);
    });

    it("refuses what is not a tab's visit, from the form and from the beacon", async () => {
      const sent = await sendLead('198.51.100.79', 'not a visit!');
      expect(sent.statusCode).toBe(400);
      expect(Object.keys(sent.json().fields)).toEqual(['visitId']);
      const event = await sendEvent(app, pageview('/'), { tab: 'x'.repeat(200) });
      expect(event.statusCode).toBe(400);
    });
  });
});
