/**
 * Group commit: many leads at once share transactions, and each still gets exactly its own
 * outcome; on both databases.
 */

import { backends, type OpenedBackend } from '@server/test-support/backends';
import { noAttribution } from '@server/test-support/leads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewLead } from './lead';
import { LeadBatcher } from './lead-batcher';
import { storeLeads } from './leads-repository';

function aLead(tag: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    firstName: 'Ana',
    lastName: 'Souza',
    email: `${tag}@example.com`,
    phone: '11 99999-8888',
    message: `Lead ${tag}`,
    subject: 'Quero contratar',
    language: 'pt',
    page: '/contact',
    attribution: noAttribution(),
    ...overrides,
  };
}

describe.each(backends)('LeadBatcher on the $name', (backend) => {
  let opened: OpenedBackend;

  beforeAll(async () => {
    if (backend.available) opened = await backend.open();
  });
  afterAll(async () => {
    await opened?.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    /** A batcher over the real store that counts the batches it writes. */
    const countingBatcher = () => {
      const sizes: number[] = [];
      const batcher = new LeadBatcher(
        (batch) => {
          sizes.push(batch.length);
          return storeLeads(opened.database.db, batch);
        },
        { concurrentBatches: 1 },
      );
      return { batcher, sizes };
    };

    it('stores 300 leads sent at once in two batches, each lead with its own id and outbox rows', async () => {
      const { batcher, sizes } = countingBatcher();
      const results = await Promise.all(
        Array.from({ length: 300 }, (_, index) =>
          batcher.store({ lead: aLead(`bulk-${index}`), options: { channels: ['email'] } }),
        ),
      );

      expect(results.every((result) => result.outcome === 'created')).toBe(true);
      const ids = results.map((result) => (result.outcome === 'created' ? result.id : ''));
      expect(new Set(ids).size).toBe(300);
      // 300 at once: two batches of at most 200, not 300 commits.
      expect(sizes).toEqual([200, 100]);

      const stored = await opened.database.db
        .selectFrom('leads')
        .select(['id', 'email'])
        .where('email', 'like', 'bulk-%')
        .execute();
      expect(stored).toHaveLength(300);
      // Each answer's id is the id of that very lead.
      const emailOf = new Map(stored.map((row) => [row.id, row.email]));
      results.forEach((result, index) => {
        if (result.outcome === 'created')
          expect(emailOf.get(result.id)).toBe(`bulk-${index}@example.com`);
      });
      const outbox = await opened.database.db
        .selectFrom('outbox')
        .select('lead_id')
        .where('lead_id', 'in', ids)
        .execute();
      expect(outbox).toHaveLength(300);
    });

    it('keeps idempotency inside one batch: one lead per key, replays and reuses told apart', async () => {
      const { batcher } = countingBatcher();
      const first = aLead('key-a');
      const [a1, a2, a3, b] = await Promise.all([
        batcher.store({ lead: first, options: { idempotencyKey: 'key-a', channels: [] } }),
        batcher.store({ lead: first, options: { idempotencyKey: 'key-a', channels: [] } }),
        batcher.store({
          lead: aLead('key-a', { message: 'another lead' }),
          options: { idempotencyKey: 'key-a', channels: [] },
        }),
        batcher.store({ lead: aLead('key-b'), options: { idempotencyKey: 'key-b', channels: [] } }),
      ]);
      expect(a1).toEqual({ outcome: 'created', id: expect.any(String) });
      expect(a2).toEqual({ outcome: 'replayed', id: a1?.outcome === 'created' ? a1.id : '' });
      expect(a3).toEqual({ outcome: 'key-reused' });
      expect(b?.outcome).toBe('created');
      const stored = await opened.database.db
        .selectFrom('leads')
        .select('id')
        .where('idempotency_key', 'in', ['key-a', 'key-b'])
        .execute();
      expect(stored).toHaveLength(2);
    });

    it('a lead the database rejects fails alone; the rest of its batch is stored', async () => {
      const { batcher } = countingBatcher();
      const results = await Promise.allSettled([
        batcher.store({ lead: aLead('poison-ok-1'), options: { channels: [] } }),
        // A language the table's check constraint refuses (the API never sends one).
        batcher.store({
          lead: aLead('poison-bad', { language: 'xx' as NewLead['language'] }),
          options: { channels: [] },
        }),
        batcher.store({ lead: aLead('poison-ok-2'), options: { channels: [] } }),
      ]);
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      const stored = await opened.database.db
        .selectFrom('leads')
        .select('email')
        .where('email', 'like', 'poison-%')
        .execute();
      expect(stored.map((row) => row.email).sort()).toEqual([
        'poison-ok-1@example.com',
        'poison-ok-2@example.com',
      ]);
    });
  });
});
