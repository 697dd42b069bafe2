/**
 * Reading leads through the inbox API, on the embedded database and on PostgreSQL: a lead nobody
 * has opened is unread until any account opens its page; a lead's previous and next follow the
 * order and the filter of the view it was opened from.
 */
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

describe.each(backends)('reading leads on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let carla: SignedIn;
  let diego: SignedIn;
  const db = () => opened.database.db;
  const get = (url: string, who: SignedIn = carla) => app.inject({ url, headers: who.read });

  /** A lead a given number of minutes old, with a status; its id. */
  async function insertLead(minutesAgo: number, status: 'new' | 'won' = 'new', name = 'Ana') {
    const response = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      payload: aContact({
        firstName: name,
        phone: `11 9${String(minutesAgo).padStart(4, '0')}-8888`,
      }),
    });
    const id = response.json()[0].id as string;
    await db()
      .updateTable('leads')
      .set({ created_at: new Date(Date.UTC(2025, 0, 10, 12, 0) - minutesAgo * 60_000), status })
      .where('id', '=', id)
      .execute();
    return id;
  }

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    carla = await signIn(app, await anInboxUser(db(), 'Carla Vendas'));
    diego = await signIn(app, await anInboxUser(db(), 'Diego'));
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  beforeEach(async () => {
    if (!backend.available) return;
    await db().deleteFrom('leads').execute();
  });

  describe.skipIf(!backend.available)('', () => {
    it('marks a lead unread until any account opens it', async () => {
      const id = await insertLead(1);
      const unread = async (who: SignedIn) =>
        (await get('/api/inbox/leads', who)).json().leads[0].unread as boolean;
      expect(await unread(carla)).toBe(true);
      expect(await unread(diego)).toBe(true);
      expect((await get(`/api/inbox/leads/${id}`, diego)).json().lead.unread).toBe(false);
      expect(await unread(carla)).toBe(false);
      expect(await unread(diego)).toBe(false);
    });

    it('gives the previous and next lead of the view, with its filter', async () => {
      const newest = await insertLead(1, 'new', 'Nina');
      const won = await insertLead(2, 'won', 'Wagner');
      const middle = await insertLead(3, 'new', 'Mia');
      const oldest = await insertLead(4, 'new', 'Olga');
      const around = async (id: string, query = '') =>
        (await get(`/api/inbox/leads/${id}/neighbours?${query}`)).json();

      expect(await around(won)).toEqual({
        previous: { id: newest, firstName: 'Nina', lastName: 'Souza' },
        next: { id: middle, firstName: 'Mia', lastName: 'Souza' },
      });
      expect(await around(newest)).toMatchObject({ previous: null, next: { id: won } });
      expect(await around(oldest)).toMatchObject({ previous: { id: middle }, next: null });
      // Within "status new", the won lead is skipped.
      expect(await around(middle, 'status=new')).toMatchObject({
        previous: { id: newest },
        next: { id: oldest },
      });
      expect((await get(`/api/inbox/leads/${won}/neighbours?status=nope`)).statusCode).toBe(400);
      expect(
        (await get('/api/inbox/leads/00000000-0000-4000-8000-000000000000/neighbours')).statusCode,
      ).toBe(404);
    });
  });
});
