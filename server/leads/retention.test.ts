/**
 * LEADS_RETENTION_DAYS: leads older than the window go with their notifications, at start
 * and by request; newer ones stay. On the embedded database and on PostgreSQL.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { filesContaining } from '@server/test-support/data-files';
import { aContact, adminToken, authorization } from '@server/test-support/leads';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { purgeExpiredLeads } from './retention';

const noWebhook = { notifyWebhook: false };
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe.each(backends)('the retention purge on the $name', (backend) => {
  let opened: OpenedBackend;

  /** A lead written straight to the table at a chosen time, with an outbox row per channel. */
  async function insertLead(createdAt: Date, email = aContact().email as string) {
    const id = randomUUID();
    await opened.database.db
      .insertInto('leads')
      .values({
        id,
        created_at: createdAt,
        first_name: 'Ana',
        last_name: 'Souza',
        email,
        phone: '11 99999-8888',
        message: `Mensagem de ${email}`,
        subject: 'Assunto',
        language: 'pt',
        page: '/contact',
        idempotency_key: null,
      })
      .execute();
    await opened.database.db
      .insertInto('outbox')
      .values([
        { lead_id: id, channel: 'email' },
        { lead_id: id, channel: 'webhook' },
      ])
      .execute();
    return id;
  }

  const remaining = async () => ({
    leads: (await opened.database.db.selectFrom('leads').select('id').execute()).map((r) => r.id),
    outbox: (await opened.database.db.selectFrom('outbox').select('lead_id').execute()).map(
      (r) => r.lead_id,
    ),
  });

  beforeAll(async () => {
    if (backend.available) opened = await backend.open();
  });

  afterAll(async () => {
    await opened?.cleanup();
  });

  beforeEach(async () => {
    if (backend.available) await opened.database.db.deleteFrom('leads').execute();
  });

  describe.skipIf(!backend.available)('', () => {
    it('deletes the leads older than the window with their outbox rows, and keeps newer ones', async () => {
      const old = await insertLead(daysAgo(31));
      const recent = await insertLead(daysAgo(29));
      const today = await insertLead(new Date());

      expect(await purgeExpiredLeads(opened.database, 30, noWebhook)).toBe(1);
      const { leads, outbox } = await remaining();
      expect(leads.sort()).toEqual([recent, today].sort());
      expect(outbox).not.toContain(old);
      expect(outbox.filter((id) => id === recent)).toHaveLength(2);

      expect(await purgeExpiredLeads(opened.database, 30, noWebhook)).toBe(0);
    });

    it('queues lead.deleted for every purged lead when the webhook is on, as an erasure does', async () => {
      const old = await insertLead(daysAgo(31));
      const older = await insertLead(daysAgo(400));
      const recent = await insertLead(daysAgo(29));

      expect(await purgeExpiredLeads(opened.database, 30, { notifyWebhook: true })).toBe(2);
      const rows = await opened.database.db
        .selectFrom('outbox')
        .select(['lead_id', 'channel', 'event'])
        .where('lead_id', 'in', [old, older])
        .orderBy('lead_id')
        .execute();
      expect(rows).toEqual(
        [old, older]
          .sort()
          .map((lead_id) => ({ lead_id, channel: 'webhook', event: 'lead.deleted' })),
      );
      expect((await remaining()).outbox.filter((id) => id === recent)).toHaveLength(2);
    });

    it('purges more leads than one batch holds', async () => {
      await sql`
        insert into leads (id, created_at, first_name, last_name, email, phone, message, subject)
        select gen_random_uuid(), now() - interval '400 days', 'Ana', 'Souza',
               'ana' || n || '@example.com', '11 99999-8888', 'Olá', 'Assunto'
        from generate_series(1, 2500) as n`.execute(opened.database.db);
      const kept = await insertLead(daysAgo(1));
      expect(await purgeExpiredLeads(opened.database, 365, noWebhook)).toBe(2500);
      expect((await remaining()).leads).toEqual([kept]);
    });

    it('purges at start when LEADS_RETENTION_DAYS is set, and on POST /api/leads/purge', async () => {
      const old = await insertLead(daysAgo(100));
      const middle = await insertLead(daysAgo(10));
      const app = await buildApp({
        config: testConfig({ LEADS_RETENTION_DAYS: '90', ADMIN_TOKEN: adminToken }),
        database: opened.database,
      });
      try {
        await app.ready();
        const deadline = Date.now() + 10_000;
        while ((await remaining()).leads.includes(old) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect((await remaining()).leads).toEqual([middle]);

        const purge = (payload: Record<string, unknown>) =>
          app.inject({ method: 'POST', url: '/api/leads/purge', headers: authorization, payload });
        const response = await purge({ olderThanDays: 7 });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ purged: 1 });
        expect((await remaining()).leads).toEqual([]);

        const refused = await purge({ olderThanDays: 0 });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().fields.olderThanDays).toBe('Must be a positive whole number of days');
      } finally {
        await app.close();
      }
    });

    it.runIf(backend.name === 'embedded PGlite')(
      'leaves no trace of a purged lead in the data folder',
      async () => {
        const marker = `purged-${randomBytes(8).toString('hex')}`;
        await insertLead(daysAgo(60), `${marker}@example.com`);
        await sql`checkpoint`.execute(opened.database.db);
        const dataDir = opened.env.DATA_DIR ?? '';
        expect(await filesContaining(dataDir, marker)).not.toEqual([]);

        expect(await purgeExpiredLeads(opened.database, 30, noWebhook)).toBe(1);
        expect(await filesContaining(dataDir, marker)).toEqual([]);
      },
    );
  });
});
