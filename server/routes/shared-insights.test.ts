/**
 * A shared read-only link to the insights (issue 25.7) on PGlite and PostgreSQL: the page shows
 * the aggregate tables and no lead's data; a forged, expired or revoked token gets a 404; the
 * links are made and revoked only through the local socket, never over HTTP.
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '@server/app';
import { createShare, revokeShare } from '@server/insights/insights-shares';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { aContact } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(backends)('the shared insights link on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig({ PUBLIC_SITE_URL: 'https://www.transvia.example', TEAM_LANGUAGE: 'en' }),
      database: opened.database,
      logger: false,
    });
    await app.ready();
    const contact = aContact({ firstName: 'Isadora' });
    await opened.database.db
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
    await opened.cleanup();
  });

  const open = (token: string) =>
    app.inject({ url: `/insights/shared?t=${encodeURIComponent(token)}` });

  describe.skipIf(!backend.available)('', () => {
    it('shows the insights read-only, with no lead data, until revoked', async () => {
      const { id, token } = await createShare(opened.database.db, 30);
      const page = await open(token);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.body).toContain('<title>Site visits and leads</title>');
      expect(page.body).toContain('A shared, read-only link');
      expect(page.body).toContain('Top sources');
      expect(page.body).not.toContain('Isadora');
      expect(page.body).not.toContain('Segredo');
      expect(page.body).not.toContain('/inbox');

      expect(await revokeShare(opened.database.db, id)).toBe(true);
      expect((await open(token)).statusCode).toBe(404);
      expect(await revokeShare(opened.database.db, id)).toBe(false);
    });

    it('refuses a forged, altered or expired token', async () => {
      const { id, token } = await createShare(opened.database.db, 1);
      expect((await open(`${randomUUID()}.${'0'.repeat(64)}`)).statusCode).toBe(404);
      expect((await open(`${id}.${'f'.repeat(64)}`)).statusCode).toBe(404);
      expect((await open(`${token}0`)).statusCode).toBe(404);
      expect((await app.inject({ url: '/insights/shared' })).statusCode).toBe(404);
      expect((await open(token)).statusCode).toBe(200);
      await opened.database.db
        .updateTable('insights_shares')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('id', '=', id)
        .execute();
      const expired = await open(token);
      expect(expired.statusCode).toBe(404);
      expect(expired.body).toContain('has expired or was revoked');
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
