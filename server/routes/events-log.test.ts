/**
 * The visit events' beacon keeps out of the access log (decision 064): at `info` the server
 * writes two lines per request, and a page sends several events per visit. What goes wrong
 * there (a warning, an error) is still logged; other routes keep their access log.
 */
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/database';
import { migratedDataDir, testConfig } from '@server/test-support/backends';
import { pageview, sendEvent, siteUrl } from '@server/test-support/events';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('POST /api/event in the logs', () => {
  let dataDir: string;
  let app: FastifyInstance;
  const lines: { msg: string; req?: { url: string }; level: number }[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );

  beforeAll(async () => {
    dataDir = await migratedDataDir();
    app = await buildApp({
      config: testConfig({ DATA_DIR: dataDir, PUBLIC_SITE_URL: siteUrl }),
      loggerInstance: logger,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes no access log for events, counted or refused, while other routes keep theirs', async () => {
    lines.length = 0;
    expect((await sendEvent(app, pageview('/'))).statusCode).toBe(202);
    expect((await sendEvent(app, 'not json')).statusCode).toBe(400);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const urls = lines.map((line) => line.req?.url).filter(Boolean);
    expect(urls).toContain('/healthz');
    expect(urls).not.toContain('/api/event');
  });

  it('still logs an event it could not count (the database closed under it)', async () => {
    const brokenDir = await migratedDataDir();
    const database = await openDatabase({ DATA_DIR: brokenDir }, { role: 'server' });
    const broken = await buildApp({
      config: testConfig({ DATA_DIR: brokenDir, PUBLIC_SITE_URL: siteUrl }),
      loggerInstance: logger,
      database,
    });
    await broken.ready();
    await database.close();
    lines.length = 0;
    const response = await sendEvent(broken, pageview('/'));
    await broken.close();
    await rm(brokenDir, { recursive: true, force: true });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(lines.some((line) => line.level >= 40)).toBe(true);
  });
});
