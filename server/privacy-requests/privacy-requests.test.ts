/**
 * A person's LGPD request (decision 250): made through the public API or the privacy page's
 * form without script (honeypot, schema, limit), then worked in the inbox: the list with the
 * 15-day clock, the person's data as JSON, erasure everywhere, "answered", the audit log, and
 * the purge of answered requests; on the embedded database and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { honeypotField } from '@contract/request-conventions';
import { buildApp } from '@server/app';
import { type Database, openDatabase } from '@server/db/database';
import { errorHandler } from '@server/http/error-handler';
import { registerRateLimit } from '@server/http/rate-limit';
import { privacyRequestRoutes } from '@server/routes/privacy-requests';
import {
  backends,
  type OpenedBackend,
  postgresBackend,
  testConfig,
} from '@server/test-support/backends';
import { filesContaining } from '@server/test-support/data-files';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import { startTcpProxy, type TcpProxy } from '@server/test-support/tcp-proxy';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeAnsweredRequests } from './privacy-requests';

const day = 86_400_000;
/** The privacy pages, each drawing its answer as JSON (the site's renderer is tested in e2e). */
const pages = [
  { path: '/privacidade', language: 'pt' },
  { path: '/en/privacy', language: 'en' },
].map((page) => ({
  ...page,
  render: async (answer: unknown) => `<main>${page.path} ${JSON.stringify(answer)}</main>`,
}));

describe.each(backends)('LGPD requests on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let carla: SignedIn;
  const db = () => opened.database.db;

  const send = (payload: object, on = app) =>
    on.inject({ method: 'POST', url: '/api/privacy-requests', payload });
  const get = (url: string) => app.inject({ url, headers: carla.read });
  const post = (url: string, payload: object = {}) =>
    app.inject({ method: 'POST', url, payload, headers: carla.write });
  const requestsOf = async (email: string) =>
    db().selectFrom('privacy_requests').selectAll().where('email', '=', email).execute();
  /** As its owner's link does (decision 322; verification.test.ts): the inbox may act now. */
  const verifiedByItsOwner = (email: string) =>
    db()
      .updateTable('privacy_requests')
      .set({ verified_at: new Date() })
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .execute();

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    carla = await signIn(app, await anInboxUser(db(), 'Carla Vendas'));
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    it('stores a valid request, refuses an invalid one with the schema’s messages, and stores nothing for a bot', async () => {
      const email = aContact().email;
      const sent = await send({ email, kind: 'access', message: ' Quero meus dados ' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ status: 'received' });
      expect(await requestsOf(email)).toMatchObject([
        { kind: 'access', message: 'Quero meus dados', language: 'pt', answered_at: null },
      ]);

      const invalid = await send({ email: 'not-an-address', kind: 'sell-it' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({
        error: 'validation',
        fields: { email: 'Invalid e-mail', kind: 'Choose what you are asking for' },
      });

      const bot = aContact().email;
      const trapped = await send({ email: bot, kind: 'erasure', [honeypotField]: 'http://spam' });
      expect(trapped.statusCode).toBe(200);
      expect(await requestsOf(bot)).toEqual([]);
    });

    it('takes the privacy page’s form without script: sent on its anchor, refused on the page again, limited on “not sent”', async () => {
      const config = testConfig({ RATE_LIMIT_MAX: '2' });
      const site = Fastify();
      errorHandler(site);
      await registerRateLimit(site, config);
      await site.register(privacyRequestRoutes, { config, database: opened.database, pages });
      const form = (fields: Record<string, string>) =>
        site.inject({
          method: 'POST',
          url: '/en/privacy',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      const email = aContact().email;
      const sent = await form({ email, kind: 'erasure', message: '', [honeypotField]: '' });
      expect(sent.statusCode).toBe(303);
      expect(sent.headers.location).toBe('/en/privacy#pedido-enviado');
      expect(await requestsOf(email)).toMatchObject([
        { kind: 'erasure', message: null, language: 'en' },
      ]);
      // Refused: the page again, with what was typed and why, kept by no cache.
      const invalid = await form({ email: 'nope', kind: 'erasure', message: 'Apaguem tudo' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(invalid.headers['cache-control']).toBe('no-store');
      expect(invalid.body).toBe(
        `<main>/en/privacy ${JSON.stringify({
          outcome: 'invalid',
          values: { email: 'nope', kind: 'erasure', message: 'Apaguem tudo' },
          fields: { email: 'Invalid e-mail' },
        })}</main>`,
      );
      // Over the limit: the page again, the form as typed, the note saying how long to wait.
      const limited = await form({ email: 'pessoa@example.com', kind: 'access', message: 'Oi' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['cache-control']).toBe('no-store');
      // It names the wait, as Retry-After does, for the note to say when to try again.
      const drawn = JSON.parse(limited.body.replace(/^<main>\/en\/privacy |<\/main>$/g, ''));
      expect(drawn).toEqual({
        outcome: 'rate-limited',
        values: { email: 'pessoa@example.com', kind: 'access', message: 'Oi' },
        retryAfterSeconds: Number(limited.headers['retry-after']),
      });
      expect(drawn.retryAfterSeconds).toBeGreaterThan(0);
      await site.close();
    });

    it('lists requests with their 15-day clock, exports the person’s data, erases it everywhere, all audited', async () => {
      // The person wrote twice through the form (two leads), and asked twice.
      const contact = aContact({ company: 'Frota Sul' });
      const leadIds: string[] = [];
      for (const message of ['Primeiro contato', 'Segundo contato']) {
        const response = await app.inject({
          method: 'POST',
          url: '/contacts/send',
          payload: { ...contact, message },
        });
        leadIds.push(response.json()[0].id);
      }
      await app.inject({
        method: 'POST',
        url: `/api/inbox/leads/${leadIds[0]}/notes`,
        payload: { body: 'Ligar na segunda' },
        headers: carla.write,
      });
      // A notification the webhook delivered about the first lead (no channel is on here).
      await db()
        .insertInto('outbox')
        .values({
          lead_id: leadIds[0] as string,
          channel: 'webhook',
          attempts: 1,
          delivered_at: new Date(),
        })
        .execute();
      const old = await db()
        .insertInto('privacy_requests')
        .values({
          email: contact.email.toUpperCase(),
          kind: 'access',
          language: 'pt',
          received_at: new Date(Date.now() - 16 * day),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await send({ email: contact.email, kind: 'erasure', message: 'Apaguem tudo' });
      await verifiedByItsOwner(contact.email);

      const list = (await get('/api/inbox/privacy-requests')).json().requests as {
        id: string;
        email: string;
        kind: string;
        overdue: boolean;
        receivedAt: string;
        dueAt: string;
        leads: number;
      }[];
      const mine = list.filter((item) => item.email.toLowerCase() === contact.email);
      // The oldest open request first: its clock runs out first.
      expect(mine.map((item) => [item.kind, item.overdue, item.leads])).toEqual([
        ['access', true, 2],
        ['erasure', false, 2],
      ]);
      const erasure = mine[1] as (typeof mine)[number];
      expect(Date.parse(erasure.dueAt) - Date.parse(erasure.receivedAt)).toBe(15 * day);

      const exported = await get(`/api/inbox/privacy-requests/${old.id}/data.json`);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toMatch(
        /^attachment; filename="personal-data-/,
      );
      const data = exported.json();
      expect(data.about).toBe(contact.email.toUpperCase());
      expect(data.leads.map((lead: { message: string }) => lead.message)).toEqual([
        'Primeiro contato',
        'Segundo contato',
      ]);
      expect(data.leads[0]).toMatchObject({
        email: contact.email,
        company: 'Frota Sul',
        legalBasisRecord: { legalBasis: 'legitimate_interest' },
      });
      // What we derived is theirs; the team's internal notes and work are not (decision 323).
      expect(data.leads[0]).toHaveProperty('attribution.source');
      expect(data.leads[0]).toHaveProperty('createdAt');
      expect(data.leads[0]).not.toHaveProperty('notes');
      expect(data.leads[0]).not.toHaveProperty('work');
      expect(exported.body).not.toContain('Ligar na segunda');
      expect(data.leads[0].receivedBy).toEqual([
        {
          channel: 'webhook',
          event: 'lead.created',
          state: 'delivered',
          attempts: 1,
          deliveredAt: expect.any(String),
        },
      ]);
      expect(data.privacyRequests.map((request: { kind: string }) => request.kind)).toEqual([
        'access',
        'erasure',
      ]);
      // A download from another site is refused.
      const forged = await app.inject({
        url: `/api/inbox/privacy-requests/${old.id}/data.json`,
        headers: { ...carla.read, 'sec-fetch-site': 'cross-site' },
      });
      expect(forged.statusCode).toBe(403);
      // The download is recorded, but it is no answer: the clock still runs (decision 324).
      expect(
        await db()
          .selectFrom('privacy_requests')
          .select(['answered_at', 'outcome'])
          .where('id', '=', old.id)
          .executeTakeFirst(),
      ).toEqual({ answered_at: null, outcome: 'exported' });

      // The action matches the kind: no erasure from an access request, no export from an erasure.
      const wrongKind = await post(`/api/inbox/privacy-requests/${old.id}/erase`);
      expect(wrongKind.statusCode).toBe(409);
      expect(wrongKind.json()).toEqual({ error: 'kind_mismatch' });
      expect((await get(`/api/inbox/privacy-requests/${erasure.id}/data.json`)).statusCode).toBe(
        409,
      );
      // The officer confirms the leads listed (decision 325).
      const erased = await post(`/api/inbox/privacy-requests/${erasure.id}/erase`, { leadIds });
      expect(erased.json()).toEqual({ deleted: 2, skipped: 0, unlisted: 0 });
      expect(
        await db().selectFrom('leads').where('id', 'in', leadIds).selectAll().execute(),
      ).toEqual([]);
      // The person's other request went with them; this one stays, answered, without its message.
      const left = await db()
        .selectFrom('privacy_requests')
        .selectAll()
        .where('id', 'in', [old.id, erasure.id])
        .execute();
      expect(left).toMatchObject([{ id: erasure.id, outcome: 'erased', message: null }]);
      // Neither the download nor the erasure answered anything: the clock runs until the answer.
      expect(left[0]?.answered_at).toBeNull();

      const audit = (await get('/api/inbox/audit')).json().entries as {
        action: string;
        details: Record<string, unknown>;
      }[];
      expect(audit.slice(0, 2)).toMatchObject([
        { action: 'privacy_request_erasure', details: { requestId: erasure.id, deleted: 2 } },
        { action: 'privacy_request_export', details: { requestId: old.id, leads: 2 } },
      ]);
      expect(JSON.stringify(audit).toLowerCase()).not.toContain(contact.email);
    });

    it('marks a request answered, deletes one on request, and purges the answered past the window', async () => {
      const email = aContact().email;
      await send({ email, kind: 'correction', message: 'Meu sobrenome mudou' });
      const [request] = await requestsOf(email);
      // Answering says what was sent (decision 324).
      const empty = await post(`/api/inbox/privacy-requests/${request?.id}/answered`, {
        sent: ' ',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ error: 'validation', fields: { sent: 'required' } });
      expect((await requestsOf(email))[0]?.answered_at).toBeNull();
      const answered = await post(`/api/inbox/privacy-requests/${request?.id}/answered`, {
        sent: 'Sobrenome corrigido para Souza; confirmado por e-mail.',
      });
      expect(answered.statusCode).toBe(200);
      expect((await requestsOf(email))[0]?.answer).toBe(
        'Sobrenome corrigido para Souza; confirmado por e-mail.',
      );
      const item = (
        (await get('/api/inbox/privacy-requests')).json().requests as {
          id: string;
          answeredAt: string | null;
          outcome: string | null;
        }[]
      ).find((entry) => entry.id === request?.id);
      expect(item?.answeredAt).not.toBeNull();
      expect(item?.outcome).toBe('answered');

      // Answered 400 days ago: past a 365-day window; an open request from then stays.
      await db()
        .updateTable('privacy_requests')
        .set({ answered_at: new Date(Date.now() - 400 * day) })
        .where('id', '=', request?.id as string)
        .execute();
      const open = aContact().email;
      await db()
        .insertInto('privacy_requests')
        .values({
          email: open,
          kind: 'access',
          language: 'pt',
          received_at: new Date(Date.now() - 400 * day),
        })
        .execute();
      expect(await purgeAnsweredRequests(db(), 365)).toBeGreaterThanOrEqual(1);
      expect(await requestsOf(email)).toEqual([]);
      expect(await requestsOf(open)).toHaveLength(1);

      const [kept] = await requestsOf(open);
      const dataDir = opened.env.DATA_DIR;
      if (dataDir) {
        await sql`checkpoint`.execute(db());
        expect(await filesContaining(dataDir, open)).not.toEqual([]);
      }
      const deleted = await post(`/api/inbox/privacy-requests/${kept?.id}/delete`);
      expect(deleted.json()).toEqual({ deleted: true });
      expect(await requestsOf(open)).toEqual([]);
      // On the embedded database the files are rewritten: the address has left the disk.
      if (dataDir) expect(await filesContaining(dataDir, open)).toEqual([]);
      expect((await post(`/api/inbox/privacy-requests/${randomUUID()}/answered`)).statusCode).toBe(
        404,
      );
    });
  });
});

describe.skipIf(!postgresBackend.available)(
  'the privacy form without script while PostgreSQL is away',
  () => {
    let opened: OpenedBackend;
    let proxy: TcpProxy;
    let database: Database;

    beforeAll(async () => {
      opened = await postgresBackend.open();
      const url = new URL(opened.env.DATABASE_URL ?? '');
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.host = `127.0.0.1:${proxy.port}`;
      database = await openDatabase(
        { DATA_DIR: '', DATABASE_URL: url.toString() },
        { role: 'server' },
      );
    });

    afterAll(async () => {
      await database?.close();
      await proxy?.close();
      await opened?.cleanup();
    });

    it('answers with the page again, the form as typed and the note saying it was not sent', async () => {
      const config = testConfig();
      const site = Fastify();
      errorHandler(site);
      await site.register(privacyRequestRoutes, { config, database, pages });
      await proxy.stop();
      const values = { email: 'pessoa@example.com', kind: 'erasure', message: 'Apaguem tudo' };
      const answer = await site.inject({
        method: 'POST',
        url: '/privacidade',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(values).toString(),
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toBe(
        `<main>/privacidade ${JSON.stringify({ outcome: 'failed', values })}</main>`,
      );
      await site.close();
    });
  },
);
