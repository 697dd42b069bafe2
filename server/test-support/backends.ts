/**
 * The two databases every API behaviour is tested on: the embedded one (PGlite in a temporary
 * DATA_DIR) and a PostgreSQL server (a fresh database of this test file's own).
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '@server/config';
import { type Database, openDatabase } from '@server/db/database';
import { inject } from 'vitest';
import { createTestPostgresDatabase, postgresAvailable } from './test-services';

export interface OpenedBackend {
  database: Database;
  /** The variables that point a server at this database. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export interface TestBackend {
  name: string;
  available: boolean;
  open(): Promise<OpenedBackend>;
}

/** An empty DATA_DIR: what a server's first start finds. */
export async function temporaryDataDir() {
  return mkdtemp(path.join(tmpdir(), 'leads-data-'));
}

/** A DATA_DIR as a server leaves it after its first start: the run's migrated template copied. */
export async function migratedDataDir() {
  const dataDir = await temporaryDataDir();
  await cp(inject('services').templates.dataDir, dataDir, { recursive: true });
  return dataDir;
}

export const embeddedBackend: TestBackend = {
  name: 'embedded PGlite',
  available: true,
  async open() {
    const dataDir = await migratedDataDir();
    const database = await openDatabase({ DATA_DIR: dataDir }, { role: 'server' });
    return {
      database,
      env: { DATA_DIR: dataDir },
      async cleanup() {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
};

export const postgresBackend: TestBackend = {
  name: 'PostgreSQL server',
  get available() {
    return postgresAvailable();
  },
  async open() {
    const testDatabase = await createTestPostgresDatabase({ migrated: true });
    const database = await openDatabase(
      { DATA_DIR: './unused', DATABASE_URL: testDatabase.url },
      { role: 'server' },
    );
    return {
      database,
      env: { DATABASE_URL: testDatabase.url },
      async cleanup() {
        await database.close();
        await testDatabase.drop();
      },
    };
  },
};

export const backends = [embeddedBackend, postgresBackend];

/** A configuration as the environment would give it, with a limit high enough for tests. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ RATE_LIMIT_MAX: '100000', ...env });
}
