/**
 * The Spam folder through the inbox API, on the embedded database and on PostgreSQL: the
 * arrival screen files suspected spam there (answered as sent, stored, its notifications
 * held), "Mark as spam" takes a lead out of every view and count and holds what was not sent
 * yet, "Not spam" gives it back and sends what it held; each change in the audit log.
 */
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import { waitUntil } from '@server/test-support/wait-until';
import { startWebhookSink, type WebhookSink } from '@server/test-support/webhook-sink';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const webhookSecret = `whsec_${Buffer.from('test-webhook-secret-0123456789abcdef').toString('base64')}`;

/** Long enough for the repeated-message check, which leaves short greetings alone. */
const campaignText =
  'Compre seguidores baratos agora mesmo, oferta imperdível só hoje para sua empresa';

describe.each(backends)('the Spam folder on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let webhook: WebhookSink;
  let carla: SignedIn;
  const db = () => opened.database.db;

  const get = (url: string) => app.inject({ url, headers: carla.read });
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: carla.write });
  const listed = async (query = '') =>
    ((await get(`/api/inbox/leads?${query}`)).json() as { leads: { id: string }[] }).leads.map(
      (lead) => lead.id,
    );
  const counts = async (query = '') => (await get(`/api/inbox/leads/counts?${query}`)).json();
  const lead = async (id: string) => (await get(`/api/inbox/leads/${id}`)).json();
  const webhookCallsFor = (id: string) =>
    webhook.calls.filter((call) => (call.body as { lead?: { id?: string } }).lead?.id === id);

  async function sendLead(overrides: Record<string, unknown> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      payload: aContact(overrides),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: string }[])[0]?.id ?? '';
  }

  const outboxRow = (id: string) =>
    db()
      .selectFrom('outbox')
      .selectAll()
      .where('lead_id', '=', id)
      .where('channel', '=', 'webhook')
      .executeTakeFirstOrThrow();

  const auditOf = async (id: string) =>
    (
      await db()
        .selectFrom('audit_log')
        .select(['action', 'actor_email', 'details'])
        .where('lead_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((entry) => ({ ...entry, details: entry.details }));

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    webhook = await startWebhookSink();
    app = await buildApp({
      config: testConfig({
        LEADS_WEBHOOK_URL: webhook.url,
        LEADS_WEBHOOK_SECRET: webhookSecret,
        // A failed call waits long before its next try: the test decides when it is sent.
        NOTIFY_RETRY_MAX_MS: '3600000',
      }),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    const user = await anInboxUser(db(), 'Carla Vendas');
    carla = await signIn(app, { email: user.email, password: user.password });
  });

  afterAll(async () => {
    await app?.close();
    await webhook?.close();
    await opened?.cleanup();
  });

  beforeEach(async () => {
    if (!backend.available) return;
    webhook.answerWith(200);
    await db().deleteFrom('leads').execute();
    await db().deleteFrom('audit_log').execute();
  });

  describe.skipIf(!backend.available)('', () => {
    it('files a lead from a throwaway address in Spam: answered as sent, kept, not notified', async () => {
      const spam = await sendLead({ email: 'bot@mailinator.com' });
      const person = await sendLead();
      // The outbox sends in order of arrival: once the person's lead is out, the spam's would be.
      await waitUntil(() => webhookCallsFor(person).length === 1);
      expect(webhookCallsFor(spam)).toEqual([]);

      expect(await listed()).toEqual([person]);
      expect(await listed('folder=spam')).toEqual([spam]);
      expect(await counts()).toMatchObject({ all: 1, unassigned: 1, spam: 1 });
      const detail = await lead(spam);
      expect(detail.lead).toMatchObject({ status: 'spam', spamReasons: ['disposable_email'] });
      expect(detail.deliveries).toMatchObject([
        { channel: 'webhook', state: 'skipped', skippedReason: 'spam' },
      ]);
      expect(await auditOf(spam)).toEqual([
        { action: 'spam_screened', actor_email: null, details: { reasons: ['disposable_email'] } },
      ]);

      const cleared = await post(`/api/inbox/leads/${spam}/spam`, { spam: false, version: 1 });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().lead).toMatchObject({ status: 'new', spamReasons: null, version: 2 });
      await waitUntil(() => webhookCallsFor(spam).length === 1);
      expect((await listed()).sort()).toEqual([person, spam].sort());
      expect(await listed('folder=spam')).toEqual([]);
      expect(await auditOf(spam)).toMatchObject([
        { action: 'spam_screened' },
        { action: 'spam_cleared', details: { to: 'new', released: 1 } },
      ]);
    });

    it('files several links and a message repeated from another address, not one link', async () => {
      const links = await sendLead({
        message: 'Veja https://a.example/1 e http://b.example/2 e www.c.example/3',
      });
      const oneLink = await sendLead({ message: 'Nosso site é https://transportes.example' });
      const first = await sendLead({ message: campaignText });
      const sameAddressAgain = await sendLead({
        email: (await lead(first)).lead.email,
        message: campaignText,
      });
      const repeated = await sendLead({ message: `  ${campaignText.toUpperCase()} ` });
      const short = await sendLead({ message: 'Quero um orçamento.' });
      const shortAgain = await sendLead({ message: 'Quero um orçamento.' });

      expect((await listed('folder=spam')).sort()).toEqual([links, repeated].sort());
      expect((await lead(links)).lead.spamReasons).toEqual(['links']);
      expect((await lead(repeated)).lead.spamReasons).toEqual(['repeated_message']);
      expect((await listed()).sort()).toEqual(
        [oneLink, first, sameAddressAgain, short, shortAgain].sort(),
      );
    });

    it('takes a marked lead out of every view and holds its notification until "Not spam"', async () => {
      // The receiver is down: the notification waits, failed, for its next try.
      webhook.answerWith(500);
      const id = await sendLead();
      await waitUntil(async () => (await outboxRow(id)).attempts === 1);
      // Its next try an hour away, not the backoff's second or two: on a loaded host the steps
      // below take longer than that, and a try under way (leased) is not held by "Spam".
      await db()
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(Date.now() + 3_600_000) })
        .where('lead_id', '=', id)
        .execute();
      // A phone of its own: the same one would make it the same person's later lead.
      const other = await sendLead({ phone: '21 3333-4444' });
      await post(`/api/inbox/leads/${id}/status`, { status: 'contacted', version: 1 });
      const me = (await get('/api/inbox/session')).json().user.id as string;
      await post(`/api/inbox/leads/${id}/owner`, { ownerId: me, version: 2 });
      await post(`/api/inbox/leads/${id}/next-step`, {
        on: '2020-01-02',
        text: 'Ligar',
        version: 3,
      });
      expect(await listed('due=overdue')).toContain(id);

      const marked = await post(`/api/inbox/leads/${id}/spam`, { spam: true, version: 4 });
      expect(marked.statusCode).toBe(200);
      expect(marked.json().lead).toMatchObject({
        status: 'spam',
        spamReasons: ['marked'],
        version: 5,
      });
      for (const view of [
        '',
        'owner=me',
        'owner=none',
        'due=overdue',
        'due=today',
        'status=spam',
      ]) {
        expect(await listed(view)).not.toContain(id);
      }
      expect(await counts()).toEqual({
        all: 1,
        mine: 0,
        unassigned: 1,
        dueToday: 0,
        overdue: 0,
        spam: 1,
        atLeast: [],
        newPeople: 1,
      });
      expect(await counts('owner=me')).toMatchObject({ spam: 1 });
      expect(await listed('folder=spam&owner=me')).toEqual([id]);
      const exported = await app.inject({
        url: '/api/inbox/leads.csv',
        headers: { ...carla.read, 'sec-fetch-site': 'same-origin' },
      });
      expect(exported.body).toContain(other);
      expect(exported.body).not.toContain(id);
      expect(await outboxRow(id)).toMatchObject({ skipped: 'spam', attempts: 1 });
      // Marking it again changes nothing.
      const again = await post(`/api/inbox/leads/${id}/spam`, { spam: true, version: 5 });
      expect(again.json().lead.version).toBe(5);

      webhook.answerWith(200);
      const back = await post(`/api/inbox/leads/${id}/spam`, { spam: false, version: 5 });
      expect(back.json().lead).toMatchObject({ status: 'contacted', version: 6 });
      await waitUntil(() => webhookCallsFor(id).length === 1);
      expect(await listed('owner=me')).toEqual([id]);
      expect(await auditOf(id)).toMatchObject([
        { action: 'status_changed' },
        { action: 'owner_changed' },
        { action: 'next_step_changed' },
        { action: 'spam_marked', details: { from: 'contacted', held: 1 } },
        { action: 'spam_cleared', details: { to: 'contacted', released: 1 } },
      ]);
    });

    it('moves a lead in and out of Spam by its status too, and answers 409 to an old version', async () => {
      const id = await sendLead();
      await waitUntil(() => webhookCallsFor(id).length === 1);
      const marked = await post(`/api/inbox/leads/${id}/status`, { status: 'spam', version: 1 });
      expect(marked.json().lead).toMatchObject({ status: 'spam', spamReasons: ['marked'] });
      // Delivered before it was marked: nothing to hold, nothing sent twice.
      expect(await outboxRow(id)).toMatchObject({ skipped: null });
      const stale = await post(`/api/inbox/leads/${id}/spam`, { spam: false, version: 1 });
      expect(stale.statusCode).toBe(409);
      const qualified = await post(`/api/inbox/leads/${id}/status`, {
        status: 'qualified',
        version: 2,
      });
      expect(qualified.json().lead).toMatchObject({ status: 'qualified', spamReasons: null });
      expect(await listed()).toEqual([id]);
      expect(webhookCallsFor(id)).toHaveLength(1);
      expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
        'spam_marked',
        'spam_cleared',
      ]);
    });

    it('erases a spam lead like any other', async () => {
      const spam = await sendLead({ email: 'bot@mailinator.com' });
      const erased = await post(`/api/inbox/leads/${spam}/erase`, {
        confirmEmail: 'bot@mailinator.com',
      });
      expect(erased.json()).toEqual({ deleted: 1 });
      expect(await listed('folder=spam')).toEqual([]);
    });
  });
});
