/**
 * The admin token's guard: wrong tokens counted per client network in the database, for every
 * app (instance) on it together, atomically; logged at warn without the token; the minute that
 * ends the refusal. On the embedded database and on PostgreSQL.
 */
import { Writable } from 'node:stream';
import { type Database, openDatabase } from '@server/db/database';
import { privateRequestLogs } from '@server/http/request-log';
import { backends, type OpenedBackend } from '@server/test-support/backends';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAdmin } from './admin-access';

const token = 'x'.repeat(40);

function guardedApp(database: Database) {
  const lines: string[] = [];
  const logger = pino(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const app = Fastify({ loggerInstance: logger, childLoggerFactory: privateRequestLogs });
  app.addHook('onRequest', requireAdmin(token, database.db));
  app.get('/api/leads', async () => []);
  app.get('/api/insights', async () => ({}));
  const call = (remoteAddress: string, authorization: string, url = '/api/leads') =>
    app.inject({ url, remoteAddress, headers: { authorization } });
  return { app, lines, call };
}

describe.each(backends)('the admin token guard on the $name', (backend) => {
  let opened: OpenedBackend;
  let network = 0;
  /** A client network of this test alone: the counts live in the shared database. */
  const aNetwork = () => `203.0.${++network}.9`;

  beforeAll(async () => {
    opened = await backend.open();
  });
  afterAll(() => opened?.cleanup());

  it.skipIf(!backend.available)(
    'answers 429 from the 11th wrong token in a minute from one network, even to the right token',
    async () => {
      const { app, call } = guardedApp(opened.database);
      const client = aNetwork();
      const statuses = [];
      for (let attempt = 1; attempt <= 11; attempt++) {
        // Every admin route counts on the one counter.
        const url = attempt % 2 ? '/api/leads' : '/api/insights';
        statuses.push((await call(client, `Bearer guess-${attempt}`, url)).statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      const right = await call(client.replace(/\d+$/, '77'), `Bearer ${token}`);
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another network is not affected.
      expect((await call(aNetwork(), `Bearer ${token}`)).statusCode).toBe(200);
      await app.close();
    },
  );

  it.skipIf(!backend.available)(
    'counts the guesses sent to two instances on one database together',
    async () => {
      // On PostgreSQL a second connection, as a second instance would have; PGlite has one
      // process per data folder, so there the two apps share its one connection.
      const second =
        backend.name === 'PostgreSQL server'
          ? await openDatabase(
              { DATA_DIR: './unused', DATABASE_URL: opened.env.DATABASE_URL },
              { role: 'server' },
            )
          : undefined;
      const one = guardedApp(opened.database);
      const other = guardedApp(second ?? opened.database);
      const client = aNetwork();
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await one.call(client, `Bearer one-${attempt}`)).statusCode).toBe(401);
        expect((await other.call(client, `Bearer other-${attempt}`)).statusCode).toBe(401);
      }
      expect((await one.call(client, `Bearer ${token}`)).statusCode).toBe(429);
      expect((await other.call(client, `Bearer ${token}`)).statusCode).toBe(429);
      await Promise.all([one.app.close(), other.app.close()]);
      await second?.close();
    },
  );

  it.skipIf(!backend.available)(
    'lets 40 simultaneous wrong tokens be told "wrong" at most ten times',
    async () => {
      const { app, call } = guardedApp(opened.database);
      const client = aNetwork();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, attempt) => call(client, `Bearer guess-${attempt}`)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
      await app.close();
    },
  );

  it.skipIf(!backend.available)('lets a network try again once its minute is over', async () => {
    const { app, call } = guardedApp(opened.database);
    const client = aNetwork();
    for (let attempt = 1; attempt <= 10; attempt++) await call(client, `Bearer guess-${attempt}`);
    expect((await call(client, `Bearer ${token}`)).statusCode).toBe(429);
    // The minute passes for these failures (all of this test's: its network is its own).
    await sql`update admin_token_attempts set at = at - interval '61 seconds'`.execute(
      opened.database.db,
    );
    expect((await call(client, `Bearer ${token}`)).statusCode).toBe(200);
    await app.close();
  });

  it.skipIf(!backend.available)(
    'logs each wrong token at warn level with the client network, never the token',
    async () => {
      const { app, lines, call } = guardedApp(opened.database);
      const tried = 'my-secret-guess-0123456789';
      const client = aNetwork();
      await call(client, `Bearer ${tried}`);
      const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
      expect(warnings).toEqual([
        expect.objectContaining({
          msg: 'admin token rejected',
          client: client.replace(/\d+$/, '0/24'),
        }),
      ]);
      expect(lines.join('')).not.toContain(tried);
      expect(lines.join('')).not.toContain(client);
      const stored = await sql<{
        network_key: string;
      }>`select network_key from admin_token_attempts`.execute(opened.database.db);
      expect(JSON.stringify(stored.rows)).not.toContain(client.replace(/\.9$/, ''));
      await app.close();
    },
  );
});
