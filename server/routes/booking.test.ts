/**
 * The booking page's routes (decision 474) on both databases, with the page's drawing replaced
 * by its data: the slots grouped by day in the asked zone and labelled in the page's language;
 * a form POST that books, answers "just taken" with the next slots and what was typed, refuses
 * bad fields with everything kept, and a post from another site.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { BookingPageData } from '@contract/booking';
import { saveSalespersonSettings } from '@server/booking/salespeople';
import type { BookingPage } from '@server/site/contact-answer-page';
import { backends, type OpenedBackend } from '@server/test-support/backends';
import { anInboxUser } from '@server/test-support/inbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRoutes } from './booking';
import { enforceRouteAccess } from './route-access';

const zone = 'America/Sao_Paulo';
const sp = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
const now = sp('2026-12-07', '08:00');

const pages: BookingPage[] = [
  { path: '/agendar', language: 'pt', render: async (data) => JSON.stringify(data) },
  { path: '/en/book', language: 'en', render: async (data) => JSON.stringify(data) },
];

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe.each(backends)('the booking page on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    const seller = await anInboxUser(opened.database.db);
    await saveSalespersonSettings(opened.database.db, seller.id, {
      offersDemos: true,
      rules: { noticeMinutes: 0 },
    });
    app = Fastify();
    enforceRouteAccess(app);
    await app.register(bookingRoutes, {
      config: { SITE_TIME_ZONE: zone, PUBLIC_SITE_URL: 'https://example.com' },
      database: opened.database,
      pages,
      now: () => now,
    });
  });
  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  const data = (body: string) => JSON.parse(body) as BookingPageData;

  it.skipIf(!backend.available)(
    'lists the next slots by day in the visitor’s zone and language',
    async () => {
      const pt = await app.inject({ url: '/agendar' });
      expect(pt.statusCode).toBe(200);
      expect(pt.headers['cache-control']).toBe('no-store');
      const inSaoPaulo = data(pt.body);
      expect(inSaoPaulo.timeZone).toBe(zone);
      expect(inSaoPaulo.days[0]).toMatchObject({
        day: '2026-12-07',
        label: 'segunda-feira, 7 de dezembro',
      });
      expect(inSaoPaulo.days[0]?.slots[0]).toEqual({
        start: sp('2026-12-07', '09:00').toISOString(),
        label: '09:00',
      });

      const tokyo = data((await app.inject({ url: '/en/book?tz=Asia/Tokyo' })).body);
      expect(tokyo.timeZone).toBe('Asia/Tokyo');
      expect(tokyo.timeZones).toContain('Asia/Tokyo');
      // 09:00 in São Paulo is 21:00 in Tokyo; 11:00 there is 23:00, 12:00 is past midnight.
      expect(tokyo.days[0]).toMatchObject({ day: '2026-12-07', label: 'Monday 7 December' });
      expect(tokyo.days[0]?.slots[0]?.label).toBe('21:00');
      expect(tokyo.days[1]?.day).toBe('2026-12-08');

      const unknownZone = data((await app.inject({ url: '/agendar?tz=Mars/Olympus' })).body);
      expect(unknownZone.timeZone).toBe(zone);

      // Drawn for each request, and compressed as the browser accepts, like the built pages.
      const plain = await app.inject({ url: '/agendar?tz=Asia/Tokyo' });
      for (const [accepted, encoding, decode] of [
        ['br, gzip', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const packed = await app.inject({
          url: '/agendar?tz=Asia/Tokyo',
          headers: { 'accept-encoding': accepted },
        });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers.vary).toBe('Accept-Encoding');
        expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(decode(packed.rawPayload).toString()).toBe(plain.body);
      }
      expect(plain.headers['content-encoding']).toBeUndefined();
    },
  );

  it.skipIf(!backend.available)(
    'books with one form POST, then answers the next visitor “just taken”',
    async () => {
      const start = sp('2026-12-08', '14:00').toISOString();
      const booked = await app.inject({
        method: 'POST',
        url: '/agendar',
        ...form({ start, name: 'Ana Souza', email: 'ana@example.com', tz: zone }),
      });
      expect(booked.statusCode).toBe(200);
      expect(data(booked.body)).toMatchObject({
        outcome: 'booked',
        booked: {
          label: 'terça-feira, 8 de dezembro de 2026 às 14:00 (America/Sao Paulo)',
          email: 'ana@example.com',
        },
      });

      const late = await app.inject({
        method: 'POST',
        url: '/en/book',
        ...form({ start, name: 'Bob', email: 'bob@example.com', tz: 'Europe/London' }),
      });
      expect(late.statusCode).toBe(409);
      const answer = data(late.body);
      expect(answer.outcome).toBe('taken');
      expect(answer.values).toEqual({ name: 'Bob', email: 'bob@example.com' });
      expect(answer.days[0]?.slots[0]?.start).toBe(sp('2026-12-08', '14:30').toISOString());
      // The slot is gone from the list.
      const list = data((await app.inject({ url: '/agendar' })).body);
      expect(list.days.flatMap((day) => day.slots).some((slot) => slot.start === start)).toBe(
        false,
      );
    },
  );

  it.skipIf(!backend.available)(
    'refuses bad fields with everything typed kept, and a post from another site',
    async () => {
      const start = sp('2026-12-09', '09:00').toISOString();
      const invalid = await app.inject({
        method: 'POST',
        url: '/agendar',
        ...form({ start, name: '', email: 'not an address', tz: zone }),
      });
      expect(invalid.statusCode).toBe(400);
      expect(data(invalid.body)).toMatchObject({
        outcome: 'invalid',
        values: { start, name: '', email: 'not an address' },
        fields: { name: 'required', email: 'email' },
      });
      const past = await app.inject({
        method: 'POST',
        url: '/agendar',
        ...form({
          start: sp('2026-12-07', '07:00').toISOString(),
          name: 'Ana',
          email: 'ana@example.com',
        }),
      });
      expect(past.statusCode).toBe(409);
      expect(data(past.body).outcome).toBe('past');
      const crossSite = await app.inject({
        method: 'POST',
        url: '/agendar',
        ...form({ start, name: 'Ana', email: 'ana@example.com' }),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'cross-site',
        },
      });
      expect(crossSite.statusCode).toBe(403);
    },
  );
});
