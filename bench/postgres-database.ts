/**
 * A throwaway PostgreSQL database for the PostgreSQL benchmark, created on the server at
 * BENCH_POSTGRES_URL (default: the local server) and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database, or answers null when no PostgreSQL server answers. */
export async function createTemporaryDatabase(): Promise<TemporaryDatabase | null> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  try {
    await withAdmin((client) => client.query(`create database ${name}`));
  } catch {
    return null;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}
