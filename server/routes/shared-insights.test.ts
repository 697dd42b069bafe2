/**
 * A shared read-only link to the insights (decision 261) on PGlite and PostgreSQL:
 * its token opens the insights' answer (GET /api/shared-insights) and the page's shell, and
 * nothing else of the inbox or the leads API; a token not ours gets 401, an expired or revoked
 * one 410, on every request and with a page in the link's or the viewer's language; the token
 * never reaches the request log; the links are made only through the local socket.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { inboxInsightsAnswer } from '@contract/inbox-api';
import { buildApp } from '@server/app';
import { createShare, revokeShare } from '@server/insights/insights-shares';
import { KeptTallies } from '@server/insights/kept-tallies';
import {
  backends,
  type OpenedBackend,
  temporaryDataDir,
  testConfig,
} from '@server/test-support/backends';
import { aContact, adminToken } from '@server/test-support/leads';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedInsightsRoutes } from './shared-insights';

const shell =
  '<!doctype html>\n<html lang="pt-BR">\n  <head><title>Resultados do site</title></head><body><div id="root"></div></body></html>';

describe.each(backends)('the shared insights link on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  /** The page's route alone over a build that holds its shell (buildApp's tests have none). */
  let pageApp: FastifyInstance;
  let distDir: string;
  const logLines: string[] = [];
  const db = () => opened.database.db;

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig({
        PUBLIC_SITE_URL: 'https://www.transvia.example',
        TEAM_LANGUAGE: 'en',
        ADMIN_TOKEN: adminToken,
      }),
      database: opened.database,
      loggerInstance: pino(
        { level: 'trace' },
        new Writable({
          write(chunk, _encoding, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      ),
    });
    await app.ready();
    distDir = await temporaryDataDir();
    await mkdir(path.join(distDir, 'client'), { recursive: true });
    await writeFile(path.join(distDir, 'client', 'insights-shared.html'), shell);
    pageApp = Fastify();
    const config = testConfig({ TEAM_LANGUAGE: 'pt' });
    await pageApp.register(sharedInsightsRoutes, {
      db: db(),
      config,
      distDir,
      kept: new KeptTallies(db(), config.SITE_TIME_ZONE),
    });
    const contact = aContact({ firstName: 'Isadora' });
    await db()
      .insertInto('leads')
      .values({
        id: randomUUID(),
        first_name: contact.firstName,
        last_name: 'Segredo',
        email: contact.email,
        phone: contact.phone,
        message: contact.message,
        subject: 'Assunto',
        language: 'pt',
        page: '/contact',
        idempotency_key: null,
        attribution_source: 'google',
      })
      .execute();
  });

  afterAll(async () => {
    if (!backend.available) return;
    await app.close();
    await pageApp.close();
    await opened.cleanup();
    await rm(distDir, { recursive: true, force: true });
  });

  const api = (token: string | null, query = '') =>
    app.inject({
      url: `/api/shared-insights${query}`,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
  const page = (query: string, headers: Record<string, string> = {}) =>
    pageApp.inject({ url: `/insights/shared${query}`, headers });
  const expire = (id: string) =>
    db()
      .updateTable('insights_shares')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();

  describe.skipIf(!backend.available)('', () => {
    it('answers the insights to the token, with no lead data, until revoked', async () => {
      const { id, token } = await createShare(db(), 30);
      const answer = await api(token);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const insights = inboxInsightsAnswer.parse(answer.json());
      expect(insights.leads).toBe(1);
      expect(insights.leadsWithoutVisit).toBe(1);
      expect(answer.body).not.toContain('Isadora');
      expect(answer.body).not.toContain('Segredo');
      const ranged = await api(token, '?from=2026-01-01&to=2026-01-31');
      expect(ranged.json()).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
      expect((await api(token, '?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);

      expect(await revokeShare(db(), id)).toBe(true);
      const revoked = await api(token);
      expect(revoked.statusCode).toBe(410);
      expect(revoked.json()).toEqual({ error: 'share_revoked' });
      expect(await revokeShare(db(), id)).toBe(false);
    });

    it('refuses no token, a forged or altered one with 401 and an expired one with 410', async () => {
      const { id, token } = await createShare(db(), 1);
      for (const wrong of [null, `${randomUUID()}.${'0'.repeat(64)}`, `${id}.${'f'.repeat(64)}`]) {
        const refused = await api(wrong);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({ error: 'share_unknown' });
      }
      expect((await api(`${token}0`)).statusCode).toBe(401);
      expect((await api(token)).statusCode).toBe(200);
      await expire(id);
      const expired = await api(token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ error: 'share_expired' });
    });

    it('opens nothing but the insights: every other route refuses the token', async () => {
      const { token } = await createShare(db(), 30);
      const asBearer = { authorization: `Bearer ${token}` };
      const withToken = `t=${token}`;
      for (const url of [
        '/api/inbox/session',
        '/api/inbox/leads',
        '/api/inbox/insights',
        '/api/inbox/audit',
        '/api/inbox/leads.csv',
        '/api/inbox/privacy-requests',
      ]) {
        expect((await app.inject({ url, headers: asBearer })).statusCode, url).toBe(401);
        expect((await app.inject({ url: `${url}?${withToken}` })).statusCode, url).toBe(401);
      }
      // The admin token's routes: a share token is a wrong admin token there.
      expect((await app.inject({ url: '/api/insights', headers: asBearer })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/leads', headers: asBearer })).statusCode).toBe(401);
      // Read-only: the API has no other method.
      const post = await app.inject({
        method: 'POST',
        url: '/api/shared-insights',
        headers: asBearer,
        payload: {},
      });
      expect(post.statusCode).toBe(404);
    });

    it('serves the page in the link’s, else the browser’s, else the team’s language', async () => {
      const { token } = await createShare(db(), 30);
      const opened = await page(`?t=${token}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toContain('text/html');
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.headers['referrer-policy']).toBe('no-referrer');
      expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(opened.body).toContain('<html lang="pt-BR">');
      expect(opened.body).toContain('<div id="root">');
      expect((await page(`?t=${token}&lang=en`)).body).toContain('<html lang="en">');
      const english = await page(`?t=${token}`, { 'accept-language': 'de-DE, en-GB;q=0.8' });
      expect(english.body).toContain('<html lang="en">');
      const portuguese = await page(`?t=${token}&lang=pt`, { 'accept-language': 'en' });
      expect(portuguese.body).toContain('<html lang="pt-BR">');
      // The shell's own file name is no way round the token.
      const bare = await pageApp.inject({ url: '/insights-shared.html' });
      expect(bare.statusCode).toBe(401);
      expect(bare.body).not.toContain('<div id="root">');
    });

    it('says in the page’s language that a link is not valid, expired or revoked', async () => {
      const unknown = await page(`?t=${randomUUID()}.${'0'.repeat(64)}`);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.headers['referrer-policy']).toBe('no-referrer');
      expect(unknown.body).toContain('<html lang="pt-BR">');
      expect(unknown.body).toContain('Este link não é válido.');
      expect(unknown.body).not.toContain('<div id="root">');
      expect((await page('')).statusCode).toBe(401);

      const expiring = await createShare(db(), 1);
      await expire(expiring.id);
      const expired = await page(`?t=${expiring.token}&lang=en`);
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('<html lang="en">');
      expect(expired.body).toContain('This link has expired.');

      const revoking = await createShare(db(), 1);
      await revokeShare(db(), revoking.id);
      const revoked = await page(`?t=${revoking.token}`, { 'accept-language': 'pt-BR' });
      expect(revoked.statusCode).toBe(410);
      expect(revoked.body).toContain('Este link foi revogado.');
    });

    it('keeps the token out of the request log', async () => {
      const { token } = await createShare(db(), 30);
      logLines.length = 0;
      await app.inject({ url: `/insights/shared?t=${token}&lang=en` });
      await app.inject({ url: `/insights-shared.html?t=${token}` });
      await api(token, '?from=2026-01-01&to=2026-01-31');
      await app.inject({ url: '/api/leads', headers: { authorization: `Bearer ${token}` } });
      const log = logLines.join('');
      expect(log).toContain('"url":"/insights/shared"');
      expect(log).toContain('/api/shared-insights');
      expect(log).not.toContain(token.split('.')[1]);
    });

    it('makes and revokes links only through the local socket', async () => {
      const made = await app.inject({
        method: 'POST',
        url: '/api/admin/insights-shares',
        payload: { days: 30 },
      });
      expect(made.statusCode).toBe(404);
    });
  });
});
