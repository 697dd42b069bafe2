/**
 * The inbox's list of LGPD requests under a flood (decision 343): 510 junk requests must not
 * hide a genuine one while its 15-day clock runs. The list pages through everything (keyset
 * pages, as the leads), is filtered by state, kind and confirmation, shows each request's days
 * left, and puts
 * the overdue first, then the least time left; on the embedded database and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { privacyRequestsPerPage } from '@contract/inbox-api';
import type { PrivacyRequestKind } from '@contract/privacy-request';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const day = 86_400_000;
const junkCount = 510;

interface Item {
  id: string;
  email: string;
  kind: string;
  overdue: boolean;
  daysLeft: number | null;
  answeredAt: string | null;
}
interface Page {
  requests: Item[];
  nextCursor: string | null;
}

describe.each(backends)('the LGPD request list under a flood, on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let carla: SignedIn;
  const db = () => opened.database.db;
  const genuine = { urgent: '', overdue: '', newest: '', answered: '' };

  const page = async (query: Record<string, string> = {}) => {
    const response = await app.inject({
      url: `/api/inbox/privacy-requests?${new URLSearchParams(query)}`,
      headers: carla.read,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Page;
  };
  const everyPage = async (query: Record<string, string> = {}) => {
    const items: Item[] = [];
    let pages = 0;
    let cursor: string | null = null;
    do {
      const next: Page = await page(cursor ? { ...query, cursor } : query);
      expect(next.requests.length).toBeLessThanOrEqual(privacyRequestsPerPage);
      items.push(...next.requests);
      cursor = next.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return items;
  };
  const insert = async (
    email: string,
    kind: PrivacyRequestKind,
    receivedAgo: number,
    answered = false,
  ) => {
    const now = Date.now();
    const row = await db()
      .insertInto('privacy_requests')
      .values({
        email,
        kind,
        language: 'pt',
        received_at: new Date(now - receivedAgo),
        // The genuine requests were confirmed from their address (decision 322); the flood not.
        verified_at: new Date(now - receivedAgo + 60_000),
        ...(answered ? { answered_at: new Date(now - day), outcome: 'answered' } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    carla = await signIn(app, await anInboxUser(db(), 'Carla Privacidade'));
    // One genuine request 16 days old (overdue), one 13 days old (2 days left), one answered
    // long ago, then the flood (4 s, 102 addresses), then one more genuine request after it.
    genuine.overdue = await insert('titular.atrasado@example.com', 'access', 16 * day);
    genuine.urgent = await insert('titular.urgente@example.com', 'correction', 13 * day);
    genuine.answered = await insert('titular.respondido@example.com', 'access', 20 * day, true);
    await db()
      .insertInto('privacy_requests')
      .values(
        Array.from({ length: junkCount }, (_, index) => ({
          email: `lixo${index % 102}@example.com`,
          kind: 'erasure',
          language: 'pt',
          received_at: new Date(Date.now() - 4000 + (index * 4000) / junkCount),
        })),
      )
      .execute();
    genuine.newest = await insert('titular.novo@example.com', 'access', 0);
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    it('puts the overdue first, then the least time left, each with its days left, on one page', async () => {
      const first = await page();
      expect(first.requests).toHaveLength(privacyRequestsPerPage);
      expect(first.nextCursor).not.toBeNull();
      expect(first.requests.slice(0, 2)).toMatchObject([
        { id: genuine.overdue, overdue: true, daysLeft: -1 },
        { id: genuine.urgent, overdue: false, daysLeft: 2 },
      ]);
      // The flood's requests have their whole 15 days.
      expect(first.requests[2]).toMatchObject({ kind: 'erasure', daysLeft: 15, overdue: false });
    });

    it('pages through every request exactly once: the open, then the answered', async () => {
      const all = await everyPage();
      expect(all).toHaveLength(junkCount + 4);
      expect(new Set(all.map((item) => item.id)).size).toBe(junkCount + 4);
      // The genuine request sent after the flood is the last open one, the answered after it.
      expect(all.slice(-2).map((item) => item.id)).toEqual([genuine.newest, genuine.answered]);
      expect(all.at(-1)).toMatchObject({ daysLeft: null, answeredAt: expect.any(String) });
    });

    it('finds a genuine request by state and by kind, however large the flood', async () => {
      expect((await everyPage({ status: 'overdue' })).map((item) => item.id)).toEqual([
        genuine.overdue,
      ]);
      expect((await everyPage({ status: 'answered' })).map((item) => item.id)).toEqual([
        genuine.answered,
      ]);
      expect((await everyPage({ kind: 'access', status: 'open' })).map((item) => item.id)).toEqual([
        genuine.overdue,
        genuine.newest,
      ]);
      expect((await everyPage({ kind: 'correction' })).map((item) => item.id)).toEqual([
        genuine.urgent,
      ]);
      const open = await everyPage({ status: 'open' });
      expect(open).toHaveLength(junkCount + 3);
      expect(open.every((item) => item.answeredAt === null)).toBe(true);
    });

    it('sets the confirmed requests apart from the unconfirmed flood', async () => {
      expect((await everyPage({ confirmed: 'yes' })).map((item) => item.id)).toEqual([
        genuine.overdue,
        genuine.urgent,
        genuine.newest,
        genuine.answered,
      ]);
      const unconfirmed = await everyPage({ confirmed: 'no', status: 'open' });
      expect(unconfirmed).toHaveLength(junkCount);
      expect(unconfirmed.every((item) => item.email.startsWith('lixo'))).toBe(true);
      const refused = await app.inject({
        url: '/api/inbox/privacy-requests?confirmed=maybe',
        headers: carla.read,
      });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual(['confirmed']);
    });

    it('refuses a filter or cursor it does not know, naming the field', async () => {
      const refused = await app.inject({
        url: '/api/inbox/privacy-requests?status=forgotten&kind=sell',
        headers: carla.read,
      });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fields).sort()).toEqual(['kind', 'status']);
      const forged = await app.inject({
        url: `/api/inbox/privacy-requests?cursor=${Buffer.from(`open|not-a-time|${randomUUID()}`).toString('base64url')}`,
        headers: carla.read,
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().fields).toHaveProperty('cursor');
    });
  });
});
