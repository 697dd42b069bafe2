/**
 * POST /contact and /en/contact: the contact form sent without JavaScript, on the
 * embedded database. The page drawing is the site's (tested end to end in
 * e2e/no-javascript.spec.ts); here a stand-in page shows which answer the route gave it.
 */
import type { ContactFormAnswer } from '@contract/contact-form-post';
import { honeypotField } from '@contract/request-conventions';
import { errorHandler } from '@server/http/error-handler';
import { registerRateLimit } from '@server/http/rate-limit';
import type { ContactAnswerPage } from '@server/site/contact-answer-page';
import { embeddedBackend, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { aContact } from '@server/test-support/leads';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactFormPostRoutes } from './contact-form-post';
import { createContactIntake } from './contact-intake';

const pages: ContactAnswerPage[] = [
  { path: '/contact', language: 'pt' },
  { path: '/en/contact', language: 'en' },
].map((page) => ({
  ...page,
  render: async (answer: ContactFormAnswer) =>
    `<!doctype html><html lang="${page.language}"><script type="application/json">${JSON.stringify(answer)}</script></html>`,
}));

function answerIn(html: string): ContactFormAnswer {
  return JSON.parse(html.match(/<script type="application\/json">(.*)<\/script>/)?.[1] ?? 'null');
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('the contact form posted without JavaScript', () => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let stored = 0;

  async function appWithLimit(max: number) {
    const config = testConfig({ RATE_LIMIT_MAX: String(max) });
    const instance = Fastify();
    errorHandler(instance);
    await registerRateLimit(instance, config);
    await instance.register(contactFormPostRoutes, {
      config,
      receiveContact: createContactIntake({
        database: opened.database,
        channels: [],
        onLeadStored: () => {
          stored += 1;
        },
        spamScreen: { linksThreshold: 3, repeatHours: 24 },
        log: instance.log,
      }),
      pages,
    });
    return instance;
  }

  const post = (
    url: string,
    fields: Record<string, string>,
    on = app,
    headers: Record<string, string> = {},
  ) =>
    on.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form(fields),
    });

  const leadsWithEmail = (email: string) =>
    opened.database.db.selectFrom('leads').selectAll().where('email', '=', email).execute();

  beforeAll(async () => {
    opened = await embeddedBackend.open();
    app = await appWithLimit(100_000);
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  it('stores the lead before answering with the page that confirms it, in the page’s language', async () => {
    const contact = aContact();
    const response = await post('/en/contact', contact);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('lang="en"');
    expect(answerIn(response.body)).toEqual({ outcome: 'sent' });
    const [lead, ...others] = await leadsWithEmail(contact.email);
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      first_name: contact.firstName,
      message: contact.message,
      language: 'en',
      page: '/en/contact',
    });
  });

  it("keeps the campaign of the address the form was served at (no JavaScript), validated like the API's", async () => {
    const contact = aContact({ attribution: 'made up' });
    const response = await post(
      '/contact?utm_source=Partner&utm_medium=cpc&utm_campaign=fair&email=x@y.z',
      contact,
    );
    expect(response.statusCode).toBe(200);
    const [lead] = await leadsWithEmail(contact.email);
    expect(lead).toMatchObject({
      attribution_source: 'partner',
      attribution_medium: 'cpc',
      attribution_campaign: 'fair',
      attribution_referrer: null,
      attribution_landing_page: '/contact',
    });
    // Without a campaign in the address, the origin stays unknown (not "(direct)").
    const plain = aContact();
    await post('/en/contact?ref=x', plain);
    expect((await leadsWithEmail(plain.email))[0]).toMatchObject({ attribution_source: null });
  });

  it('answers invalid input with the form again: every value kept, the message of each bad field', async () => {
    const contact = aContact({ email: 'not-an-e-mail', phone: '123' });
    const response = await post('/contact', contact);
    expect(response.statusCode).toBe(400);
    expect(answerIn(response.body)).toEqual({
      outcome: 'invalid',
      values: contact,
      fields: { email: 'Invalid e-mail', phone: 'Your phone must be at least 11 characters' },
    });
    expect(await leadsWithEmail(contact.email)).toEqual([]);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = stored;
    const contact = aContact();
    const response = await post('/contact', { ...contact, [honeypotField]: 'https://spam' });
    expect(response.statusCode).toBe(200);
    expect(answerIn(response.body)).toEqual({ outcome: 'sent' });
    expect(await leadsWithEmail(contact.email)).toEqual([]);
    expect(stored).toBe(before);
  });

  it('stores one lead when the answer page is reloaded (the browser posts the form again)', async () => {
    const contact = aContact();
    expect((await post('/contact', contact)).statusCode).toBe(200);
    expect((await post('/contact', contact)).statusCode).toBe(200);
    expect(await leadsWithEmail(contact.email)).toHaveLength(1);
  });

  it('takes only a browser form’s encoding', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(aContact()),
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers past the per-address limit with the form again, filled in, and stores nothing', async () => {
    const limited = await appWithLimit(1);
    try {
      expect((await post('/contact', aContact(), limited)).statusCode).toBe(200);
      const contact = aContact();
      const response = await post('/contact', contact, limited);
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBeDefined();
      const seconds = Number(response.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      // The page says when to try again: the wait the header gives.
      expect(answerIn(response.body)).toEqual({
        outcome: 'failed',
        values: contact,
        reason: 'rate-limited',
        retryAfterSeconds: seconds,
      });
      expect(await leadsWithEmail(contact.email)).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  describe('refuses a form posted from another site (a page elsewhere filing leads through a visitor)', () => {
    const crossSite = [
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['an Origin of another site', { origin: 'https://evil.example' }],
      ['an opaque Origin (a sandboxed frame)', { origin: 'null' }],
      [
        'a cross-site fetch that names our own origin',
        { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:80' },
      ],
    ] as const;

    it.each(crossSite)('%s: 403, the page in its language, nothing stored', async (_, headers) => {
      for (const [url, language] of [
        ['/contact', 'pt'],
        ['/en/contact', 'en'],
      ]) {
        const contact = aContact();
        const response = await post(url as string, contact, app, headers);
        expect(response.statusCode).toBe(403);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain(`lang="${language}"`);
        // Nothing of what the other site sent is drawn back into our page.
        expect(answerIn(response.body)).toEqual({
          outcome: 'failed',
          values: {},
          reason: 'cross-site',
        });
        expect(await leadsWithEmail(contact.email)).toEqual([]);
      }
    });

    const ownSite = [
      ['neither header (an older browser, a script)', {}],
      [
        'Sec-Fetch-Site: same-origin',
        { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
      ],
      ['Sec-Fetch-Site: none (typed, a bookmark)', { 'sec-fetch-site': 'none' }],
      ['our own Origin alone', { origin: 'http://localhost:80' }],
    ] as const;

    it.each(ownSite)('%s: taken as before', async (_, headers) => {
      const contact = aContact();
      const response = await post('/contact', contact, app, headers);
      expect(response.statusCode).toBe(200);
      expect(answerIn(response.body)).toEqual({ outcome: 'sent' });
      expect(await leadsWithEmail(contact.email)).toHaveLength(1);
    });
  });
});
