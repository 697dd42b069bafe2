/**
 * The privacy page's form sent without script refuses a post from another site, as the inbox
 * does (decision 090): a page elsewhere cannot file a person's LGPD request through a visitor's
 * browser. The refusal is the privacy page in its language, with nothing of what was sent.
 */
import { honeypotField } from '@contract/request-conventions';
import { errorHandler } from '@server/http/error-handler';
import { registerRateLimit } from '@server/http/rate-limit';
import { embeddedBackend, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { aContact } from '@server/test-support/leads';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyRequestRoutes } from './privacy-requests';

const pages = [
  { path: '/privacidade', language: 'pt' },
  { path: '/en/privacy', language: 'en' },
].map((page) => ({
  ...page,
  render: async (answer: unknown) =>
    `<html lang="${page.language}">${JSON.stringify(answer)}</html>`,
}));

describe('the privacy page’s form from another site', () => {
  let opened: OpenedBackend;
  let site: FastifyInstance;

  beforeAll(async () => {
    opened = await embeddedBackend.open();
    const config = testConfig({ RATE_LIMIT_MAX: '100000' });
    site = Fastify();
    errorHandler(site);
    await registerRateLimit(site, config);
    await site.register(privacyRequestRoutes, { config, database: opened.database, pages });
  });

  afterAll(async () => {
    await site?.close();
    await opened?.cleanup();
  });

  const post = (url: string, email: string, headers: Record<string, string>) =>
    site.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ email, kind: 'erasure', [honeypotField]: '' }).toString(),
    });
  const requestsOf = (email: string) =>
    opened.database.db
      .selectFrom('privacy_requests')
      .selectAll()
      .where('email', '=', email)
      .execute();

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
  ])('%s: 403, the page in its language, nothing stored', async (_, headers) => {
    for (const [url, language] of [
      ['/privacidade', 'pt'],
      ['/en/privacy', 'en'],
    ] as const) {
      const email = aContact().email;
      const refused = await post(url, email, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.body).toBe(
        `<html lang="${language}">${JSON.stringify({ outcome: 'failed', values: {} })}</html>`,
      );
      expect(refused.body).not.toContain(email);
      expect(await requestsOf(email)).toEqual([]);
    }
  });

  it.each([
    ['neither header', {}],
    ['same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' }],
    ['our own Origin', { origin: 'http://localhost:80' }],
  ])('%s: taken as before', async (_, headers) => {
    const email = aContact().email;
    const sent = await post('/privacidade', email, headers);
    expect(sent.statusCode).toBe(303);
    expect(await requestsOf(email)).toHaveLength(1);
  });
});
