/**
 * The sales inbox's API over the leads: the list (search, filters, pages), a lead's page,
 * status changes with optimistic concurrency, notes, "send again", erasure, the export and
 * the audit log, on the embedded database and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { leadsPerPage } from '@contract/inbox-api';
import { buildApp } from '@server/app';
import { storeLeads } from '@server/leads/leads-repository';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact, noAttribution } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

describe.each(backends)('the inbox API on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let carla: SignedIn;
  let carlaEmail: string;
  let diego: SignedIn;
  const db = () => opened.database.db;

  /** A lead written straight to the table, at a chosen time. */
  async function insertLead(
    createdAt: Date,
    overrides: Partial<
      Record<
        | 'first_name'
        | 'last_name'
        | 'email'
        | 'phone'
        | 'message'
        | 'attribution_source'
        | 'attribution_campaign'
        | 'company'
        | 'cnpj',
        string
      >
    > & { language?: 'pt' | 'en'; status?: 'new' | 'spam' | 'won' } = {},
  ) {
    const contact = aContact();
    const id = randomUUID();
    await db()
      .insertInto('leads')
      .values({
        id,
        created_at: createdAt,
        first_name: contact.firstName,
        last_name: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        message: contact.message,
        subject: 'Assunto',
        language: 'pt',
        page: '/contact',
        idempotency_key: null,
        ...overrides,
      })
      .execute();
    return id;
  }

  const at = (day: number, hour = 12) => new Date(Date.UTC(2025, 0, day, hour));

  const get = (url: string, who: SignedIn = carla) => app.inject({ url, headers: who.read });
  const post = (url: string, payload: unknown, who: SignedIn = carla) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: who.write });
  const ids = async (url: string) =>
    ((await get(url)).json() as { leads: { id: string }[] }).leads.map((lead) => lead.id);

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig({
        SMTP_URL: 'smtp://127.0.0.1:1',
        MAIL_FROM: 'site@example.com',
        LEADS_NOTIFY_TO: 'sales@example.com',
      }),
      database: opened.database,
      // The worker must not deliver on its own during these tests.
      outboxPollIntervalMs: 3_600_000,
    });
    const carlaUser = await anInboxUser(db(), 'Carla Vendas');
    carlaEmail = carlaUser.email;
    carla = await signIn(app, carlaUser);
    diego = await signIn(app, await anInboxUser(db(), 'Diego'));
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  beforeEach(async () => {
    if (!backend.available) return;
    await db().deleteFrom('leads').execute();
    await db().deleteFrom('audit_log').execute();
  });

  describe.skipIf(!backend.available)('', () => {
    it('answers 401 to every route without a session', async () => {
      for (const url of [
        '/api/inbox/leads',
        '/api/inbox/leads.csv',
        '/api/inbox/audit',
        `/api/inbox/leads/${randomUUID()}`,
      ]) {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'unauthenticated' });
      }
    });

    describe('the list', () => {
      it('is newest first, 50 a page, and the cursor walks every lead exactly once', async () => {
        const inserted: string[] = [];
        // 120 leads, some sharing a creation time (the id breaks the tie).
        for (let index = 0; index < 120; index++) {
          inserted.push(
            await insertLead(new Date(Date.UTC(2025, 0, 1) + Math.floor(index / 3) * 1000)),
          );
        }
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const url: string = `/api/inbox/leads${cursor ? `?cursor=${cursor}` : ''}`;
          const answer = (await get(url)).json() as {
            leads: { id: string; createdAt: string }[];
            nextCursor: string | null;
          };
          expect(answer.leads.length).toBeLessThanOrEqual(leadsPerPage);
          seen.push(...answer.leads.map((lead) => lead.id));
          cursor = answer.nextCursor;
          pages++;
        } while (cursor);
        expect(pages).toBe(3);
        expect(seen).toHaveLength(120);
        expect(new Set(seen).size).toBe(120);
        const times = await db()
          .selectFrom('leads')
          .select(['id', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        expect(seen).toEqual(times.map((row) => row.id));
      });

      it('shows a row’s date, name, e-mail, phone, language, status and version', async () => {
        const id = await insertLead(at(5), { first_name: 'Beatriz', email: 'bia@example.com' });
        const answer = (await get('/api/inbox/leads')).json();
        expect(answer).toEqual({
          leads: [
            {
              id,
              createdAt: at(5).toISOString(),
              firstName: 'Beatriz',
              lastName: 'Souza',
              email: 'bia@example.com',
              phone: '11 99999-8888',
              language: 'pt',
              status: 'new',
              version: 1,
              source: null,
              campaign: null,
              owner: null,
              nextStepOn: null,
              nextStep: null,
              // Received on a Sunday: due 4 business hours after Monday's 9:00 in São Paulo.
              respondBy: '2025-01-06T16:00:00.000Z',
              overdue: true,
              company: null,
              duplicateOf: null,
              spamReasons: null,
              unread: true,
            },
          ],
          nextCursor: null,
        });
      });

      it('searches name, e-mail, phone (with or without punctuation) and message, in any letter case', async () => {
        const name = await insertLead(at(1), { first_name: 'Joaquim', last_name: 'Barbosa' });
        const email = await insertLead(at(2), { email: 'compras@TransLog.com.br' });
        const phone = await insertLead(at(3), { phone: '(21) 98765-4321' });
        const message = await insertLead(at(4), {
          message: 'Precisamos de um WMS para 3 armazéns',
        });
        await insertLead(at(5));
        expect(await ids('/api/inbox/leads?q=joaquim%20barb')).toEqual([name]);
        expect(await ids('/api/inbox/leads?q=translog.COM')).toEqual([email]);
        expect(await ids('/api/inbox/leads?q=98765-4321')).toEqual([phone]);
        expect(await ids('/api/inbox/leads?q=987654321')).toEqual([phone]);
        expect(await ids('/api/inbox/leads?q=wms%20PARA')).toEqual([message]);
        expect(await ids('/api/inbox/leads?q=ARMAZÉNS')).toEqual([message]);
        expect(await ids('/api/inbox/leads?q=nobody-has-this')).toEqual([]);
      });

      it('finds names and messages without their accents, and phones by their digits however spaced', async () => {
        const joao = await insertLead(at(1), { first_name: 'João', last_name: 'Pereira' });
        const conceicao = await insertLead(at(2), { message: 'Operação em São Paulo e Goiânia' });
        const phone = await insertLead(at(3), { phone: '(31) 3333-4444' });
        const promo = await insertLead(at(4), { attribution_campaign: 'Promoção-Verão' });
        await insertLead(at(5), { first_name: 'Joana', phone: '11 98888-7777' });
        expect(await ids('/api/inbox/leads?q=Joao%20Pereira')).toEqual([joao]);
        expect(await ids('/api/inbox/leads?q=JOÃO')).toEqual([joao]);
        expect(await ids('/api/inbox/leads?q=operacao%20em%20sao%20paulo')).toEqual([conceicao]);
        expect(await ids('/api/inbox/leads?q=goiania')).toEqual([conceicao]);
        expect(await ids('/api/inbox/leads?q=31%203333')).toEqual([phone]);
        expect(await ids('/api/inbox/leads?q=(31)%2033334444')).toEqual([phone]);
        expect(await ids('/api/inbox/leads?q=3333.4444')).toEqual([phone]);
        expect(await ids('/api/inbox/leads?campaign=promocao-verao')).toEqual([promo]);
        expect(await ids('/api/inbox/leads?campaign=PROMOÇÃO-VERÃO')).toEqual([promo]);
      });

      it('searches the company and its CNPJ, with or without the mask', async () => {
        const company = await insertLead(at(1), {
          company: 'Transportes Araújo Ltda',
          cnpj: '11.222.333/0001-81',
        });
        const alphanumeric = await insertLead(at(2), { cnpj: '12.ABC.345/01DE-35' });
        await insertLead(at(3));
        expect(await ids('/api/inbox/leads?q=araújo%20LTDA')).toEqual([company]);
        expect(await ids('/api/inbox/leads?q=11.222.333')).toEqual([company]);
        expect(await ids('/api/inbox/leads?q=11222333000181')).toEqual([company]);
        expect(await ids('/api/inbox/leads?q=12abc345')).toEqual([alphanumeric]);
        const page = (await get(`/api/inbox/leads/${company}`)).json() as {
          lead: { company: string; cnpj: string };
        };
        expect(page.lead).toMatchObject({
          company: 'Transportes Araújo Ltda',
          cnpj: '11.222.333/0001-81',
        });
      });

      it('marks the same person writing again, by e-mail in any case or by phone digits', async () => {
        const first = await insertLead(at(1), {
          first_name: 'Rita',
          last_name: 'Lima',
          email: 'rita@example.com',
          phone: '(21) 98765-4321',
        });
        const sameEmail = await insertLead(at(2), {
          email: 'RITA@example.com',
          phone: '11 93333-4444',
        });
        const samePhone = await insertLead(at(3), { phone: '21 987654321' });
        const other = await insertLead(at(4), {
          email: 'outra@example.com',
          phone: '11 91111-2222',
        });
        const rows = (await get('/api/inbox/leads')).json() as {
          leads: { id: string; duplicateOf: { id: string } | null }[];
        };
        const byId = new Map(rows.leads.map((lead) => [lead.id, lead.duplicateOf]));
        expect(byId.get(first)).toBeNull();
        expect(byId.get(sameEmail)).toEqual({ id: first, firstName: 'Rita', lastName: 'Lima' });
        expect(byId.get(samePhone)).toEqual({ id: first, firstName: 'Rita', lastName: 'Lima' });
        expect(byId.get(other)).toBeNull();
        const page = (await get(`/api/inbox/leads/${samePhone}`)).json() as {
          lead: { duplicateOf: { id: string } | null };
        };
        expect(page.lead.duplicateOf?.id).toBe(first);
      });

      it('takes % and _ in a search literally', async () => {
        const percent = await insertLead(at(1), { message: 'desconto de 50% já' });
        await insertLead(at(2), { message: 'desconto de 500 já' });
        expect(await ids('/api/inbox/leads?q=50%25')).toEqual([percent]);
        expect(await ids('/api/inbox/leads?q=_')).toEqual([]);
      });

      it('filters by statuses, a range of days (both inclusive) and language, combined', async () => {
        const first = await insertLead(at(1, 0), { language: 'en' });
        const spam = await insertLead(at(2), { status: 'spam' });
        const won = await insertLead(at(3, 23), { status: 'won', language: 'en' });
        const last = await insertLead(at(4));
        // Spam is in its folder only (decision 245), where the other filters apply too.
        expect(await ids('/api/inbox/leads?status=spam,won')).toEqual([won]);
        expect(await ids('/api/inbox/leads?folder=spam&status=spam,won')).toEqual([spam]);
        expect(await ids('/api/inbox/leads?from=2025-01-01&to=2025-01-03')).toEqual([won, first]);
        expect(await ids('/api/inbox/leads?from=2025-01-04')).toEqual([last]);
        expect(await ids('/api/inbox/leads?language=en')).toEqual([won, first]);
        expect(await ids('/api/inbox/leads?language=en&status=won&to=2025-01-03')).toEqual([won]);
        expect(await ids('/api/inbox/leads?q=&status=&language=&folder=')).toEqual([
          last,
          won,
          first,
        ]);
      });

      it('shows and filters by attribution source and campaign, in any letter case, accents or not', async () => {
        const google = await insertLead(at(1), {
          attribution_source: 'google',
          attribution_campaign: 'frota-2025',
        });
        const newsletter = await insertLead(at(2), {
          attribution_source: 'newsletter',
          attribution_campaign: 'frota-2025',
          status: 'won',
        });
        const otherCampaign = await insertLead(at(3), {
          attribution_source: 'google',
          attribution_campaign: 'wms',
        });
        const unattributed = await insertLead(at(4));
        const rows = (await get('/api/inbox/leads')).json() as {
          leads: { id: string; source: string | null; campaign: string | null }[];
        };
        expect(rows.leads.map(({ id, source, campaign }) => ({ id, source, campaign }))).toEqual([
          { id: unattributed, source: null, campaign: null },
          { id: otherCampaign, source: 'google', campaign: 'wms' },
          { id: newsletter, source: 'newsletter', campaign: 'frota-2025' },
          { id: google, source: 'google', campaign: 'frota-2025' },
        ]);
        expect(await ids('/api/inbox/leads?source=google')).toEqual([otherCampaign, google]);
        expect(await ids('/api/inbox/leads?source=Google')).toEqual([otherCampaign, google]);
        expect(await ids('/api/inbox/leads?campaign=frota-2025')).toEqual([newsletter, google]);
        expect(await ids('/api/inbox/leads?campaign=FROTA-2025')).toEqual([newsletter, google]);
        expect(await ids('/api/inbox/leads?campaign=frota')).toEqual([]);
        expect(await ids('/api/inbox/leads?source=google&campaign=frota-2025')).toEqual([google]);
        expect(await ids('/api/inbox/leads?campaign=frota-2025&status=won')).toEqual([newsletter]);
        expect(await ids('/api/inbox/leads?source=bing')).toEqual([]);
        expect(await ids('/api/inbox/leads?source=&campaign=')).toHaveLength(4);
      });

      it('answers 400 with each bad parameter named', async () => {
        const response = await get(
          '/api/inbox/leads?status=maybe&from=yesterday&language=fr&cursor=xyz',
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'validation',
          fields: {
            status: expect.any(String),
            from: expect.any(String),
            language: expect.any(String),
          },
        });
        const reversed = await get('/api/inbox/leads?from=2025-02-01&to=2025-01-01');
        expect(reversed.json()).toMatchObject({ fields: { to: 'Must not be before from' } });
        const badCursor = await get('/api/inbox/leads?cursor=bm90LWEtY3Vyc29y');
        expect(badCursor.statusCode).toBe(400);
        expect(badCursor.json()).toMatchObject({ fields: { cursor: expect.any(String) } });
      });
    });

    describe('a lead’s page', () => {
      it('shows every field, the notes and each notification’s delivery', async () => {
        const id = await insertLead(at(1), { message: 'Olá' });
        await db()
          .insertInto('outbox')
          .values([
            {
              lead_id: id,
              channel: 'email',
              attempts: 3,
              last_error: 'SMTP 451 try later',
              next_attempt_at: at(2),
            },
            { lead_id: id, channel: 'webhook', attempts: 0, delivered_at: at(1, 13) },
          ])
          .execute();
        const response = await get(`/api/inbox/leads/${id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          lead: expect.objectContaining({
            id,
            message: 'Olá',
            subject: 'Assunto',
            page: '/contact',
            attribution: {
              source: null,
              medium: null,
              campaign: null,
              term: null,
              content: null,
              referrer: null,
              landingPage: null,
            },
            status: 'new',
            version: 1,
            statusChangedAt: null,
            statusChangedBy: null,
          }),
          notes: [],
          deliveries: [
            {
              channel: 'email',
              state: 'failed',
              attempts: 3,
              nextAttemptAt: at(2).toISOString(),
              deliveredAt: null,
              lastError: 'SMTP 451 try later',
              skippedReason: null,
              channelOn: true,
            },
            {
              channel: 'webhook',
              state: 'delivered',
              attempts: 0,
              nextAttemptAt: null,
              deliveredAt: at(1, 13).toISOString(),
              lastError: null,
              skippedReason: null,
              channelOn: false,
            },
          ],
        });
      });

      it('shows where the visit came from', async () => {
        const id = await insertLead(at(1), {
          attribution_source: 'google',
          attribution_campaign: 'frota-2025',
        });
        await db()
          .updateTable('leads')
          .set({
            attribution_medium: 'cpc',
            attribution_term: 'tms',
            attribution_content: 'banner',
            attribution_referrer: 'https://www.google.com/',
            attribution_landing_page: '/pt/tms',
          })
          .where('id', '=', id)
          .execute();
        const { lead } = (await get(`/api/inbox/leads/${id}`)).json() as {
          lead: { source: string; campaign: string; attribution: object };
        };
        expect(lead).toMatchObject({
          source: 'google',
          campaign: 'frota-2025',
          attribution: {
            source: 'google',
            medium: 'cpc',
            campaign: 'frota-2025',
            term: 'tms',
            content: 'banner',
            referrer: 'https://www.google.com/',
            landingPage: '/pt/tms',
          },
        });
      });

      it('answers 404 to an unknown or malformed id', async () => {
        expect((await get(`/api/inbox/leads/${randomUUID()}`)).statusCode).toBe(404);
        expect((await get('/api/inbox/leads/not-an-id')).statusCode).toBe(404);
      });
    });

    describe('status changes', () => {
      it('records who changed it and when, and bumps the version', async () => {
        const id = await insertLead(at(1));
        const response = await post(`/api/inbox/leads/${id}/status`, {
          status: 'contacted',
          version: 1,
        });
        expect(response.statusCode).toBe(200);
        const { lead } = response.json() as { lead: Record<string, unknown> };
        expect(lead).toMatchObject({
          status: 'contacted',
          version: 2,
          statusChangedBy: { email: carlaEmail, name: 'Carla Vendas' },
        });
        expect(Date.parse(String(lead.statusChangedAt))).toBeGreaterThan(Date.now() - 60_000);
        const listed = (await get('/api/inbox/leads?status=contacted')).json() as {
          leads: { id: string }[];
        };
        expect(listed.leads.map((row) => row.id)).toEqual([id]);
      });

      it('answers 409 with the lead as it is now to the second of two people changing it', async () => {
        const id = await insertLead(at(1));
        const [first, second] = await Promise.all([
          post(`/api/inbox/leads/${id}/status`, { status: 'qualified', version: 1 }),
          post(`/api/inbox/leads/${id}/status`, { status: 'spam', version: 1 }, diego),
        ]);
        const answers = [first, second].map((response) => response.statusCode).sort();
        expect(answers).toEqual([200, 409]);
        const [winner, loser] = first.statusCode === 200 ? [first, second] : [second, first];
        expect(loser.json()).toEqual({
          error: 'conflict',
          lead: (winner.json() as { lead: object }).lead,
        });
        const stored = await db()
          .selectFrom('leads')
          .select(['status', 'version'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(stored.version).toBe(2);
        // Seeing the current version, the second person may change it.
        const retry = await post(
          `/api/inbox/leads/${id}/status`,
          { status: 'won', version: 2 },
          diego,
        );
        expect(retry.statusCode).toBe(200);
      });

      it('takes the status a lead already has as no change: same version, nothing logged', async () => {
        const id = await insertLead(at(1));
        const response = await post(`/api/inbox/leads/${id}/status`, { status: 'new', version: 1 });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ lead: { status: 'new', version: 1 } });
        const logged = await db().selectFrom('audit_log').selectAll().execute();
        expect(logged).toEqual([]);
      });

      it('answers 400 to an unknown status and 404 to an unknown lead', async () => {
        const id = await insertLead(at(1));
        const bad = await post(`/api/inbox/leads/${id}/status`, { status: 'hot', version: 1 });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ fields: { status: expect.any(String) } });
        const missing = await post(`/api/inbox/leads/${randomUUID()}/status`, {
          status: 'won',
          version: 1,
        });
        expect(missing.statusCode).toBe(404);
      });
    });

    describe('notes', () => {
      it('keeps a thread, oldest first, with author and time', async () => {
        const id = await insertLead(at(1));
        const first = await post(`/api/inbox/leads/${id}/notes`, {
          body: 'Liguei, retorna amanhã.',
        });
        expect(first.statusCode).toBe(201);
        await post(`/api/inbox/leads/${id}/notes`, { body: '  Proposta enviada.  ' }, diego);
        const { notes } = (await get(`/api/inbox/leads/${id}`)).json() as {
          notes: { author: string; body: string; createdAt: string }[];
        };
        expect(notes.map(({ author, body }) => ({ author, body }))).toEqual([
          { author: 'Carla Vendas', body: 'Liguei, retorna amanhã.' },
          { author: 'Diego', body: 'Proposta enviada.' },
        ]);
        expect(Date.parse(notes[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      });

      it('refuses an empty note (400) and a note on an unknown lead (404)', async () => {
        const id = await insertLead(at(1));
        expect((await post(`/api/inbox/leads/${id}/notes`, { body: '   ' })).statusCode).toBe(400);
        expect(
          (await post(`/api/inbox/leads/${randomUUID()}/notes`, { body: 'x' })).statusCode,
        ).toBe(404);
      });
    });

    describe('send again', () => {
      it('puts a failed or delivered notification back in the outbox as due now', async () => {
        const id = await insertLead(at(1));
        await db()
          .insertInto('outbox')
          .values({
            lead_id: id,
            channel: 'email',
            attempts: 7,
            last_error: 'refused',
            next_attempt_at: at(30),
          })
          .execute();
        const response = await post(`/api/inbox/leads/${id}/deliveries/email/resend`, {});
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          delivery: { channel: 'email', state: 'pending', attempts: 0, lastError: null },
        });
        const row = await db()
          .selectFrom('outbox')
          .select(['attempts', sql<boolean>`next_attempt_at <= now()`.as('due')])
          .where('lead_id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ attempts: 0, due: true });
      });

      it('creates the row of a lead stored before the channel was configured', async () => {
        const id = await insertLead(at(1));
        const response = await post(`/api/inbox/leads/${id}/deliveries/email/resend`, {});
        expect(response.statusCode).toBe(200);
        expect(await db().selectFrom('outbox').where('lead_id', '=', id).execute()).toHaveLength(1);
      });

      it('answers 409 for a channel this server does not send on, or while it is being sent', async () => {
        const id = await insertLead(at(1));
        const off = await post(`/api/inbox/leads/${id}/deliveries/webhook/resend`, {});
        expect(off.statusCode).toBe(409);
        expect(off.json()).toEqual({ error: 'channel_off' });
        await db()
          .insertInto('outbox')
          .values({ lead_id: id, channel: 'email', locked_until: new Date(Date.now() + 60_000) })
          .execute();
        const busy = await post(`/api/inbox/leads/${id}/deliveries/email/resend`, {});
        expect(busy.statusCode).toBe(409);
        expect(busy.json()).toEqual({ error: 'delivery_in_progress' });
        expect((await post(`/api/inbox/leads/${id}/deliveries/fax/resend`, {})).statusCode).toBe(
          404,
        );
      });
    });

    describe('erasure', () => {
      it('erases every lead of the person once their e-mail is typed again', async () => {
        const id = await insertLead(at(1), { email: 'Maria@Example.com' });
        await insertLead(at(2), { email: 'maria@example.com' });
        const kept = await insertLead(at(3));
        const mismatch = await post(`/api/inbox/leads/${id}/erase`, {
          confirmEmail: 'other@example.com',
        });
        expect(mismatch.statusCode).toBe(400);
        expect(mismatch.json()).toEqual({ error: 'confirmation_mismatch' });
        const erased = await post(`/api/inbox/leads/${id}/erase`, {
          confirmEmail: 'maria@example.COM',
        });
        expect(erased.json()).toEqual({ deleted: 2 });
        expect(await ids('/api/inbox/leads')).toEqual([kept]);
      });
    });

    describe('export', () => {
      it('streams the current filter as CSV, formulas neutralised', async () => {
        await insertLead(at(1), { first_name: '=HYPERLINK("http://evil")', status: 'won' });
        await insertLead(at(2), { first_name: 'Paulo' });
        const response = await get('/api/inbox/leads.csv?status=won&lang=en');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toMatch(
          /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        expect(response.body.startsWith('\uFEFF')).toBe(true);
        const lines = response.body.trim().split('\r\n');
        // In the reader's language (decision 363): English, `,`-separated.
        expect(lines[0]).toMatch(
          /^"Id","Received \(America\/Sao_Paulo\)","First name","Last name",/,
        );
        expect(lines[0]).toMatch(
          /,"Status","Owner","Next step on","Next step","Notes","Duplicate of"$/,
        );
        expect(lines).toHaveLength(2);
        // Codes in the reader's words (decision 365): the status, the language.
        expect(lines[1]).toMatch(/,"Won","","","","0",""$/);
        expect(lines[1]).toContain(',"Portuguese",');
        expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
        expect(lines[1]).toMatch(/^"[^"]+","\d{4}-\d\d-\d\d \d\d:\d\d:\d\d",/);
        // Portuguese, the inbox's default: `;`, its headers, its dates.
        for (const query of ['status=won&lang=pt', 'status=won']) {
          const portuguese = (await get(`/api/inbox/leads.csv?${query}`)).body.trim().split('\r\n');
          expect(portuguese[0]).toMatch(/^"Id";"Recebido em \(America\/Sao_Paulo\)";"Nome";/);
          expect(portuguese[0]).toMatch(/;"Situação";"Responsável";"Próximo passo em";/);
          expect(portuguese[1]).toMatch(/^"[^"]+";"\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d";/);
          expect(portuguese[1]).toMatch(/;"Ganho";"";"";"";"0";""$/);
          expect(portuguese[1]).toContain(';"Português";');
        }
        expect((await get('/api/inbox/leads.csv?lang=de')).statusCode).toBe(400);
      });

      it('carries each lead’s status, owner, next step and number of notes', async () => {
        const id = await insertLead(at(1));
        const carlaId = (
          await db()
            .selectFrom('users')
            .select('id')
            .where('email', '=', carlaEmail)
            .executeTakeFirstOrThrow()
        ).id;
        await post(`/api/inbox/leads/${id}/owner`, { ownerId: carlaId, version: 1 });
        await post(`/api/inbox/leads/${id}/next-step`, {
          on: '2030-05-02',
          text: 'Enviar proposta',
          version: 2,
        });
        await post(`/api/inbox/leads/${id}/status`, { status: 'qualified', version: 3 });
        await post(`/api/inbox/leads/${id}/notes`, { body: 'primeira' });
        await post(`/api/inbox/leads/${id}/notes`, { body: 'segunda' });
        const lines = (await get('/api/inbox/leads.csv?lang=en')).body.trim().split('\r\n');
        expect(lines[1]).toMatch(
          new RegExp(`,"Qualified","${carlaEmail}","2030-05-02","Enviar proposta","2",""$`),
        );
        const portuguese = (await get('/api/inbox/leads.csv')).body.trim().split('\r\n');
        expect(portuguese[1]).toMatch(
          new RegExp(`;"Qualificado";"${carlaEmail}";"02/05/2030";"Enviar proposta";"2";""$`),
        );
      });

      it('answers an export started from another site 403, and writes no audit entry', async () => {
        await insertLead(at(1));
        const exportsAudited = async () =>
          (await db().selectFrom('audit_log').select('id').where('action', '=', 'export').execute())
            .length;
        const before = await exportsAudited();
        const crossSite = [
          { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
          { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
          { referer: 'https://evil.example/page' },
        ];
        for (const headers of crossSite) {
          const response = await app.inject({
            url: '/api/inbox/leads.csv',
            headers: { ...carla.read, ...headers },
          });
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ error: 'csrf' });
        }
        expect(await exportsAudited()).toBe(before);
        // The inbox's own link, and an address typed in the browser, export.
        for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }]) {
          const response = await app.inject({
            url: '/api/inbox/leads.csv',
            headers: { ...carla.read, ...headers },
          });
          expect(response.statusCode).toBe(200);
          expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
        }
        expect(await exportsAudited()).toBe(before + 2);
      });

      it('exports the leads of one source and campaign', async () => {
        const google = await insertLead(at(1), {
          attribution_source: 'google',
          attribution_campaign: 'frota-2025',
        });
        await insertLead(at(2), { attribution_source: 'google', attribution_campaign: 'wms' });
        await insertLead(at(3), {
          attribution_source: 'newsletter',
          attribution_campaign: 'frota-2025',
        });
        await insertLead(at(4));
        const exported = async (query: string) => {
          const response = await get(`/api/inbox/leads.csv?${query}`);
          expect(response.statusCode).toBe(200);
          return response.body.trim().split('\r\n').slice(1);
        };
        const both = await exported('source=google&campaign=frota-2025');
        expect(both).toHaveLength(1);
        expect(both[0]).toContain(`"${google}"`);
        expect(both[0]).toContain('"google";"";"frota-2025"');
        expect(await exported('source=google')).toHaveLength(2);
        expect(await exported('campaign=frota-2025')).toHaveLength(2);
      });

      it('exports every matching lead, past the size of one page', async () => {
        // One statement: a row at a time took longer than the test's time limit on PGlite.
        await storeLeads(
          db(),
          Array.from({ length: 1100 }, (_, index) => ({
            lead: {
              ...aContact(),
              subject: 'Assunto',
              language: index % 2 ? ('en' as const) : ('pt' as const),
              page: '/contact',
              attribution: noAttribution(),
            },
            options: { channels: [] },
          })),
        );
        const response = await get('/api/inbox/leads.csv?language=en');
        expect(response.body.trim().split('\r\n')).toHaveLength(551);
      });
    });

    describe('the audit log', () => {
      it('logs status changes, notes, exports, re-sends and erasures, never a message or a note’s text', async () => {
        const id = await insertLead(at(1), {
          email: 'erased.person@example.com',
          message: 'segredo comercial',
        });
        await post(`/api/inbox/leads/${id}/status`, { status: 'contacted', version: 1 });
        await post(`/api/inbox/leads/${id}/notes`, { body: 'nota confidencial' });
        await get('/api/inbox/leads.csv?q=erased.person&status=contacted');
        await post(`/api/inbox/leads/${id}/deliveries/email/resend`, {});
        await post(`/api/inbox/leads/${id}/erase`, { confirmEmail: 'erased.person@example.com' });

        const response = await get('/api/inbox/audit', diego);
        const { entries, nextCursor } = response.json() as {
          entries: {
            actor: string;
            action: string;
            leadId: string | null;
            details: Record<string, unknown>;
          }[];
          nextCursor: string | null;
        };
        expect(nextCursor).toBeNull();
        expect(
          entries.map(({ actor, action, leadId, details }) => ({ actor, action, leadId, details })),
        ).toEqual([
          { actor: carlaEmail, action: 'erasure', leadId: id, details: { deleted: 1 } },
          {
            actor: carlaEmail,
            action: 'notification_resent',
            leadId: id,
            details: { channel: 'email' },
          },
          {
            actor: carlaEmail,
            action: 'export',
            leadId: null,
            details: { filter: { status: ['contacted'], searched: true } },
          },
          {
            actor: carlaEmail,
            action: 'note_added',
            leadId: id,
            details: { noteId: expect.any(String) },
          },
          {
            actor: carlaEmail,
            action: 'status_changed',
            leadId: id,
            details: { from: 'new', to: 'contacted' },
          },
        ]);
        for (const secret of ['segredo', 'nota confidencial', 'erased.person']) {
          expect(response.body).not.toContain(secret);
        }
        // The person's name went with the lead.
        expect(entries.every((entry) => (entry as { leadName?: unknown }).leadName === null)).toBe(
          true,
        );
        const ofLead = (await get(`/api/inbox/audit?leadId=${id}&action=note_added`)).json() as {
          entries: object[];
        };
        expect(ofLead.entries).toHaveLength(1);
      });

      it('pages newest first with a cursor', async () => {
        for (let index = 0; index < 60; index++) {
          await db()
            .insertInto('audit_log')
            .values({
              actor_id: null,
              actor_email: null,
              action: 'sign_in_failed',
              lead_id: null,
              details: '{}',
            })
            .execute();
        }
        const first = (await get('/api/inbox/audit')).json() as {
          entries: { id: string }[];
          nextCursor: string;
        };
        expect(first.entries).toHaveLength(50);
        const second = (await get(`/api/inbox/audit?cursor=${first.nextCursor}`)).json() as {
          entries: { id: string }[];
          nextCursor: string | null;
        };
        expect(second.entries).toHaveLength(10);
        expect(second.nextCursor).toBeNull();
        expect((await get('/api/inbox/audit?cursor=abc')).statusCode).toBe(400);
      });
    });
  });
});
