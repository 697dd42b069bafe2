/**
 * Vitest global set-up: finds the PostgreSQL and Redis servers the integration tests run
 * against (TEST_POSTGRES_URL, TEST_REDIS_URL; local defaults), tries to start local ones with
 * the machine's service commands when they are not answering, and otherwise says loudly that
 * their tests are skipped; under CI (`CI=true`) it fails the run instead (ci-requirements.ts),
 * so a CI host without them cannot go green by skipping. Each test file makes its own PostgreSQL database (see postgres.ts);
 * the teardown drops any this run left behind.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@server/db/database';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ciMissingServices } from './ci-requirements';
import { ownServersAvailable } from './own-servers';

export interface TestServices {
  /** Administrative connection (may create databases), or null when PostgreSQL is absent. */
  postgresAdminUrl: string | null;
  redisUrl: string | null;
  /** Prefix of the databases this run creates. */
  runPrefix: string;
  /**
   * Migrated once for the whole run and copied for each test that wants a database as the
   * server leaves it after its first start: a fresh one runs every migration, 3–5 s each time
   * on PGlite. The embedded one is a DATA_DIR; the PostgreSQL one a template database.
   */
  templates: { dataDir: string; postgresDatabase: string | null };
}

declare module 'vitest' {
  export interface ProvidedContext {
    services: TestServices;
  }
}

const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisAnswers() {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const isLocal = (url: string) =>
  ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

function tryCommand(command: string, args: string[]) {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 30_000 });
  } catch {
    // Not startable this way; the next probe tells.
  }
}

async function waitFor(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return check();
}

async function ensurePostgres() {
  if (await postgresAnswers()) return true;
  if (!isLocal(postgresUrl)) return false;
  if (hasCommand('service')) tryCommand('service', ['postgresql', 'start']);
  return waitFor(postgresAnswers, 15_000);
}

async function ensureRedis() {
  if (await redisAnswers()) return true;
  if (!isLocal(redisUrl)) return false;
  if (hasCommand('service')) tryCommand('service', ['redis-server', 'start']);
  if (!(await waitFor(redisAnswers, 3000)) && hasCommand('redis-server')) {
    const port = new URL(redisUrl).port || '6379';
    tryCommand('redis-server', [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '--port',
      port,
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
  }
  return waitFor(redisAnswers, 10_000);
}

function announceSkip(what: string, url: string, variable: string) {
  process.stderr.write(
    `\n  SKIPPED: the ${what} integration tests. No ${what} server answers at ${new URL(url).host} ` +
      `and none could be started. Set ${variable} to run them.\n\n`,
  );
}

/** A DATA_DIR and a PostgreSQL database, each migrated to the latest schema and closed. */
async function migratedTemplates(runPrefix: string, postgres: boolean) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leads-template-'));
  const configs: { DATA_DIR: string; DATABASE_URL?: string }[] = [{ DATA_DIR: dataDir }];
  const postgresDatabase = postgres ? `${runPrefix}_template` : null;
  if (postgresDatabase) {
    await adminQuery(`create database "${postgresDatabase}"`);
    const url = new URL(postgresUrl);
    url.pathname = `/${postgresDatabase}`;
    configs.push({ DATA_DIR: './unused', DATABASE_URL: url.toString() });
  }
  // One after the other: PGlite runs on this thread and holds it while it migrates, so the
  // PostgreSQL client's 15 s query timeout, counted on the same thread, would fire for answers
  // that had long arrived ("Query read timeout" on a loaded host).
  for (const config of configs) {
    const database = await openDatabase(config, { role: 'server' });
    await database.close();
  }
  return { dataDir, postgresDatabase };
}

async function adminQuery(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await client.query<{ datname: string }>(sql, values);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const [postgres, redis] = await Promise.all([ensurePostgres(), ensureRedis()]);
  const ciProblem = ciMissingServices({
    postgres,
    redis,
    postgresBinaries: ownServersAvailable.postgres,
    redisServer: ownServersAvailable.redis,
  });
  if (ciProblem) throw new Error(ciProblem);
  if (!postgres) announceSkip('PostgreSQL', postgresUrl, 'TEST_POSTGRES_URL');
  if (!redis) announceSkip('Redis', redisUrl, 'TEST_REDIS_URL');
  const runPrefix = `leads_test_${randomBytes(4).toString('hex')}`;
  const templates = await migratedTemplates(runPrefix, postgres);
  project.provide('services', {
    postgresAdminUrl: postgres ? postgresUrl : null,
    redisUrl: redis ? redisUrl : null,
    runPrefix,
    templates,
  });

  return async () => {
    await rm(templates.dataDir, { recursive: true, force: true });
    if (!postgres) return;
    const { rows } = await adminQuery('select datname from pg_database where datname like $1', [
      `${runPrefix}%`,
    ]);
    for (const { datname } of rows) {
      await adminQuery(`drop database if exists "${datname}" with (force)`);
    }
  };
}
