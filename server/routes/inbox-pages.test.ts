/**
 * The inbox's audit log and insights pages' API on the embedded database and on PostgreSQL:
 * GET /api/inbox/audit filtered by person and kind, and GET /api/inbox/insights, which answers
 * what GET /api/insights answers (the same reads) to a signed-in session instead of the admin
 * token.
 */
import { randomUUID } from 'node:crypto';
import type { AuditAnswer, InboxInsightsAnswer } from '@contract/inbox-api';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { pageview, sendEvent, siteUrl } from '@server/test-support/events';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact, adminToken, authorization } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

describe.each(backends)('the inbox audit and insights routes on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let carla: SignedIn;
  let carlaEmail: string;
  let diegoEmail: string;
  const db = () => opened.database.db;
  const get = (url: string, who: SignedIn = carla) => app.inject({ url, headers: who.read });

  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };

  async function storeLead(createdAt: string, source: string | null, medium: string | null) {
    const contact = aContact();
    await sql`insert into leads (id, created_at, first_name, last_name, email, phone, message,
                                 subject, language, page, attribution_source, attribution_medium)
              values (${randomUUID()}, ${createdAt}::timestamptz, ${contact.firstName},
                      ${contact.lastName}, ${contact.email}, ${contact.phone}, ${contact.message},
                      'Assunto', 'pt', '/contact', ${source}, ${medium})`.execute(db());
  }

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig({ PUBLIC_SITE_URL: siteUrl, ADMIN_TOKEN: adminToken }),
      database: opened.database,
    });
    const carlaUser = await anInboxUser(db(), 'Carla Vendas');
    carlaEmail = carlaUser.email;
    carla = await signIn(app, carlaUser);
    diegoEmail = (await anInboxUser(db(), 'Diego')).email;
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  beforeEach(async () => {
    if (!backend.available) return;
    for (const table of [
      'audit_log',
      'sign_in_failures',
      'visit_counts',
      'visit_counts_daily',
      'visit_counts_by_source',
      'visit_counts_by_page',
      'visitors_today',
      'visitor_salts',
      'leads',
    ] as const) {
      await db().deleteFrom(table).execute();
    }
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  describe.skipIf(!backend.available)('', () => {
    it('answers 401 without a session, and the insights refuse the admin token alone', async () => {
      for (const url of ['/api/inbox/audit', '/api/inbox/insights']) {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'unauthenticated' });
      }
      const withToken = await app.inject({ url: '/api/inbox/insights', headers: authorization });
      expect(withToken.statusCode).toBe(401);
    });

    describe('the audit log', () => {
      it('lists sign-ins and failed sign-ins, filtered by person (any case) and kind', async () => {
        const wrong = await app.inject({
          method: 'POST',
          url: '/api/inbox/sign-in',
          payload: { email: diegoEmail, password: 'not the password at all' },
        });
        expect(wrong.statusCode).toBe(401);
        const diego = await signIn(app, { email: diegoEmail, password: 'correct horse battery' });
        await signIn(app, { email: carlaEmail, password: 'correct horse battery' });

        const all = (await get('/api/inbox/audit', diego)).json<AuditAnswer>();
        expect(all.entries.map(({ actor, action }) => [actor, action])).toEqual([
          [carlaEmail, 'sign_in'],
          [diegoEmail, 'sign_in'],
          // Diego's first sign-in: an admin sets up a second factor (decision 450).
          [diegoEmail, 'second_factor_added'],
          [diegoEmail, 'sign_in_failed'],
        ]);
        expect(all.entries[3]?.details).toEqual({ reason: 'wrong_password' });
        expect(Date.parse(all.entries[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);

        const ofDiego = (
          await get(`/api/inbox/audit?actor=${encodeURIComponent(diegoEmail.toUpperCase())}`)
        ).json<AuditAnswer>();
        expect(ofDiego.entries.map((entry) => entry.action)).toEqual([
          'sign_in',
          'second_factor_added',
          'sign_in_failed',
        ]);

        const failedOfDiego = (
          await get(
            `/api/inbox/audit?actor=${encodeURIComponent(diegoEmail)}&action=sign_in_failed`,
          )
        ).json<AuditAnswer>();
        expect(failedOfDiego.entries).toHaveLength(1);

        const nobody = (
          await get('/api/inbox/audit?actor=nobody%40example.com')
        ).json<AuditAnswer>();
        expect(nobody).toEqual({ entries: [], nextCursor: null });
      });

      it('pages one person’s entries with the cursor, skipping the others’', async () => {
        for (let index = 0; index < 70; index++) {
          await db()
            .insertInto('audit_log')
            .values({
              actor_id: null,
              actor_email: index % 2 === 0 ? carlaEmail : diegoEmail,
              action: 'export',
              lead_id: null,
              details: JSON.stringify({ n: index }),
            })
            .execute();
        }
        const filter = `actor=${encodeURIComponent(carlaEmail)}`;
        const first = (await get(`/api/inbox/audit?${filter}`)).json<AuditAnswer>();
        expect(first.entries).toHaveLength(35);
        expect(first.nextCursor).toBeNull();
        expect(first.entries.map((entry) => entry.details.n)).toEqual(
          Array.from({ length: 35 }, (_, index) => 68 - index * 2),
        );
        const everyone = (await get('/api/inbox/audit')).json<AuditAnswer>();
        expect(everyone.entries).toHaveLength(50);
        const rest = (
          await get(`/api/inbox/audit?cursor=${everyone.nextCursor}&${filter}`)
        ).json<AuditAnswer>();
        // Entries 0…19 are older than the cursor; carla's are the even ones.
        expect(rest.entries.map((entry) => entry.details.n)).toEqual(
          Array.from({ length: 10 }, (_, index) => 18 - index * 2),
        );
      });

      it('refuses a filter it does not know', async () => {
        const response = await get('/api/inbox/audit?action=read_everything');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'validation',
          fields: { action: expect.any(String) },
        });
        expect((await get(`/api/inbox/audit?actor=${'a'.repeat(255)}`)).statusCode).toBe(400);
      });
    });

    describe('the insights', () => {
      it('counts visits by source, and leads without a counted visit apart, as GET /api/insights does', async () => {
        at('2026-03-10T13:00:00Z');
        const newsletter = '?utm_source=newsletter&utm_medium=email&utm_campaign=nov';
        await sendEvent(app, pageview(`/${newsletter}`), { ip: '198.51.100.1' });
        await sendEvent(app, pageview('/', 'https://www.google.com/'), { ip: '198.51.100.3' });
        await storeLead('2026-03-10T13:05:00Z', 'newsletter', 'email');
        await storeLead('2026-03-10T14:05:00Z', null, null);

        const query = '?from=2026-03-09&to=2026-03-10';
        const response = await get(`/api/inbox/insights${query}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const body = response.json<InboxInsightsAnswer>();
        expect(body).toMatchObject({
          from: '2026-03-09',
          to: '2026-03-10',
          visits: 2,
          leads: 2,
          // Stored without the contact form: no counted visit (decision 220).
          leadVisits: 0,
          conversionRate: 0,
          leadsWithoutVisit: 2,
          visitsCounted: true,
        });
        expect(body.byDay.map((day) => [day.day, day.visits, day.leads])).toEqual([
          ['2026-03-09', 0, 0],
          ['2026-03-10', 2, 2],
        ]);
        expect(body.bySource.find((row) => row.source === 'newsletter')).toMatchObject({
          medium: 'email',
          visits: 1,
          leads: 0,
        });

        const admin = await app.inject({ url: `/api/insights${query}`, headers: authorization });
        const { visitsCounted, ...rest } = body;
        expect(rest).toEqual(admin.json());
      });

      it('counts what arrives after a range was read, today and on a closed day (decision 082)', async () => {
        at('2026-03-12T15:00:00Z');
        const range = '/api/inbox/insights?from=2026-03-10&to=2026-03-12';
        await sendEvent(app, pageview('/'), { ip: '198.51.100.1' });
        expect((await get(range)).json<InboxInsightsAnswer>()).toMatchObject({ visits: 1 });
        // The admin API reads the same copy of the counts.
        await app.inject({
          url: `/api/insights?from=2026-03-10&to=2026-03-12`,
          headers: authorization,
        });
        await sendEvent(app, pageview('/about'), { ip: '198.51.100.2' });
        await storeLead('2026-03-10T13:05:00Z', 'newsletter', 'email');
        const body = (await get(range)).json<InboxInsightsAnswer>();
        expect(body).toMatchObject({ visits: 2, leads: 1 });
        expect(body.byDay.map((day) => [day.day, day.visits, day.leads])).toEqual([
          ['2026-03-10', 0, 1],
          ['2026-03-11', 0, 0],
          ['2026-03-12', 2, 0],
        ]);
      });

      it('defaults to the last 30 days in the site’s time zone and checks the range', async () => {
        // 01:30 UTC on 1 April is still 31 March in São Paulo.
        at('2026-04-01T01:30:00Z');
        const body = (await get('/api/inbox/insights')).json<InboxInsightsAnswer>();
        expect([body.from, body.to, body.byDay.length]).toEqual(['2026-03-02', '2026-03-31', 30]);

        const backwards = await get('/api/inbox/insights?from=2026-03-10&to=2026-03-01');
        expect(backwards.statusCode).toBe(400);
        expect(backwards.json()).toMatchObject({
          error: 'validation',
          fields: { from: expect.any(String) },
        });
        expect((await get('/api/inbox/insights?from=2026-02-30')).statusCode).toBe(400);
        expect((await get('/api/inbox/insights?from=2024-01-01&to=2026-01-01')).statusCode).toBe(
          400,
        );
      });
    });
  });

  describe.skipIf(!backend.available)('with ANALYTICS=off', () => {
    it('still answers the leads, and says visits are not counted', async () => {
      const off = await buildApp({
        config: testConfig({ PUBLIC_SITE_URL: siteUrl, ANALYTICS: 'off' }),
        database: opened.database,
      });
      try {
        const user = await anInboxUser(db(), 'Eva');
        const eva = await signIn(off, user);
        await storeLead('2026-03-10T13:05:00Z', 'newsletter', 'email');
        const response = await off.inject({
          url: '/api/inbox/insights?from=2026-03-10&to=2026-03-10',
          headers: eva.read,
        });
        expect(response.json<InboxInsightsAnswer>()).toMatchObject({
          visitsCounted: false,
          visits: 0,
          leads: 1,
          bySource: [{ source: 'newsletter', leads: 1, visits: 0 }],
        });
      } finally {
        await off.close();
      }
    });
  });
});
