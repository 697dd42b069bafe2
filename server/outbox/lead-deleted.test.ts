/**
 * lead.deleted: erasing a person's leads tells the CRM through the outbox, in the erasure's
 * own transaction, with the lead's id only, retried until accepted and delivered once; on
 * the embedded database and on a PostgreSQL server.
 */
import { buildApp } from '@server/app';
import { deleteLeadsByEmail } from '@server/leads/erasure';
import { storeLeads } from '@server/leads/leads-repository';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { aContact, adminToken, authorization, noAttribution } from '@server/test-support/leads';
import { notificationsSettled, outboxLooksAfterNow } from '@server/test-support/outbox';
import { waitUntil } from '@server/test-support/wait-until';
import { verifyWebhookSignature } from '@server/test-support/webhook-signature';
import { startWebhookSink, type WebhookSink } from '@server/test-support/webhook-sink';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 40_000 });

const webhookSecret = `whsec_${Buffer.from('test-webhook-secret-0123456789abcdef').toString('base64')}`;
describe.each(backends)('lead.deleted on the $name', (backend) => {
  let opened: OpenedBackend;
  let webhook: WebhookSink;
  const apps: FastifyInstance[] = [];

  async function startApp(env: Record<string, string>) {
    const app = await buildApp({
      config: testConfig({ ADMIN_TOKEN: adminToken, NOTIFY_RETRY_MAX_MS: '200', ...env }),
      database: opened.database,
      outboxPollIntervalMs: 200,
    });
    await app.ready();
    apps.push(app);
    return app;
  }
  const withWebhook = () =>
    startApp({ LEADS_WEBHOOK_URL: webhook.url, LEADS_WEBHOOK_SECRET: webhookSecret });

  async function sendLead(app: FastifyInstance, contact = aContact()) {
    const response = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(contact),
    });
    expect(response.statusCode).toBe(200);
    return response.json()[0].id as string;
  }

  const erase = (app: FastifyInstance, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/leads/delete',
      headers: { ...authorization, 'content-type': 'application/json' },
      payload: JSON.stringify({ email }),
    });

  const outboxOf = (leadId: string) =>
    opened.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('lead_id', '=', leadId)
      .orderBy('event')
      .execute();
  const callsFor = (leadId: string, event: string) =>
    webhook.calls.filter(
      (call) =>
        (call.body as { event: string; lead: { id: string } }).event === event &&
        (call.body as { lead: { id: string } }).lead.id === leadId,
    );

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    webhook = await startWebhookSink();
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    webhook?.answerWith(200);
  });

  afterAll(async () => {
    await webhook?.close();
    await opened?.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    it('tells the CRM of an erasure with the id only, retried until accepted, exactly once', async () => {
      const app = await withWebhook();
      const contact = aContact();
      const id = await sendLead(app, contact);
      await waitUntil(() => callsFor(id, 'lead.created').length === 1);

      webhook.answerWith(503);
      expect((await erase(app, contact.email)).json()).toEqual({ deleted: 1 });
      // The lead is gone; its deletion event is not.
      expect(
        await opened.database.db.selectFrom('leads').where('id', '=', id).selectAll().execute(),
      ).toEqual([]);
      const [deletion] = await outboxOf(id);
      expect(deletion).toMatchObject({ channel: 'webhook', event: 'lead.deleted' });
      await waitUntil(async () => ((await outboxOf(id))[0]?.attempts ?? 0) >= 2);

      webhook.answerWith(204);
      await waitUntil(() => callsFor(id, 'lead.deleted').length > 0);
      // Delivered and recorded, and the worker has looked again: a second call would be here.
      await waitUntil(() => notificationsSettled(opened.database.db, [id]));
      await outboxLooksAfterNow();
      const calls = callsFor(id, 'lead.deleted');
      expect(calls).toHaveLength(1);
      const [call] = calls;
      expect(call?.body).toEqual({ event: 'lead.deleted', lead: { id } });
      expect(call?.raw).not.toContain(contact.email);
      expect(call?.headers['webhook-id']).toBe(`lead-${id}-deleted`);
      expect(verifyWebhookSignature(webhookSecret, call?.raw ?? '', call?.headers ?? {})).toBe(
        true,
      );
      expect((await outboxOf(id))[0]?.delivered_at).not.toBeNull();
    });

    it('tells the CRM of a lead purged for its age (LEADS_RETENTION_DAYS), like an erasure', async () => {
      const app = await withWebhook();
      const id = await sendLead(app);
      await waitUntil(() => callsFor(id, 'lead.created').length === 1);
      await opened.database.db
        .updateTable('leads')
        .set({ created_at: sql<Date>`now() - interval '40 days'` })
        .where('id', '=', id)
        .execute();

      const purged = await app.inject({
        method: 'POST',
        url: '/api/leads/purge',
        headers: { ...authorization, 'content-type': 'application/json' },
        payload: JSON.stringify({ olderThanDays: 30 }),
      });
      expect(purged.json()).toEqual({ purged: 1 });
      await waitUntil(() => callsFor(id, 'lead.deleted').length === 1);
      expect(callsFor(id, 'lead.deleted')[0]?.body).toEqual({
        event: 'lead.deleted',
        lead: { id },
      });
    });

    it('erases a lead whose creation was never delivered without sending that creation', async () => {
      webhook.answerWith(503);
      const app = await withWebhook();
      const contact = aContact();
      const id = await sendLead(app, contact);
      await waitUntil(async () => ((await outboxOf(id))[0]?.attempts ?? 0) >= 1);
      // Its next try an hour away: a try under way when the erasure comes (the backoff's second
      // or two, on a loaded host) would rightly hold the deletion back for the whole lease.
      await opened.database.db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(Date.now() + 3_600_000) })
        .where('lead_id', '=', id)
        .execute();

      await erase(app, contact.email);
      expect((await outboxOf(id)).map((row) => row.event)).toEqual(['lead.deleted']);
      webhook.answerWith(200);
      await waitUntil(() => callsFor(id, 'lead.deleted').length === 1);
      // Nothing left to send for it, and the worker has looked again since.
      await waitUntil(() => notificationsSettled(opened.database.db, [id]));
      await outboxLooksAfterNow();
      expect(callsFor(id, 'lead.created')).toEqual([]);
    });

    it('queues nothing when no webhook is configured', async () => {
      const app = await startApp({});
      const contact = aContact();
      const id = await sendLead(app, contact);
      expect((await erase(app, contact.email)).json()).toEqual({ deleted: 1 });
      expect(await outboxOf(id)).toEqual([]);
    });

    it('holds the deletion back while the creation is on its way, so it cannot overtake it', async () => {
      const contact = {
        ...aContact(),
        subject: 'Assunto',
        language: 'pt' as const,
        page: null,
        attribution: noAttribution(),
      };
      const [stored] = await storeLeads(opened.database.db, [
        { lead: contact, options: { channels: ['webhook'] } },
      ]);
      if (stored?.outcome !== 'created') throw new Error('not stored');
      // As a worker claiming the creation event does.
      await opened.database.db
        .updateTable('outbox')
        .set({ locked_until: sql`now() + interval '90 seconds'` })
        .where('lead_id', '=', stored.id)
        .execute();
      const { rows } = await sql<{ until: Date }>`
        select locked_until as until from outbox where lead_id = ${stored.id}`.execute(
        opened.database.db,
      );
      const leaseEnd = new Date(rows[0]?.until ?? 0).getTime();

      const erased = await deleteLeadsByEmail(opened.database.db, contact.email, {
        notifyWebhook: true,
      });
      expect(erased).toBe(1);
      const [deletion] = await outboxOf(stored.id);
      expect(deletion?.event).toBe('lead.deleted');
      expect(new Date(deletion?.next_attempt_at ?? 0).getTime()).toBe(leaseEnd);
    });
  });
});
