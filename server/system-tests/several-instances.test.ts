/**
 * Several instances behind a load balancer, as the README describes: one PostgreSQL server
 * and one Redis server shared by all, and what happens when either goes away.
 */

import { randomInt } from 'node:crypto';
import { buildApp } from '@server/app';
import { DatabaseStartError, openDatabase } from '@server/db/database';
import { migrationNames } from '@server/db/migrate';
import { RedisStartError } from '@server/http/rate-limit';
import { type OpenedBackend, postgresBackend, testConfig } from '@server/test-support/backends';
import { aContact } from '@server/test-support/leads';
import { startTcpProxy, type TcpProxy } from '@server/test-support/tcp-proxy';
import { createTestPostgresDatabase, redisUrl } from '@server/test-support/test-services';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** An address no other test (or test run) uses, so Redis counters start at zero. */
const randomClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function sendFrom(app: FastifyInstance, client: string, contact = aContact(), headers = {}) {
  return app.inject({
    method: 'POST',
    url: '/contacts/send',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
    payload: JSON.stringify(contact),
  });
}

describe.skipIf(!postgresBackend.available)('several instances on one PostgreSQL', () => {
  let opened: OpenedBackend;

  beforeAll(async () => {
    opened = await postgresBackend.open();
  });

  afterAll(() => opened?.cleanup());

  it('store one lead for one Idempotency-Key sent to every instance at the same moment', async () => {
    const instances = await Promise.all(
      [1, 2, 3].map(() => buildApp({ config: testConfig({ ...opened.env, TRUST_PROXY: '1' }) })),
    );
    try {
      const contact = aContact();
      const headers = { 'idempotency-key': `multi-${contact.email}` };
      const answers = await Promise.all(
        Array.from({ length: 9 }, (_, i) =>
          sendFrom(instances[i % 3] as FastifyInstance, randomClient(), contact, headers),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(9).fill(200));
      expect(new Set(answers.map((answer) => answer.json()[0].id)).size).toBe(1);
      const stored = await opened.database.db
        .selectFrom('leads')
        .select('id')
        .where('email', '=', contact.email)
        .execute();
      expect(stored).toHaveLength(1);
    } finally {
      await Promise.all(instances.map((app) => app.close()));
    }
  });

  describe('when the database goes away', () => {
    let proxy: TcpProxy;
    let app: FastifyInstance;

    beforeAll(async () => {
      const url = new URL(opened.env.DATABASE_URL ?? '');
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.host = `127.0.0.1:${proxy.port}`;
      app = await buildApp({ config: testConfig({ DATABASE_URL: url.toString() }) });
    });

    afterAll(async () => {
      await app?.close();
      await proxy?.close();
    });

    it('answers 503 with Retry-After to sends and to /readyz, and recovers when it is back', async () => {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await proxy.stop();

      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
      const send = await sendFrom(app, randomClient());
      expect(send.statusCode).toBe(503);
      expect(send.headers['retry-after']).toBe('5');
      expect(send.json()).toEqual({ error: 'database_unavailable' });
      // Liveness is about the process, which is fine.
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

      await proxy.start();
      const contact = aContact();
      expect((await sendFrom(app, randomClient(), contact)).statusCode).toBe(200);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    });
  });

  it('apply the migrations exactly once when they start together on an empty database', async () => {
    const empty = await createTestPostgresDatabase();
    const databases = await Promise.all(
      [1, 2, 3].map(() =>
        openDatabase({ DATA_DIR: './unused', DATABASE_URL: empty.url }, { role: 'server' }),
      ),
    );
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
        databases[0]?.db as Kysely<unknown>,
      );
      expect(rows.map((row) => row.name)).toEqual(migrationNames);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await empty.drop();
    }
  });

  it('refuses to start with a message naming DATABASE_URL when PostgreSQL cannot be reached', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 1 });
    await proxy.stop();
    const attempt = openDatabase(
      { DATA_DIR: './unused', DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/leads` },
      { role: 'server' },
    );
    await expect(attempt).rejects.toThrow(DatabaseStartError);
    await expect(attempt).rejects.toThrow(
      `Cannot reach PostgreSQL at postgres://127.0.0.1:${proxy.port}/leads (DATABASE_URL)`,
    );
  });
});

describe.skipIf(!postgresBackend.available || !redisUrl())(
  'several instances sharing Redis',
  () => {
    let opened: OpenedBackend;

    beforeAll(async () => {
      opened = await postgresBackend.open();
    });

    afterAll(() => opened?.cleanup());

    const limitedEnv = (redis: string) => ({
      ...opened.env,
      REDIS_URL: redis,
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '4',
      RATE_LIMIT_WINDOW: '60000',
    });

    it('share one rate limit per visitor across instances', async () => {
      const [a, b] = await Promise.all(
        [1, 2].map(() => buildApp({ config: testConfig(limitedEnv(redisUrl() ?? '')) })),
      );
      if (!a || !b) throw new Error('instances did not start');
      try {
        const client = randomClient();
        const statuses = [];
        for (let i = 0; i < 6; i++)
          statuses.push((await sendFrom(i % 2 ? b : a, client)).statusCode);
        expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
        const refused = await sendFrom(a, client);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect((await sendFrom(b, randomClient())).statusCode).toBe(200);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('keeps taking leads while Redis is unreachable, limited per instance', async () => {
      const target = new URL(redisUrl() ?? '');
      const proxy = await startTcpProxy({
        host: target.hostname,
        port: Number(target.port || 6379),
      });
      const app = await buildApp({
        config: testConfig(limitedEnv(`redis://127.0.0.1:${proxy.port}`)),
      });
      try {
        await proxy.stop();
        const client = randomClient();
        const statuses = [];
        for (let i = 0; i < 6; i++) statuses.push((await sendFrom(app, client)).statusCode);
        expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      } finally {
        await app.close();
        await proxy.close();
      }
    });

    it('refuses to start with a message naming REDIS_URL when Redis cannot be reached', async () => {
      const proxy = await startTcpProxy({ host: '127.0.0.1', port: 1 });
      await proxy.stop();
      const attempt = buildApp({
        config: testConfig({ ...opened.env, REDIS_URL: `redis://127.0.0.1:${proxy.port}` }),
      });
      await expect(attempt).rejects.toThrow(RedisStartError);
      await expect(attempt).rejects.toThrow(
        `Cannot reach Redis at 127.0.0.1:${proxy.port} (REDIS_URL)`,
      );
    });
  },
);
