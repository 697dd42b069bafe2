/**
 * POST /api/event, the first-party visit counts, on the embedded database and on a
 * PostgreSQL server alike: what is counted, under which day, path, language and source,
 * visitors once a day under a salt that changes every day, and nothing that names a visitor
 * stored. Decision 080.
 */
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { browserAgent, pageview, sendEvent, siteUrl } from '@server/test-support/events';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const visitTables = [
  'visit_counts',
  'visit_counts_daily',
  'visit_counts_by_source',
  'visit_counts_by_page',
  'visitors_today',
  'visitor_salts',
] as const;

describe.each(backends)('POST /api/event on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;

  const counts = () =>
    sql<{
      day: string;
      path: string;
      language: string;
      source: string;
      medium: string;
      campaign: string;
      views: number;
      visits: number;
      visitors: number;
      module_opened: number;
      lead_sent: number;
    }>`select day::text as day, path, language, source, medium, campaign, views, visits,
              visitors, module_opened, lead_sent
       from visit_counts order by day, path, source`
      .execute(opened.database.db)
      .then((result) => result.rows);

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
  });

  afterAll(async () => {
    await opened?.cleanup();
  });

  // A server of its own for each test: a server remembers the visitors it counted in the last
  // 30 minutes (decision 080), which deleting their rows behind its back would not undo.
  beforeEach(async () => {
    if (!backend.available) return;
    for (const table of visitTables) await opened.database.db.deleteFrom(table).execute();
    app = await buildApp({
      config: testConfig({ PUBLIC_SITE_URL: siteUrl, SITE_TIME_ZONE: 'America/Sao_Paulo' }),
      database: opened.database,
    });
    await app.ready();
  });

  afterEach(async () => {
    vi.useRealTimers();
    await app?.close();
  });

  /** Only Date is faked: the servers' own timers keep running. */
  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };

  describe.skipIf(!backend.available)('', () => {
    it('counts a page view as the tracker sends it: 202, on the day, path, language and source', async () => {
      at('2026-03-10T15:00:00Z');
      const response = await sendEvent(
        app,
        pageview('/en/about?utm_source=Newsletter&utm_medium=email&utm_campaign=nov'),
      );
      expect(response.statusCode).toBe(202);
      expect(await counts()).toEqual([
        {
          day: '2026-03-10',
          path: '/en/about',
          language: 'en',
          source: 'newsletter',
          medium: 'email',
          campaign: 'nov',
          views: 1,
          visits: 1,
          visitors: 1,
          module_opened: 0,
          lead_sent: 0,
        },
      ]);
    });

    it('accepts application/json as well, and a referrer from a search engine names the source', async () => {
      at('2026-03-10T15:00:00Z');
      const response = await sendEvent(app, pageview('/', 'https://www.google.com.br/'), {
        contentType: 'application/json',
      });
      expect(response.statusCode).toBe(202);
      expect(await counts()).toMatchObject([
        { path: '/', language: 'pt', source: 'google', medium: 'organic', campaign: '' },
      ]);
    });

    it("counts the day in the site's time zone", async () => {
      // 01:30 UTC is still the evening before in São Paulo (UTC-3).
      at('2026-03-11T01:30:00Z');
      await sendEvent(app, pageview('/contact'));
      expect((await counts())[0]?.day).toBe('2026-03-10');
    });

    it("counts every event of a visit under its first page's source, and named events by name", async () => {
      at('2026-03-10T15:00:00Z');
      await sendEvent(app, pageview('/?utm_source=newsletter&utm_medium=email&utm_campaign=nov'));
      await sendEvent(app, pageview('/contact', `${siteUrl}/`));
      await sendEvent(app, pageview('/', null, 'module_opened'));
      await sendEvent(app, pageview('/contact', `${siteUrl}/`, 'lead_sent'));
      const rows = await counts();
      expect(rows.every((row) => row.source === 'newsletter' && row.campaign === 'nov')).toBe(true);
      const total = (key: 'views' | 'visits' | 'visitors' | 'module_opened' | 'lead_sent') =>
        rows.reduce((sum, row) => sum + row[key], 0);
      expect({
        views: total('views'),
        visits: total('visits'),
        visitors: total('visitors'),
        module_opened: total('module_opened'),
        lead_sent: total('lead_sent'),
        // A beacon's lead_sent is answered but not counted: the stored lead is (decision 220).
      }).toEqual({ views: 2, visits: 1, visitors: 1, module_opened: 1, lead_sent: 0 });
    });

    it('starts a new visit, with its own source, after 30 minutes without events', async () => {
      at('2026-03-10T15:00:00Z');
      await sendEvent(app, pageview('/?utm_source=newsletter'));
      at('2026-03-10T15:45:00Z');
      await sendEvent(app, pageview('/', 'https://www.bing.com/'));
      const rows = await counts();
      expect(rows.map((row) => [row.source, row.visits, row.visitors])).toEqual([
        ['bing', 1, 0],
        ['newsletter', 1, 1],
      ]);
    });

    it("remembers a visit for 30 minutes: its next events skip the visitor's row, whose last-seen time is written once a minute at most", async () => {
      const lastSeen = () =>
        sql<{ at: string }>`select last_seen_at::text as at from visitors_today`
          .execute(opened.database.db)
          .then((result) => result.rows.map((row) => new Date(row.at).toISOString()));
      at('2026-03-10T15:00:00Z');
      await sendEvent(app, pageview('/?utm_source=newsletter'));
      at('2026-03-10T15:00:30Z');
      // Not the contact page: a goal the visit has not reached reads the row (migration 0060).
      await sendEvent(app, pageview('/privacidade', 'https://www.bing.com/'));
      expect(await lastSeen()).toEqual(['2026-03-10T15:00:00.000Z']);
      at('2026-03-10T15:01:10Z');
      await sendEvent(app, pageview('/about', 'https://www.google.com/'));
      expect(await lastSeen()).toEqual(['2026-03-10T15:01:10.000Z']);
      const rows = await counts();
      expect(
        rows.map((row) => [row.path, row.source, row.views, row.visits, row.visitors]),
      ).toEqual([
        ['/', 'newsletter', 1, 1, 1],
        ['/about', 'newsletter', 1, 0, 0],
        ['/privacidade', 'newsletter', 1, 0, 0],
      ]);
    });

    it('goes on with a visit after a restart: the last-seen times not yet written are written when the server stops', async () => {
      at('2026-03-10T15:00:00Z');
      await sendEvent(app, pageview('/?utm_source=newsletter'));
      at('2026-03-10T15:00:40Z');
      await sendEvent(app, pageview('/contact', `${siteUrl}/`));
      await app.close();
      app = await buildApp({
        config: testConfig({ PUBLIC_SITE_URL: siteUrl }),
        database: opened.database,
      });
      // 30 minutes after the first event, 29 after the last one: the same visit.
      at('2026-03-10T15:30:20Z');
      await sendEvent(app, pageview('/about', 'https://www.bing.com/'));
      const rows = await counts();
      expect(rows.map((row) => [row.path, row.source, row.visits, row.visitors])).toEqual([
        ['/', 'newsletter', 1, 1],
        ['/about', 'newsletter', 0, 0],
        ['/contact', 'newsletter', 0, 0],
      ]);
    });

    it("reads the visitor's row again after 30 minutes: a visit another instance started counts there", async () => {
      const second = await buildApp({
        config: testConfig({ PUBLIC_SITE_URL: siteUrl }),
        database: opened.database,
      });
      at('2026-03-10T15:00:00Z');
      await sendEvent(app, pageview('/?utm_source=newsletter'));
      at('2026-03-10T15:35:00Z');
      await sendEvent(second, pageview('/', 'https://www.bing.com/'));
      at('2026-03-10T15:36:00Z');
      await sendEvent(app, pageview('/contact', `${siteUrl}/`));
      await second.close();
      const rows = await counts();
      expect(rows.map((row) => [row.path, row.source, row.views, row.visits])).toEqual([
        ['/', 'bing', 1, 1],
        ['/', 'newsletter', 1, 1],
        ['/contact', 'bing', 1, 0],
      ]);
    });

    it('counts a visitor once a day, and again the next day under a new salt; past salts and hashes are deleted', async () => {
      at('2026-03-10T15:00:00Z');
      await sendEvent(app, pageview('/'));
      await sendEvent(app, pageview('/'));
      await sendEvent(app, pageview('/'), { userAgent: `${browserAgent} Edg/131.0` });
      const { db } = opened.database;
      const [firstSalt] = await db.selectFrom('visitor_salts').select('salt').execute();

      at('2026-03-11T15:00:00Z');
      await sendEvent(app, pageview('/'));
      const byDay = (await counts()).map((row) => [row.day, row.views, row.visitors]);
      expect(byDay).toEqual([
        ['2026-03-10', 3, 2],
        ['2026-03-11', 1, 1],
      ]);
      const salts = await sql<{
        day: string;
        salt: string;
      }>`select day::text as day, salt from visitor_salts`.execute(db);
      expect(salts.rows).toEqual([{ day: '2026-03-11', salt: expect.any(String) }]);
      expect(salts.rows[0]?.salt).not.toBe(firstSalt?.salt);
      const visitors = await sql<{
        day: string;
      }>`select day::text as day from visitors_today`.execute(db);
      expect(visitors.rows).toEqual([{ day: '2026-03-11' }]);
    });

    it('counts a visitor once when two instances on one database answer them (one salt a day)', async () => {
      at('2026-03-10T15:00:00Z');
      const second = await buildApp({
        config: testConfig({ PUBLIC_SITE_URL: siteUrl }),
        database: opened.database,
      });
      await sendEvent(app, pageview('/?utm_source=newsletter'));
      await sendEvent(second, pageview('/contact', `${siteUrl}/`));
      await second.close();
      const rows = await counts();
      expect(rows.map((row) => [row.path, row.source, row.visits, row.visitors])).toEqual([
        ['/', 'newsletter', 1, 1],
        ['/contact', 'newsletter', 0, 0],
      ]);
    });

    it('stores no IP address, user agent or URL query anywhere', async () => {
      at('2026-03-10T15:00:00Z');
      const ip = '198.51.100.23';
      const userAgent = `${browserAgent} UniqueMarker/9.9`;
      await sendEvent(
        app,
        pageview(
          '/contact?email=ana@example.com&utm_source=x',
          'https://partner.example/page?id=42',
        ),
        {
          ip,
          userAgent,
        },
      );
      let scanned = 0;
      for (const table of visitTables) {
        const rows = await sql<{
          row: string;
        }>`select row_to_json(t)::text as row from ${sql.table(table)} t`.execute(
          opened.database.db,
        );
        for (const { row } of rows.rows) {
          scanned += 1;
          for (const secret of [
            ip,
            '198.51.100',
            'UniqueMarker',
            'Chrome',
            'ana@example.com',
            'id=42',
          ]) {
            expect(row).not.toContain(secret);
          }
        }
      }
      expect(scanned).toBeGreaterThanOrEqual(visitTables.length);
    });

    it.each([
      ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
      [
        'a headless browser',
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ],
      ['curl', 'curl/8.5.0'],
      ['no user agent', ''],
    ])('answers %s 202 and counts nothing', async (_name, userAgent) => {
      const response = await sendEvent(app, pageview('/'), { userAgent });
      expect(response.statusCode).toBe(202);
      expect(await counts()).toEqual([]);
    });

    it("answers the tracker's engagement pings 202 and counts nothing", async () => {
      const response = await sendEvent(app, {
        n: 'engagement',
        sd: 40,
        d: 'x',
        u: `${siteUrl}/`,
        e: 1200,
        v: 36,
      });
      expect(response.statusCode).toBe(202);
      expect(await counts()).toEqual([]);
    });

    it.each([
      ['text that is not JSON', 'n=pageview', 400],
      ['JSON that is not an object', '[1,2]', 400],
      ['an unknown event name', JSON.stringify(pageview('/', null, 'purchase')), 400],
      ['no name', JSON.stringify({ u: `${siteUrl}/` }), 400],
      ['no URL', JSON.stringify({ n: 'pageview' }), 400],
      ['a relative URL', JSON.stringify({ n: 'pageview', u: '/contact' }), 400],
      [
        'a page of another site',
        JSON.stringify({ n: 'pageview', u: 'https://evil.example/' }),
        400,
      ],
      ['a javascript: URL', JSON.stringify({ n: 'pageview', u: 'javascript:alert(1)' }), 400],
      ['a referrer that is a number', JSON.stringify({ ...pageview('/'), r: 5 }), 400],
      ['a body over 8 KB', JSON.stringify({ ...pageview('/'), p: { x: 'a'.repeat(9000) } }), 413],
    ])('refuses %s with %i and counts nothing', async (_name, body, status) => {
      const response = await sendEvent(app, body);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toHaveProperty('error');
      expect(await counts()).toEqual([]);
    });

    it('refuses a form post with 415', async () => {
      const response = await sendEvent(app, 'n=pageview', {
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(response.statusCode).toBe(415);
    });

    it("accepts a page on the request's own host (a preview or staging address)", async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/event',
        headers: {
          host: 'staging.transvia.example:8080',
          origin: 'http://staging.transvia.example:8080',
          'content-type': 'text/plain',
          'user-agent': browserAgent,
        },
        payload: JSON.stringify({ n: 'pageview', u: 'http://staging.transvia.example:8080/about' }),
      });
      expect(response.statusCode).toBe(202);
      expect(await counts()).toMatchObject([{ path: '/about' }]);
    });

    it('never answers 5xx to random bodies', async () => {
      const pieces = [
        '{',
        '}',
        '"n"',
        ':',
        '"pageview"',
        '"u"',
        `"${siteUrl}/"`,
        'null',
        '[',
        ']',
        ',',
        '"r"',
        '1e999',
        '"\\u0000"',
        '"p"',
        '{"a":1}',
      ];
      for (let i = 0; i < 200; i++) {
        const length = 1 + Math.floor(Math.random() * 12);
        const body = Array.from(
          { length },
          () => pieces[Math.floor(Math.random() * pieces.length)],
        ).join('');
        const response = await sendEvent(app, body);
        expect(response.statusCode, body).toBeLessThan(500);
      }
    });

    it('limits the events of one IP per minute (EVENTS_RATE_LIMIT_MAX)', async () => {
      const limited = await buildApp({
        config: testConfig({ PUBLIC_SITE_URL: siteUrl, EVENTS_RATE_LIMIT_MAX: '2' }),
        database: opened.database,
      });
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await sendEvent(limited, pageview('/'), { ip: '192.0.2.1' })).statusCode);
      statuses.push((await sendEvent(limited, pageview('/'), { ip: '192.0.2.2' })).statusCode);
      expect(statuses).toEqual([202, 202, 429, 202]);
      await limited.close();
    });

    it('does not exist (404) with ANALYTICS=off, and counts nothing', async () => {
      const off = await buildApp({
        config: testConfig({ PUBLIC_SITE_URL: siteUrl, ANALYTICS: 'off' }),
        database: opened.database,
      });
      expect((await sendEvent(off, pageview('/'))).statusCode).toBe(404);
      expect(await counts()).toEqual([]);
      await off.close();
    });
  });
});
