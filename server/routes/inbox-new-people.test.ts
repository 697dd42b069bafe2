/**
 * The "new" counts count the person once (decision 280): two new leads of one
 * person (same e-mail in any case, or same phone digits) are one in the inbox's count of new
 * people and in the morning digest's new parts, while the list still shows both, each marked.
 * On the embedded database and on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '@server/app';
import { readDigest } from '@server/schedule/digest-data';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

describe.each(backends)('the new counts count the person once on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let carla: SignedIn;
  let carlaId: string;
  const db = () => opened.database.db;
  // Every lead sent by these tests is past its first-response limit.
  const clock = { today: '2026-11-26', newOverdueBefore: new Date(Date.now() + 3_600_000) };

  const get = (url: string) => app.inject({ url, headers: carla.read });
  const counts = async (query = '') =>
    (await get(`/api/inbox/leads/counts?${query}`)).json() as { all: number; newPeople: number };

  /** A lead as the contact form sends it; its id. */
  async function sendLead(overrides: Record<string, unknown>) {
    const response = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      payload: aContact(overrides),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: string }[])[0]?.id ?? '';
  }

  /** Ana three times (by e-mail, then by phone digits as the contact form lets them vary) and Bruno once. */
  async function anaThriceAndBruno() {
    const mailbox = `ana.${randomBytes(4).toString('hex')}`;
    const first = await sendLead({ email: `${mailbox}@example.com`, phone: '(31) 3333-4444' });
    const sameEmail = await sendLead({
      email: `${mailbox.toUpperCase()}@Example.com`,
      phone: '(21) 98888-7777',
    });
    const samePhone = await sendLead({ phone: '31 3333 4444' });
    const bruno = await sendLead({ firstName: 'Bruno', phone: '(41) 97777-6666' });
    return { first, sameEmail, samePhone, bruno };
  }

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    const user = await anInboxUser(db(), 'Carla Vendas');
    carlaId = user.id;
    carla = await signIn(app, { email: user.email, password: user.password });
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
    it('counts two new leads of one person once, and lists both, each marked', async () => {
      const ana = await anaThriceAndBruno();

      expect(await counts()).toMatchObject({ all: 4, newPeople: 2 });
      const listed = (
        (await get('/api/inbox/leads')).json() as {
          leads: { id: string; duplicateOf: { id: string } | null }[];
        }
      ).leads;
      expect(new Map(listed.map((lead) => [lead.id, lead.duplicateOf?.id ?? null]))).toEqual(
        new Map([
          [ana.bruno, null],
          [ana.samePhone, ana.first],
          [ana.sameEmail, ana.first],
          [ana.first, null],
        ]),
      );
    });

    it('keeps her one person when the lead that joins her two new ones is answered', async () => {
      const ana = await anaThriceAndBruno();
      // Her second and third leads share nothing with each other: only her first joins them.
      await db()
        .updateTable('leads')
        .set({ status: 'contacted' })
        .where('id', '=', ana.first)
        .execute();

      expect(await counts()).toMatchObject({ all: 4, newPeople: 2 });
      expect(await counts('status=contacted')).toMatchObject({ all: 1, newPeople: 0 });
      // The count follows the view shown: Mine holds one of her leads.
      await db()
        .updateTable('leads')
        .set({ owner_id: carlaId })
        .where('id', '=', ana.sameEmail)
        .execute();
      expect(await counts('owner=me')).toMatchObject({ mine: 1, newPeople: 1 });
    });

    it("counts her once in the digest's new leads, listed by her newest", async () => {
      const ana = await anaThriceAndBruno();

      const digest = await readDigest(db(), carlaId, clock);
      expect(digest?.parts.newUnassigned.count).toBe(2);
      expect(digest?.parts.newUnassigned.leads.map((lead) => lead.id)).toEqual([
        ana.bruno,
        ana.samePhone,
      ]);

      await db().updateTable('leads').set({ owner_id: carlaId }).execute();
      const hers = await readDigest(db(), carlaId, clock);
      expect(hers?.parts.newMine.count).toBe(2);
      expect(hers?.parts.newUnassigned.count).toBe(0);
      // Overdue counts leads: each is a task of its own (all four are past the limit by this clock).
      expect(hers?.parts.overdue.count).toBe(4);
    });
  });
});
