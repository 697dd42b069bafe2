/**
 * The views' counts stop at their limit and say so, on the embedded database and on
 * PostgreSQL: below it they are exact, above it they are the limit and "at least".
 */
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUpClock } from './follow-up-clock';
import { countViews } from './view-counts';

describe.each(backends)('the views’ counts on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let viewer: { id: string; clock: ReturnType<typeof followUpClock> };

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    const user = await anInboxUser(opened.database.db, 'Carla Vendas');
    viewer = {
      id: user.id,
      clock: followUpClock({ timeZone: 'America/Sao_Paulo', firstResponseHours: 4 }),
    };
    // Ana and Bia share a phone: one person who wrote twice.
    const phones = { Ana: '11 99999-8888', Bia: '(11) 99999-8888', Caio: '21 98888-7777' };
    for (const [firstName, phone] of Object.entries(phones)) {
      const sent = await app.inject({
        method: 'POST',
        url: '/contacts/send',
        payload: aContact({ firstName, phone }),
      });
      expect(sent.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  it.skipIf(!backend.available)('are exact up to their limit', async () => {
    const counts = await countViews(opened.database.db, {}, viewer, 3);
    expect(counts).toMatchObject({
      all: 3,
      unassigned: 3,
      mine: 0,
      spam: 0,
      newPeople: 2,
      atLeast: [],
    });
  });

  it.skipIf(!backend.available)('stop at their limit and say "at least"', async () => {
    const counts = await countViews(opened.database.db, {}, viewer, 2);
    expect(counts).toMatchObject({ all: 2, unassigned: 2, mine: 0 });
    // The people among two of the three new leads: one or two, and said to be a lower bound.
    expect(counts.newPeople).toBeGreaterThanOrEqual(1);
    expect(counts.atLeast.sort()).toEqual(['all', 'newPeople', 'unassigned']);
  });

  it.skipIf(!backend.available)('count under the filter: a search finds one', async () => {
    const counts = await countViews(opened.database.db, { q: 'caio' }, viewer, 2);
    expect(counts).toMatchObject({ all: 1, unassigned: 1, atLeast: [] });
  });
});
