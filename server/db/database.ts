/**
 * Opens the lead database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is
 * set; one Kysely query layer over both, migrated to the latest schema before use.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '@server/config';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock, type LockRole } from './data-dir-lock';
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

async function openEmbedded(dataDir: string, options: OpenDatabaseOptions): Promise<Database> {
  const lock = await acquireDataDirLock(dataDir, options.role);
  try {
    // PGlite mounts DATA_DIR through Emscripten's NODEFS, where each write() of PostgreSQL
    // is a synchronous write into the real file, and runs with synchronous_commit=on: a
    // commit returns once its WAL record is in the operating system's hands, so a killed
    // process loses nothing it acknowledged (proven by the kill -9 test). fsync() is a
    // no-op in that layer, so a machine crash may lose recent commits (README, "Storage").
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'));
    const db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(pglite) });
    try {
      await migrateToLatest(db);
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
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
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
