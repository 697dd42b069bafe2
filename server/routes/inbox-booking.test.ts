/**
 * A salesperson's demo settings through the inbox API (decision 470), on both databases: their
 * own account only, rules checked, the CalDAV password stored but never answered, and the
 * team's calendars with what their last read gave (decision 471).
 */
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { waitUntil } from '@server/test-support/wait-until';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(backends)('demo settings in the inbox on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let seller: SignedIn;
  let sellerId: string;

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    const user = await anInboxUser(opened.database.db, 'Carla Vendas');
    sellerId = user.id;
    seller = await signIn(app, user);
  });
  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  const post = (payload: unknown, who: SignedIn | undefined = seller) =>
    app.inject({
      method: 'POST',
      url: '/api/inbox/booking/settings',
      payload: payload as object,
      headers: who?.write ?? {},
    });

  it.skipIf(!backend.available)(
    'starts opted out, on the business hours, and saves one’s own choices',
    async () => {
      const first = await app.inject({ url: '/api/inbox/booking/settings', headers: seller.read });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        offersDemos: false,
        rules: { weekdays: [1, 2, 3, 4, 5], opensMinute: 540, closesMinute: 1080, slotMinutes: 30 },
        calendar: null,
      });
      const saved = await post({
        offersDemos: true,
        rules: { slotMinutes: 45, bufferMinutes: 10, daysOff: ['2026-12-24'] },
        meetingUrl: 'https://meet.example.com/carla',
        calendar: {
          url: 'http://127.0.0.1:9/calendars/carla/',
          username: 'carla',
          password: 'caldav secret',
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.body).not.toContain('caldav secret');
      expect(saved.json()).toMatchObject({
        offersDemos: true,
        rules: { slotMinutes: 45, bufferMinutes: 10, daysOff: ['2026-12-24'], opensMinute: 540 },
        meetingUrl: 'https://meet.example.com/carla',
        calendar: { url: 'http://127.0.0.1:9/calendars/carla/', username: 'carla', state: 'none' },
      });
      // Saving a calendar reads it soon, in the background: nothing answers there, and the
      // team sees the calendar unreachable.
      await waitUntil(async () => {
        const calendars = await app.inject({
          url: '/api/inbox/booking/calendars',
          headers: seller.read,
        });
        const { salespeople } = calendars.json() as {
          salespeople: { id: string; calendar: string }[];
        };
        return salespeople.find((person) => person.id === sellerId)?.calendar === 'unreachable';
      });
    },
  );

  it.skipIf(!backend.available)(
    'refuses bad rules and a signed-out request, naming the field',
    async () => {
      const bad = await post({ offersDemos: true, rules: { opensMinute: 600, closesMinute: 500 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('rules.closesMinute');
      const plainLink = await post({ offersDemos: true, meetingUrl: 'http://meet.example.com/x' });
      expect(plainLink.statusCode).toBe(400);
      const signedOut = await app.inject({
        method: 'POST',
        url: '/api/inbox/booking/settings',
        payload: { offersDemos: true },
      });
      expect(signedOut.statusCode).toBe(401);
    },
  );
});
