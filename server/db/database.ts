/**
 * Opens the lead database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is
 * set; one Kysely query layer over both, migrated to the latest schema before use.
 */
import { access, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '@server/config';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock, type LockRole } from './data-dir-lock';
import { markingDatabaseErrors } from './marked-errors';
import { migrateToLatest } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import { preparingPool } from './postgres-prepared';
import type { DatabaseSchema } from './schema';
import { isDatabaseUnavailable } from './unavailable';

export interface Database {
  readonly db: Kysely<DatabaseSchema>;
  readonly kind: 'embedded' | 'postgres';
  /** Where the data lives, without credentials, for logs. */
  readonly location: string;
  /** The embedded database's lock, which is also its owner's admin channel. */
  readonly lock?: DataDirLock;
  /** `select 1` answered within the time limit. */
  isReachable(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export class DatabaseStartError extends Error {}

export interface OpenDatabaseOptions {
  /** Who opens the embedded database, named when a second process is refused. */
  role: LockRole;
  /** Errors of idle PostgreSQL connections (the server went away); they must not crash us. */
  onBackgroundError?: (error: Error) => void;
}

type DatabaseSettings = Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>;

export async function openDatabase(
  config: DatabaseSettings,
  options: OpenDatabaseOptions,
): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, options)
    : openEmbedded(config.DATA_DIR, options);
}

function reachability(db: Kysely<DatabaseSchema>) {
  return async (timeoutMs = 2000) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const ping = sql`select 1`.execute(db).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

const clusterFolder = 'pglite';
const initialisingPrefix = 'pglite.initialising-';

/**
 * The cluster's folder appears whole or not at all. PGlite's first start runs initdb, which
 * writes the catalog file by file; a process killed in the middle (kill -9, a power cut) left a
 * half-made cluster that every later start failed on ("language plpgsql does not exist"). So
 * initdb runs in a folder of its own, renamed into place once done: rename is atomic on one
 * file system, and a folder an interrupted first start left behind is deleted (this process holds
 * DATA_DIR's lock, so no other one is making it).
 */
async function ensureCluster(dataDir: string): Promise<void> {
  const clusterPath = path.join(dataDir, clusterFolder);
  for (const name of await readdir(dataDir)) {
    if (name.startsWith(initialisingPrefix)) {
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    }
  }
  const exists = await access(clusterPath).then(
    () => true,
    () => false,
  );
  if (exists) return;
  const initialising = path.join(dataDir, `${initialisingPrefix}${process.pid}`);
  const pglite = await PGlite.create(initialising, { extensions: { pg_trgm } });
  await pglite.close();
  await rename(initialising, clusterPath);
}

async function startEmbedded(dataDir: string) {
  // PGlite mounts DATA_DIR through Emscripten's NODEFS, where each write() of PostgreSQL
  // is a synchronous write into the real file, and runs with synchronous_commit=on: a
  // commit returns once its WAL record is in the operating system's hands, so a killed
  // process loses nothing it acknowledged (proven by the kill -9 test). fsync() is a
  // no-op in that layer, so a machine crash may lose recent commits (docs/lead-api.md, "Storage").
  // pg_trgm backs the inbox's search index (migration 0005).
  await ensureCluster(dataDir);
  const pglite = await PGlite.create(path.join(dataDir, clusterFolder), {
    extensions: { pg_trgm },
  });
  const db = new Kysely<DatabaseSchema>({
    dialect: markingDatabaseErrors(new PGliteDialect(pglite)),
  });
  try {
    // Old WAL segments are deleted, not renamed for reuse with their old contents still in
    // them, so erased values leave the folder (rewrite-erased.ts).
    await pglite.exec('set wal_recycle = off');
  } catch (error) {
    await pglite.close();
    throw error;
  }
  return { pglite, db };
}

/**
 * A column added with a default (migration 0005's status and version) keeps that default in
 * the catalog for the rows that predate it, until the table is rewritten. The first rewrite
 * (VACUUM FULL after an erasure, rewrite-erased.ts) clears it from the catalog, but PGlite's
 * session keeps the catalog row it cached before, so every later rewrite of that table in
 * the same session failed with "tuple concurrently deleted" (decision 015): only the first
 * erasure after a start worked. Writing the defaults into the rows once, here, and starting
 * a new session leaves no later rewrite anything to clear. True when there was something.
 */
async function writeMissingValues(pglite: PGlite): Promise<boolean> {
  const { rows } = await pglite.query<{ name: string }>(
    `select distinct attrelid::regclass::text as name from pg_attribute
     where atthasmissing and not attisdropped`,
  );
  if (rows.length === 0) return false;
  await pglite.exec(`vacuum full ${rows.map((row) => row.name).join(', ')}`);
  return true;
}

async function openEmbedded(dataDir: string, options: OpenDatabaseOptions): Promise<Database> {
  const lock = await acquireDataDirLock(dataDir, options.role);
  try {
    let { pglite, db } = await startEmbedded(dataDir);
    try {
      await migrateToLatest(db);
      // A fresh session after the defaults are written into the rows (see below).
      if (await writeMissingValues(pglite)) {
        await db.destroy();
        await pglite.close();
        ({ pglite, db } = await startEmbedded(dataDir));
      }
    } catch (error) {
      await pglite.close();
      throw error;
    }
    return {
      db,
      kind: 'embedded',
      location: path.resolve(dataDir),
      lock,
      isReachable: reachability(db),
      async close() {
        await db.destroy();
        await pglite.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

function describePostgres(url: string) {
  const parsed = new URL(url);
  return `postgres://${parsed.host}${parsed.pathname}`;
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast when the server is unreachable: the request answers 503 instead of hanging.
    connectionTimeoutMillis: 5000,
    query_timeout: 15_000,
  });
  const onError = (error: Error) => options.onBackgroundError?.(error);
  // A connection that dies emits 'error' on its client even while a request holds it (the
  // request's query fails on its own); unheard, that event would crash the process.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  const db = new Kysely<DatabaseSchema>({
    dialect: markingDatabaseErrors(new PostgresDialect({ pool: preparingPool(pool) })),
  });
  const location = describePostgres(url);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    const cause = error instanceof Error && error.cause ? error.cause : error;
    if (isDatabaseUnavailable(cause)) {
      throw new DatabaseStartError(
        `Cannot reach PostgreSQL at ${location} (DATABASE_URL): ${(cause as Error).message}`,
        { cause },
      );
    }
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    location,
    isReachable: reachability(db),
    close: () => db.destroy(),
  };
}
