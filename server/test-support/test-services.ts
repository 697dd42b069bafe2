/** What the tests get from the global set-up (services.ts): the servers, and a database of their own. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database of its own for one test file, empty or (`migrated`) a copy of the run's
 * migrated template (services.ts); drop() removes it.
 */
export async function createTestPostgresDatabase({
  migrated = false,
} = {}): Promise<TestPostgresDatabase> {
  const { postgresAdminUrl, runPrefix, templates } = inject('services');
  if (!postgresAdminUrl) throw new Error('PostgreSQL is not available to the tests');
  const name = `${runPrefix}_${randomBytes(4).toString('hex')}`;
  const template =
    migrated && templates.postgresDatabase ? ` template "${templates.postgresDatabase}"` : '';
  await admin(postgresAdminUrl, (client) => client.query(`create database "${name}"${template}`));
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(postgresAdminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  };
}

export const postgresAvailable = () => inject('services').postgresAdminUrl !== null;
export const redisUrl = () => inject('services').redisUrl;
