/**
 * The sales team's access: GET /api/leads, GET /api/leads.csv and POST /api/leads/delete,
 * on the embedded database and on a PostgreSQL server.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '@server/app';
import { iterateLeads } from '@server/leads/leads-repository';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { filesContaining } from '@server/test-support/data-files';
import { aContact, adminToken, authorization, noAttribution } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

describe.each(backends)('the leads API on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;

  /** A lead written straight to the table, at a chosen time. */
  async function insertLead(createdAt: Date, overrides: Record<string, string | null> = {}) {
    const contact = aContact();
    const id = randomUUID();
    await opened.database.db
      .insertInto('leads')
      .values({
        id,
        created_at: createdAt,
        first_name: contact.firstName,
        last_name: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        message: contact.message,
        subject: 'Assunto',
        language: 'pt',
        page: '/contact',
        idempotency_key: null,
        ...overrides,
      })
      .execute();
    return { id, email: (overrides.email as string | undefined) ?? contact.email, createdAt };
  }

  const minutesAgo = (minutes: number) => new Date(Date.UTC(2025, 0, 31, 12, 0) - minutes * 60_000);

  const get = (url: string, headers: Record<string, string> = authorization, on = app) =>
    on.inject({ url, headers });

  let clients = 0;
  // A network of its own per test: wrong tokens are counted per client network.
  const nextClientAddress = () => `198.51.${++clients}.10`;

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig({ ADMIN_TOKEN: adminToken }),
      database: opened.database,
    });
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  beforeEach(async () => {
    if (backend.available) await opened.database.db.deleteFrom('leads').execute();
  });

  describe.skipIf(!backend.available)('', () => {
    describe('access', () => {
      it('does not exist (404) when no ADMIN_TOKEN is configured', async () => {
        const closed = await buildApp({ config: testConfig(), database: opened.database });
        for (const url of ['/api/leads', '/api/leads.csv']) {
          expect((await get(url, authorization, closed)).statusCode).toBe(404);
        }
        const erase = await closed.inject({
          method: 'POST',
          url: '/api/leads/delete',
          headers: authorization,
          payload: { email: 'a@example.com' },
        });
        expect(erase.statusCode).toBe(404);
        await closed.close();
      });

      it.each([
        ['no Authorization header', {}],
        ['a wrong token', { authorization: `Bearer ${adminToken.slice(0, -1)}x` }],
        ['a shorter token', { authorization: 'Bearer test' }],
        ['the token as Basic credentials', { authorization: `Basic ${adminToken}` }],
        ['the token without a scheme', { authorization: adminToken }],
      ])('answers 401 to %s', async (_case, headers) => {
        for (const url of ['/api/leads', '/api/leads.csv']) {
          // From an address of its own: wrong tokens from one address are limited (429).
          const response = await app.inject({ url, headers, remoteAddress: nextClientAddress() });
          expect(response.statusCode).toBe(401);
          expect(response.headers['www-authenticate']).toBe('Bearer realm="leads"');
        }
      });

      it('counts wrong tokens once for every admin route: ten on one route lock them all', async () => {
        const remoteAddress = nextClientAddress();
        const wrong = { authorization: `Bearer ${adminToken.slice(0, -1)}x` };
        const urls = ['/api/leads', '/api/leads.csv', '/api/insights'];
        for (let attempt = 0; attempt < 10; attempt++) {
          const url = urls[attempt % urls.length] ?? '';
          expect((await app.inject({ url, headers: wrong, remoteAddress })).statusCode).toBe(401);
        }
        for (const url of urls) {
          const right = await app.inject({ url, headers: authorization, remoteAddress });
          expect(right.statusCode).toBe(429);
        }
        const erase = await app.inject({
          method: 'POST',
          url: '/api/leads/delete',
          headers: authorization,
          payload: { email: 'a@example.com' },
          remoteAddress,
        });
        expect(erase.statusCode).toBe(429);
      });
    });

    describe('GET /api/leads', () => {
      it('lists the leads newest first with every stored field, not to be cached', async () => {
        const older = await insertLead(minutesAgo(10));
        const newer = await insertLead(minutesAgo(1), { language: 'en', page: null });
        const response = await get('/api/leads');
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const leads = response.json();
        expect(leads.map((lead: { id: string }) => lead.id)).toEqual([newer.id, older.id]);
        expect(leads[0]).toEqual({
          id: newer.id,
          createdAt: newer.createdAt.toISOString(),
          firstName: 'Ana',
          lastName: 'Souza',
          email: newer.email,
          phone: '11 99999-8888',
          message: 'Quero conhecer o TMS.',
          subject: 'Assunto',
          language: 'en',
          page: null,
          attribution: noAttribution(),
          company: null,
          cnpj: null,
          legalBasis: 'legitimate_interest',
          privacyNoticeVersion: null,
        });
      });

      it('answers 100 leads by default and up to ?limit=', async () => {
        await Promise.all(Array.from({ length: 130 }, (_, i) => insertLead(minutesAgo(i))));
        expect((await get('/api/leads')).json()).toHaveLength(100);
        const five = (await get('/api/leads?limit=5')).json();
        expect(five).toHaveLength(5);
        expect(five[0].createdAt).toBe(minutesAgo(0).toISOString());
        expect((await get('/api/leads?limit=10000')).json()).toHaveLength(130);
      });

      it('answers only the leads created at or after ?since=', async () => {
        await insertLead(minutesAgo(30));
        const atSince = await insertLead(minutesAgo(20));
        const after = await insertLead(minutesAgo(5));
        const response = await get(
          `/api/leads?since=${encodeURIComponent(minutesAgo(20).toISOString())}`,
        );
        expect(response.json().map((lead: { id: string }) => lead.id)).toEqual([
          after.id,
          atSince.id,
        ]);
        const byDay = await get('/api/leads?since=2025-02-01');
        expect(byDay.json()).toEqual([]);
      });

      it.each([
        ['limit=0'],
        ['limit=10001'],
        ['limit=abc'],
        ['limit=2.5'],
        ['since=yesterday'],
        ['since=2025-13-01'],
      ])('answers 400 naming the bad parameter (%s)', async (query) => {
        const response = await get(`/api/leads?${query}`);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().fields)).toEqual([query.split('=')[0]]);
      });
    });

    describe('GET /api/leads.csv', () => {
      it('exports a spreadsheet-safe CSV: BOM, header, CRLF, quoting and no formulas', async () => {
        const lead = await insertLead(minutesAgo(1), {
          first_name: 'Zé, "o Rei"',
          last_name: '=HYPERLINK("http://evil.example","clique")',
          phone: '+55 11 99999-8888',
          message: 'Linha 1\nLinha 2',
          subject: '@SUM(A1:A2)',
        });
        const response = await get('/api/leads.csv');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toMatch(
          /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
        const [header, row, end] = response.body.replace(/^\uFEFF/, '').split('\r\n');
        expect(header).toBe(
          [
            'id,createdAt,firstName,lastName,email,phone,subject,message,language,page',
            'attribution.source,attribution.medium,attribution.campaign,attribution.term',
            'attribution.content,attribution.referrer,attribution.landingPage,company,cnpj,legalBasis,privacyNoticeVersion',
          ]
            .join(',')
            .split(',')
            .map((column) => `"${column}"`)
            .join(','),
        );
        expect(row).toBe(
          [
            `"${lead.id}"`,
            `"${lead.createdAt.toISOString()}"`,
            '"Zé, ""o Rei"""',
            `"'=HYPERLINK(""http://evil.example"",""clique"")"`,
            `"${lead.email}"`,
            `"'+55 11 99999-8888"`,
            `"'@SUM(A1:A2)"`,
            '"Linha 1\nLinha 2"',
            '"pt"',
            '"/contact"',
            ...Array(9).fill('""'),
            '"legitimate_interest"',
            '""',
          ].join(','),
        );
        expect(end).toBe('');
      });

      it('exports ;-separated with ?separator=semicolon, for Excel in Portuguese', async () => {
        const lead = await insertLead(minutesAgo(1), { subject: "x;=cmd|' /C calc'!A0" });
        const response = await get('/api/leads.csv?separator=semicolon');
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
        const [header, row] = response.body.replace(/^\uFEFF/, '').split('\r\n');
        expect(header).toMatch(/^"id";"createdAt";"firstName";/);
        expect(row).toContain(`"${lead.id}";"`);
        expect(row).toContain(`;"x;'=cmd|' /C calc'!A0";`);
        expect((await get('/api/leads.csv?separator=tab')).statusCode).toBe(400);
      });

      it('exports every lead without a limit, newest first, and honours ?since= and ?limit=', async () => {
        await Promise.all(Array.from({ length: 1100 }, (_, i) => insertLead(minutesAgo(i))));
        const rows = (await get('/api/leads.csv')).body.trim().split('\r\n').slice(1);
        expect(rows).toHaveLength(1100);
        const times = rows.map((row) => row.split('","')[1] ?? '');
        expect(times).toEqual([...times].sort().reverse());
        expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(1100);

        const since = encodeURIComponent(minutesAgo(9).toISOString());
        expect((await get(`/api/leads.csv?since=${since}`)).body.trim().split('\r\n')).toHaveLength(
          11,
        );
        expect((await get('/api/leads.csv?limit=3')).body.trim().split('\r\n')).toHaveLength(4);
      });
    });

    it('pages through leads created in the same millisecond without losing or repeating one', async () => {
      const sameTime = minutesAgo(3);
      const inserted = await Promise.all(Array.from({ length: 7 }, () => insertLead(sameTime)));
      const seen = [];
      for await (const lead of iterateLeads(opened.database.db, { pageSize: 3 }))
        seen.push(lead.id);
      expect(seen).toHaveLength(7);
      expect(new Set(seen)).toEqual(new Set(inserted.map((lead) => lead.id)));
    });

    describe('POST /api/leads/delete', () => {
      const erase = (email: unknown) =>
        app.inject({
          method: 'POST',
          url: '/api/leads/delete',
          headers: { ...authorization, 'content-type': 'application/json' },
          payload: JSON.stringify({ email }),
        });

      it('erases every lead of one person, whatever the letter case, with their pending notifications', async () => {
        const email = `Maria.${randomUUID().slice(0, 8)}@Example.com`;
        const first = await insertLead(minutesAgo(3), { email });
        await insertLead(minutesAgo(2), { email: email.toLowerCase() });
        const someoneElse = await insertLead(minutesAgo(1));
        await opened.database.db
          .insertInto('outbox')
          .values({ lead_id: first.id, channel: 'email' })
          .execute();

        const response = await erase(` ${email.toUpperCase()} `);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ deleted: 2 });
        const left = (await get('/api/leads')).json();
        expect(left.map((lead: { id: string }) => lead.id)).toEqual([someoneElse.id]);
        const outbox = await opened.database.db.selectFrom('outbox').selectAll().execute();
        expect(outbox).toEqual([]);
      });

      it('answers 0 for an address with no leads, and 400 without one', async () => {
        expect((await erase('nobody@example.com')).json()).toEqual({ deleted: 0 });
        expect((await erase(undefined)).statusCode).toBe(400);
      });

      it.runIf(backend.name === 'embedded PGlite')(
        'leaves none of the erased values in the data folder',
        async () => {
          const marker = `erased${randomBytes(8).toString('hex')}`;
          const sent = await app.inject({
            method: 'POST',
            url: '/contacts/send',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(
              aContact({ email: `${marker}@example.com`, message: `Ligar para ${marker}` }),
            ),
          });
          expect(sent.statusCode).toBe(200);
          await insertLead(minutesAgo(1));
          await sql`checkpoint`.execute(opened.database.db);
          const dataDir = opened.env.DATA_DIR ?? '';
          expect(await filesContaining(dataDir, marker)).not.toEqual([]);

          expect((await erase(`${marker}@example.com`)).json()).toEqual({ deleted: 1 });
          expect(await filesContaining(dataDir, marker)).toEqual([]);
          expect((await get('/api/leads')).json()).toHaveLength(1);
        },
      );
    });
  });
});
