/**
 * The CRM channels through the real outbox on PGlite, each against a local HTTP receiver that
 * plays the vendor and checks its request: method, path, authentication and fields; a 4xx
 * fails for good (shown in the inbox, not retried), a 5xx is retried until it goes through.
 */
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { currentPrivacyNoticeVersion } from '@contract/lgpd';
import { buildApp } from '@server/app';
import { type Database, openDatabase } from '@server/db/database';
import { migratedDataDir, testConfig } from '@server/test-support/backends';
import { anInboxUser, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import { waitUntil } from '@server/test-support/wait-until';
import { startWebhookSink, type WebhookSink } from '@server/test-support/webhook-sink';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const hubSpotForm = '3f0a9c1e-5b7d-4e2a-9c61-0d2f8b7e4a10';

const attribution = {
  source: 'google',
  medium: 'cpc',
  campaign: 'frete-2026',
  term: 'tms transportadora',
};

describe('CRM channels through the outbox', () => {
  let dataDir: string;
  let database: Database;
  let rd: WebhookSink;
  let hubSpot: WebhookSink;
  let pipedrive: WebhookSink;
  const apps: FastifyInstance[] = [];
  let logLines: string[] = [];

  const settings = () => ({
    PUBLIC_SITE_URL: 'https://www.transvia.example',
    NOTIFY_RETRY_MAX_MS: '200',
    RD_STATION_API_KEY: 'rd-key-123',
    RD_STATION_CONVERSION_IDENTIFIER: 'contato-site',
    RD_STATION_API_URL: `http://127.0.0.1:${rd.port}`,
    HUBSPOT_ACCESS_TOKEN: 'pat-na1-secret',
    HUBSPOT_PORTAL_ID: '4455',
    HUBSPOT_FORM_ID: hubSpotForm,
    HUBSPOT_API_URL: `http://127.0.0.1:${hubSpot.port}`,
    PIPEDRIVE_API_TOKEN: 'pd-token-456',
    PIPEDRIVE_API_URL: `http://127.0.0.1:${pipedrive.port}`,
  });

  async function startApp(env: Record<string, string> = settings()) {
    const logger = pino(
      new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    );
    const app = await buildApp({
      config: testConfig(env),
      database,
      outboxPollIntervalMs: 100,
      loggerInstance: logger,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  async function sendLead(app: FastifyInstance, contact: Record<string, unknown>) {
    const response = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(contact),
    });
    expect(response.statusCode).toBe(200);
    return response.json()[0].id as string;
  }

  const rowOf = (leadId: string, channel: 'rd_station' | 'hubspot' | 'pipedrive') =>
    database.db
      .selectFrom('outbox')
      .selectAll()
      .where('lead_id', '=', leadId)
      .where('channel', '=', channel)
      .executeTakeFirst();

  const delivered = async (leadId: string, channel: 'rd_station' | 'hubspot' | 'pipedrive') =>
    Boolean((await rowOf(leadId, channel))?.delivered_at);

  beforeAll(async () => {
    dataDir = await migratedDataDir();
    database = await openDatabase({ DATA_DIR: dataDir }, { role: 'server' });
    [rd, hubSpot, pipedrive] = await Promise.all([
      startWebhookSink(),
      startWebhookSink(),
      startWebhookSink(),
    ]);
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    for (const sink of [rd, hubSpot, pipedrive]) {
      sink.answerWith(200);
      sink.answerBy(undefined);
    }
    logLines = [];
  });

  afterAll(async () => {
    await database.close();
    await Promise.all([rd.close(), hubSpot.close(), pipedrive.close()]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends RD Station a conversion with the visit’s UTM values and the legal basis', async () => {
    const app = await startApp();
    pipedrive.answerWith(201, {}, JSON.stringify({ success: true, data: { id: 7 } }));
    const contact = aContact({ company: 'Transportes Araújo', subject: 'Demo', attribution });
    const id = await sendLead(app, contact);
    await waitUntil(() => delivered(id, 'rd_station'));

    const call = rd.calls.find((c) => JSON.stringify(c.body).includes(contact.email as string));
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/platform/conversions?api_key=rd-key-123');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      event_type: 'CONVERSION',
      event_family: 'CDP',
      payload: {
        conversion_identifier: 'contato-site',
        email: contact.email,
        name: 'Ana Souza',
        mobile_phone: '11 99999-8888',
        company_name: 'Transportes Araújo',
        traffic_source: 'google',
        traffic_medium: 'cpc',
        traffic_campaign: 'frete-2026',
        traffic_value: 'tms transportadora',
        legal_bases: [
          { category: 'communications', type: 'legitimate_interest', status: 'granted' },
        ],
      },
    });
  });

  it('submits the lead to the HubSpot form with the page’s URL and the LGPD text', async () => {
    const app = await startApp();
    pipedrive.answerWith(201, {}, JSON.stringify({ success: true, data: { id: 7 } }));
    const contact = aContact({
      language: 'en',
      page: '/en/contact',
      subject: 'Pricing',
      privacyNoticeVersion: currentPrivacyNoticeVersion,
    });
    const id = await sendLead(app, contact);
    await waitUntil(() => delivered(id, 'hubspot'));

    const call = hubSpot.calls.find((c) => c.raw.includes(contact.email as string));
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe(`/submissions/v3/integration/secure/submit/4455/${hubSpotForm}`);
    expect(call?.headers.authorization).toBe('Bearer pat-na1-secret');
    const body = call?.body as Record<string, unknown>;
    expect(body.fields).toEqual([
      { objectTypeId: '0-1', name: 'email', value: contact.email },
      { objectTypeId: '0-1', name: 'firstname', value: 'Ana' },
      { objectTypeId: '0-1', name: 'lastname', value: 'Souza' },
      { objectTypeId: '0-1', name: 'phone', value: '11 99999-8888' },
      { objectTypeId: '0-1', name: 'message', value: 'Quero conhecer o TMS.' },
    ]);
    expect(body.context).toEqual({
      pageUri: 'https://www.transvia.example/en/contact',
      pageName: 'Pricing',
    });
    expect(body.legalConsentOptions).toEqual({
      consent: {
        consentToProcess: true,
        text: `Legal basis: legitimate interest (LGPD art. 7, IX), to answer this request. Privacy notice version ${currentPrivacyNoticeVersion} shown with the form.`,
      },
    });
    expect(Number(body.submittedAt)).toBeGreaterThan(0);
  });

  it('gives HubSpot a page on our own site only, never one a hostile path points elsewhere', async () => {
    const app = await startApp();
    pipedrive.answerWith(201, {}, JSON.stringify({ success: true, data: { id: 7 } }));
    for (const page of ['/\\evil.example/x', '//evil.example/x']) {
      const contact = aContact({ page, subject: 'Pricing' });
      const id = await sendLead(app, contact);
      await waitUntil(() => delivered(id, 'hubspot'));
      const call = hubSpot.calls.find((c) => c.raw.includes(contact.email as string));
      const context = (call?.body as { context?: { pageUri?: string } } | undefined)?.context;
      expect(context?.pageUri).toBeDefined();
      expect(new URL(String(context?.pageUri)).origin).toBe('https://www.transvia.example');
      expect(context?.pageUri).not.toContain('evil.example');
    }
  });

  it('creates a Pipedrive person, then a lead linked to it with its source', async () => {
    const app = await startApp();
    pipedrive.answerWith(201, {}, JSON.stringify({ success: true, data: { id: 4242 } }));
    const contact = aContact({ company: 'Frota Sul', subject: 'Demo', attribution });
    const id = await sendLead(app, contact);
    await waitUntil(() => delivered(id, 'pipedrive'));

    const search = pipedrive.calls.find(
      (c) => c.method === 'GET' && c.url.includes(encodeURIComponent(contact.email as string)),
    );
    const searched = new URL(search?.url ?? '/', 'http://pipedrive');
    expect(searched.pathname).toBe('/v1/persons/search');
    expect(Object.fromEntries(searched.searchParams)).toEqual({
      term: contact.email,
      fields: 'email',
      exact_match: 'true',
      limit: '1',
    });
    expect(search?.headers['x-api-token']).toBe('pd-token-456');
    const person = pipedrive.calls.find((c) => c.raw.includes(contact.email as string));
    expect(pipedrive.calls.indexOf(person as never)).toBeGreaterThan(
      pipedrive.calls.indexOf(search as never),
    );
    expect(person?.method).toBe('POST');
    expect(person?.url).toBe('/v1/persons');
    expect(person?.headers['x-api-token']).toBe('pd-token-456');
    expect(person?.body).toEqual({
      name: 'Ana Souza',
      email: [{ value: contact.email, primary: true, label: 'work' }],
      phone: [{ value: '11 99999-8888', primary: true, label: 'work' }],
    });
    const lead = pipedrive.calls[pipedrive.calls.indexOf(person as never) + 1];
    expect(lead?.url).toBe('/v1/leads');
    expect(lead?.headers['x-api-token']).toBe('pd-token-456');
    expect(lead?.body).toEqual({
      title: 'Frota Sul — Demo',
      person_id: 4242,
      origin_id: 'website-form',
      channel_id: 'google / cpc / frete-2026',
    });
  });

  it('finds the Pipedrive person by e-mail on a retry after the lead’s call failed: one person', async () => {
    // A receiver that keeps its persons: the search finds what an earlier POST created; the
    // first lead call fails with a 503, as a vendor outage would.
    const persons = new Map<string, number>();
    let leadCalls = 0;
    const json = (status: number, body: unknown) => ({
      status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    pipedrive.answerBy((call) => {
      const url = new URL(call.url, 'http://pipedrive');
      if (url.pathname === '/v1/persons/search') {
        const id = persons.get(url.searchParams.get('term') ?? '');
        const items = id ? [{ result_score: 1, item: { id, type: 'person' } }] : [];
        return json(200, { success: true, data: { items } });
      }
      if (url.pathname === '/v1/persons') {
        const id = 900 + persons.size;
        const email = (call.body as { email: { value: string }[] }).email[0]?.value ?? '';
        persons.set(email, id);
        return json(201, { success: true, data: { id } });
      }
      leadCalls++;
      return leadCalls === 1
        ? json(503, { success: false, error: 'Service unavailable' })
        : json(201, { success: true, data: { id: 'lead-uuid' } });
    });
    const app = await startApp();
    const contact = aContact({ subject: 'Retry' });
    const id = await sendLead(app, contact);
    await waitUntil(() => delivered(id, 'pipedrive'));

    expect(leadCalls).toBe(2);
    const created = pipedrive.calls.filter(
      (c) => c.url === '/v1/persons' && c.raw.includes(contact.email as string),
    );
    expect(created).toHaveLength(1);
    const personId = persons.get(contact.email as string);
    const lead = pipedrive.calls.filter(
      (c) => c.url === '/v1/leads' && (c.body as { title: string }).title === 'Retry',
    );
    expect(lead.map((c) => (c.body as { person_id: number }).person_id)).toEqual([personId]);
  });

  it('fails for good on a 4xx, shows the vendor’s message in the inbox, and sends again on request', async () => {
    const app = await startApp();
    pipedrive.answerWith(201, {}, JSON.stringify({ success: true, data: { id: 7 } }));
    const contact = aContact();
    rd.answerWith(
      400,
      { 'content-type': 'application/json' },
      JSON.stringify({
        errors: [
          {
            error_type: 'INVALID_FORMAT',
            error_message: `${contact.email} is not a valid e-mail`,
          },
        ],
      }),
    );
    const id = await sendLead(app, contact);
    await waitUntil(async () => (await rowOf(id, 'rd_station'))?.failed_for_good === true);

    const row = await rowOf(id, 'rd_station');
    expect(row).toMatchObject({ attempts: 1, delivered_at: null });
    expect(row?.last_error).toBe('RD Station answered 400: <address> is not a valid e-mail');

    // The other channels went through meanwhile: the worker kept working.
    await waitUntil(() => delivered(id, 'hubspot'));
    const requestsSoFar = rd.requests;
    // The refused row is due (its time was never moved) and would be claimed first, oldest
    // due first, in the batch that takes another lead: only failed_for_good keeps it out.
    const due = await database.db
      .selectFrom('outbox')
      .select(sql<boolean>`next_attempt_at <= now()`.as('due'))
      .where('lead_id', '=', id)
      .where('channel', '=', 'rd_station')
      .executeTakeFirstOrThrow();
    expect(due.due).toBe(true);
    rd.answerWith(200);
    const other = await sendLead(app, aContact());
    await waitUntil(() => delivered(other, 'rd_station'));
    expect(rd.requests).toBe(requestsSoFar + 1);
    expect((await rowOf(id, 'rd_station'))?.attempts).toBe(1);

    const user = await anInboxUser(database.db);
    const session = await signIn(app, user);
    const detail = await app.inject({ url: `/api/inbox/leads/${id}`, headers: session.read });
    const deliveries = detail.json().deliveries as { channel: string }[];
    expect(deliveries.find((d) => d.channel === 'rd_station')).toEqual({
      channel: 'rd_station',
      state: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      deliveredAt: null,
      lastError: 'RD Station answered 400: <address> is not a valid e-mail',
      skippedReason: null,
      channelOn: true,
    });

    const resend = await app.inject({
      method: 'POST',
      url: `/api/inbox/leads/${id}/deliveries/rd_station/resend`,
      headers: session.write,
      payload: {},
    });
    expect(resend.statusCode).toBe(200);
    await waitUntil(() => delivered(id, 'rd_station'));
    expect(rd.calls.some((c) => c.raw.includes(contact.email as string))).toBe(true);

    // Neither the address nor the name reached the log.
    const log = logLines.join('');
    expect(log).toContain('notification refused, will not retry');
    expect(log).not.toContain(contact.email as string);
    expect(log).not.toContain('Souza');
  });

  it('retries a 5xx until the vendor takes it, exactly once', async () => {
    hubSpot.answerWith(503, {}, JSON.stringify({ message: 'Service unavailable' }));
    const app = await startApp();
    pipedrive.answerWith(201, {}, JSON.stringify({ success: true, data: { id: 7 } }));
    const contact = aContact();
    const id = await sendLead(app, contact);
    await waitUntil(async () => ((await rowOf(id, 'hubspot'))?.attempts ?? 0) >= 2);
    const failing = await rowOf(id, 'hubspot');
    expect(failing).toMatchObject({ failed_for_good: false, delivered_at: null });
    expect(failing?.last_error).toBe('HubSpot answered 503: Service unavailable');

    hubSpot.answerWith(204);
    await waitUntil(() => delivered(id, 'hubspot'));
    expect(hubSpot.calls.filter((c) => c.raw.includes(contact.email as string))).toHaveLength(1);
  });

  it('turns each CRM on only when configured', async () => {
    const app = await startApp({ RD_STATION_API_KEY: 'rd-key-123' });
    const id = await sendLead(app, aContact());
    const channels = await database.db
      .selectFrom('outbox')
      .select('channel')
      .where('lead_id', '=', id)
      .execute();
    expect(channels.map((row) => row.channel)).toEqual(['rd_station']);
  });
});
