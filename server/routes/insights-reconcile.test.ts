/**
 * One accounting, checked on random visitors (decisions 360, 362), on the embedded database and
 * on a PostgreSQL server: offices behind one address with one browser build, each person in
 * tabs of their own campaigns, leads sent from a tab or with no visit at all (no JavaScript),
 * then erasures and moves to the Spam folder. Whatever happened, every table of the insights
 * counts the same leads: by any breakdown, plus those without a counted visit, they are the
 * total; the events and goals say as many contacts were sent; and each lead is stored under the
 * campaign of the tab that sent it.
 */
import type { Insights } from '@contract/insights';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { browserAgent, pageview, sendEvent, siteUrl, tabOf } from '@server/test-support/events';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact, adminToken, authorization } from '@server/test-support/leads';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const campaigns = ['alpha', 'beta', 'gamma', null] as const;
const landings = ['/', '/en', '/contact', '/en/contact', '/about'] as const;

const aTab = fc.record({
  campaign: fc.constantFrom(...campaigns),
  landing: fc.constantFrom(...landings),
  /** Its leads: each sent from the tab (with its visit) or natively (naming none). */
  leads: fc.array(fc.boolean(), { maxLength: 2 }),
});
const anOffice = fc.array(aTab, { minLength: 1, maxLength: 3 });
/** What happens to each lead afterwards. */
const aFate = fc.constantFrom('kept', 'kept', 'erased', 'spam');
const aScenario = fc.record({
  offices: fc.array(anOffice, { minLength: 1, maxLength: 3 }),
  /** Leads from browsers that sent no event at all (a blocked tracker). */
  silentLeads: fc.integer({ min: 0, max: 2 }),
  fates: fc.array(aFate, { minLength: 12, maxLength: 12 }),
});

const sum = (rows: readonly { leads: number }[]) =>
  rows.reduce((total, row) => total + row.leads, 0);

describe.each(backends)('the insights reconcile on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let seller: SignedIn;
  /** Each run's browsers are new addresses: the events route remembers recent visitors. */
  let run = 0;

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

  async function sendLead(ip: string, visitId: string | undefined) {
    const contact = aContact(visitId ? { visitId } : {});
    const response = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'user-agent': browserAgent },
      payload: JSON.stringify(contact),
    });
    expect(response.statusCode).toBe(200);
    return { id: response.json()[0].id as string, email: contact.email };
  }

  async function erase(email: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/leads/delete',
      headers: authorization,
      payload: { email },
    });
    expect(response.json()).toEqual({ deleted: 1 });
  }

  async function moveToSpam(id: string) {
    const { lead } = (
      await app.inject({ url: `/api/inbox/leads/${id}`, headers: seller.read })
    ).json();
    const response = await app.inject({
      method: 'POST',
      url: `/api/inbox/leads/${id}/spam`,
      headers: seller.write,
      payload: { spam: true, version: lead.version },
    });
    expect(response.statusCode).toBe(200);
  }

  async function storedSources() {
    const response = await app.inject({ url: '/api/leads?limit=10000', headers: authorization });
    const leads: { id: string; attribution: { source: string | null } }[] = response.json();
    return new Map(leads.map((lead) => [lead.id, lead.attribution.source]));
  }

  describe.skipIf(!backend.available)('', () => {
    it('counts the same leads in every table, whatever visitors, erasures and spam moves did', async () => {
      await fc.assert(
        fc.asyncProperty(aScenario, async ({ offices, silentLeads, fates }) => {
          run += 1;
          const { db } = opened.database;
          await db.deleteFrom('leads').execute();
          for (const table of [
            'visit_counts',
            'visit_counts_daily',
            'visit_counts_by_source',
            'visit_counts_by_page',
          ] as const) {
            await db.deleteFrom(table).execute();
          }

          const sent: { id: string; email: string; campaign?: string | null }[] = [];
          for (const [o, office] of offices.entries()) {
            const ip = `10.${run % 250}.${o}.1`;
            for (const [t, tab] of office.entries()) {
              const visit = tabOf(ip, `t${t}`);
              const query = tab.campaign ? `?utm_source=${tab.campaign}` : '';
              const event = await sendEvent(app, pageview(`${tab.landing}${query}`), {
                ip,
                tab: visit,
              });
              expect(event.statusCode).toBe(202);
            }
            // Every tab has landed before any sends: the office's tabs are open side by side.
            for (const [t, tab] of office.entries()) {
              for (const fromTab of tab.leads) {
                const lead = await sendLead(ip, fromTab ? tabOf(ip, `t${t}`) : undefined);
                sent.push({ ...lead, ...(fromTab ? { campaign: tab.campaign } : {}) });
              }
            }
          }
          for (let s = 0; s < silentLeads; s++)
            sent.push(await sendLead(`10.251.${run % 250}.${s}`, undefined));

          // A tab's lead is stored under that tab's campaign, none other.
          const sources = await storedSources();
          for (const lead of sent) {
            if (lead.campaign === undefined) continue;
            expect(sources.get(lead.id)).toBe(lead.campaign ?? '(direct)');
          }

          let kept = 0;
          for (const [index, lead] of sent.entries()) {
            const fate = fates[index % fates.length];
            if (fate === 'erased') await erase(lead.email);
            else if (fate === 'spam') await moveToSpam(lead.id);
            else kept += 1;
          }

          const response = await app.inject({ url: '/api/insights', headers: authorization });
          const body = response.json<Insights>();
          expect(body.leads).toBe(kept);
          expect(sum(body.bySource) + body.leadsWithoutVisit).toBe(kept);
          expect(sum(body.byPage) + body.leadsWithoutVisit).toBe(kept);
          expect(sum(body.byLanguage)).toBe(kept);
          expect(sum(body.byDay)).toBe(kept);
          expect(body.events.lead_sent).toBe(kept);
          expect(body.goals.find((goal) => goal.goal === 'lead_sent')?.count).toBe(kept);
          for (const row of [...body.bySource, ...body.byPage]) {
            expect(row.events.lead_sent).toBe(row.leads);
          }
          // Each tab is a visit; each office (one address, one browser) one visitor.
          const tabs = offices.reduce((total, office) => total + office.length, 0);
          expect(body).toMatchObject({ visits: tabs, visitors: offices.length });
          for (const campaign of campaigns) {
            const row = body.bySource.find((source) => source.source === (campaign ?? '(direct)'));
            const visits = offices.flat().filter((tab) => tab.campaign === campaign).length;
            expect(row?.visits ?? 0).toBe(visits);
          }
        }),
        { numRuns: 6 },
      );
    }, 120_000);
  });
});
