/**
 * lead.updated (decision 327): a correction of a lead's contact fields, carried out from its
 * person's request, reaches the webhook that received the lead, in the correction's own
 * transaction, with the fields as they are now; never before the lead itself, once per
 * correction, and not at all for a lead the webhook never got. On the embedded database and on a
 * PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import { addUser } from '@server/accounts/users';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxEmail, inboxPassword, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import { notificationsSettled, outboxLooksAfterNow } from '@server/test-support/outbox';
import { waitUntil } from '@server/test-support/wait-until';
import { verifyWebhookSignature } from '@server/test-support/webhook-signature';
import { startWebhookSink, type WebhookSink } from '@server/test-support/webhook-sink';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 40_000 });

const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;

interface Call {
  body: { event: string; lead: { id: string; email?: string; lastName?: string } };
  raw: string;
  headers: Record<string, string>;
}

describe.each(backends)('lead.updated on the $name', (backend) => {
  let opened: OpenedBackend;
  let webhook: WebhookSink;
  let app: FastifyInstance;
  let officer: Awaited<ReturnType<typeof signIn>>;
  const db = () => opened.database.db;

  const sendLead = async (fields: Record<string, unknown> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      payload: aContact(fields),
    });
    expect(response.statusCode).toBe(200);
    return response.json()[0].id as string;
  };

  const correctionRequest = async (email: string) => {
    const row = await db()
      .insertInto('privacy_requests')
      .values({ email, kind: 'correction', language: 'pt', verified_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  /** The officer corrects the lead with `changes` over the fields as listed. */
  const correct = async (requestId: string, leadId: string, changes: Record<string, string>) => {
    const listed = await app.inject({
      url: `/api/inbox/privacy-requests/${requestId}/leads`,
      headers: officer.read,
    });
    const found = (
      listed.json().leads as { id: string; fields: Record<string, string | null> }[]
    ).find((lead) => lead.id === leadId);
    const fields = {
      ...found?.fields,
      company: found?.fields.company ?? '',
      cnpj: found?.fields.cnpj ?? '',
    };
    const response = await app.inject({
      method: 'POST',
      url: `/api/inbox/privacy-requests/${requestId}/leads/${leadId}/correct`,
      payload: { ...fields, ...changes },
      headers: officer.write,
    });
    expect(response.statusCode).toBe(200);
    return response.json().changed as string[];
  };

  const callsFor = (leadId: string, event: string) =>
    (webhook.calls as Call[]).filter(
      (call) => call.body.event === event && call.body.lead.id === leadId,
    );
  const updateRow = (leadId: string) =>
    db()
      .selectFrom('outbox')
      .selectAll()
      .where('lead_id', '=', leadId)
      .where('event', '=', 'lead.updated')
      .executeTakeFirst();

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    webhook = await startWebhookSink();
    app = await buildApp({
      config: testConfig({
        NOTIFY_RETRY_MAX_MS: '200',
        LEADS_WEBHOOK_URL: webhook.url,
        LEADS_WEBHOOK_SECRET: webhookSecret,
      }),
      database: opened.database,
      outboxPollIntervalMs: 200,
    });
    const account = await addUser(db(), {
      email: anInboxEmail(),
      password: inboxPassword,
      roles: ['privacy'],
    });
    officer = await signIn(app, { email: account.email, password: inboxPassword });
  });

  afterEach(() => webhook?.answerWith(200));

  afterAll(async () => {
    await app?.close();
    await webhook?.close();
    await opened?.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    it('sends the corrected fields once per correction, signed, each with its own id', async () => {
      const email = aContact().email;
      const id = await sendLead({ email, lastName: 'Sousa' });
      await waitUntil(() => callsFor(id, 'lead.created').length === 1);
      const request = await correctionRequest(email);

      expect(await correct(request, id, { lastName: 'Souza' })).toEqual(['lastName']);
      await waitUntil(() => callsFor(id, 'lead.updated').length === 1);
      const newAddress = aContact().email;
      expect(await correct(request, id, { email: newAddress })).toEqual(['email']);
      await waitUntil(() => callsFor(id, 'lead.updated').length === 2);
      // Delivered, recorded, and looked at again: a repeat would be here by now.
      await waitUntil(() => notificationsSettled(db(), [id]));
      await outboxLooksAfterNow();

      const [first, second] = callsFor(id, 'lead.updated');
      expect(first?.body.lead).toMatchObject({ id, email, lastName: 'Souza' });
      expect(second?.body.lead).toMatchObject({ id, email: newAddress, lastName: 'Souza' });
      expect(first?.headers['webhook-id']).toMatch(new RegExp(`^lead-${id}-updated-[0-9a-f]{16}$`));
      expect(second?.headers['webhook-id']).not.toBe(first?.headers['webhook-id']);
      for (const call of [first, second]) {
        expect(verifyWebhookSignature(webhookSecret, call?.raw ?? '', call?.headers ?? {})).toBe(
          true,
        );
      }
      expect(callsFor(id, 'lead.updated')).toHaveLength(2);
      expect(callsFor(id, 'lead.created')).toHaveLength(1);
    });

    it('queues nothing when no field changed', async () => {
      const email = aContact().email;
      const id = await sendLead({ email });
      await waitUntil(() => callsFor(id, 'lead.created').length === 1);
      expect(await correct(await correctionRequest(email), id, {})).toEqual([]);
      expect(await updateRow(id)).toBeUndefined();
    });

    it('never tells the change before the lead: a creation still on its way carries it', async () => {
      webhook.answerWith(503);
      const email = aContact().email;
      const id = await sendLead({ email, lastName: 'Sousa' });
      await waitUntil(async () => {
        const created = await db()
          .selectFrom('outbox')
          .select('attempts')
          .where('lead_id', '=', id)
          .where('event', '=', 'lead.created')
          .executeTakeFirst();
        return (created?.attempts ?? 0) >= 1;
      });
      await correct(await correctionRequest(email), id, { lastName: 'Souza' });
      // The update is looked at while the lead has not gone: it is skipped, not sent first.
      await waitUntil(async () => (await updateRow(id))?.skipped === 'sent with lead.created');
      webhook.answerWith(204);
      await waitUntil(() => callsFor(id, 'lead.created').length > 0);
      await waitUntil(() => notificationsSettled(db(), [id]));
      await outboxLooksAfterNow();
      expect(callsFor(id, 'lead.created').at(-1)?.body.lead).toMatchObject({ lastName: 'Souza' });
      expect(callsFor(id, 'lead.updated')).toEqual([]);
    });

    it('goes with its lead when the lead is erased', async () => {
      webhook.answerWith(503);
      const email = aContact().email;
      const id = await sendLead({ email });
      await correct(await correctionRequest(email), id, { lastName: 'Apagado' });
      expect(await updateRow(id)).toBeDefined();
      await db().deleteFrom('leads').where('id', '=', id).execute();
      expect(await updateRow(id)).toBeUndefined();
    });
  });
});
