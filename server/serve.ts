/**
 * Starts a server process: reads the configuration (and .env), opens the database, serves
 * on HOST:PORT, answers the leads CLI on the embedded database's local socket, and shuts
 * down gracefully on SIGTERM/SIGINT: requests in flight are answered, notifications under
 * way finish, then the database closes. Start-up problems stop the process with a message
 * that says what to fix.
 */
import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { localAdminHandler } from './admin/admin-access';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { type Database, DatabaseStartError, openDatabase } from './db/database';
import { RedisStartError } from './http/rate-limit';

export interface ServeOptions {
  /** Build output with the site to serve; without it, the API only. */
  distDir?: string;
  /** Overrides PORT (the dev API listens beside Vite). */
  port?: number;
}

/** Variables from ./.env, when there is one; the real environment wins over it. */
export function loadDotEnv() {
  if (existsSync('.env')) process.loadEnvFile('.env');
}

const startErrors = [ConfigError, DataDirInUseError, DatabaseStartError, RedisStartError];

function exitOnStartError(error: unknown, port: number | undefined): never {
  if (startErrors.some((type) => error instanceof type)) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${port} is already in use: stop what uses it or choose another PORT.`);
    process.exit(1);
  }
  throw error;
}

export async function serve({ distDir, port }: ServeOptions = {}) {
  loadDotEnv();
  let database: Database | undefined;
  let listenPort = port;
  try {
    const config = loadConfig();
    const log = pino({ level: config.LOG_LEVEL });
    database = await openDatabase(config, {
      role: 'server',
      onBackgroundError: (error) => log.warn({ reason: error.message }, 'database connection lost'),
    });
    const app = await buildApp({ config, distDir, database, loggerInstance: log });
    const openDatabaseHandle = database;

    closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
      if (err) log.error({ err }, 'shutting down after an error');
      else log.info({ signal }, 'shutting down');
      await app.close();
      await openDatabaseHandle.close();
      log.info('stopped');
    });

    listenPort = port ?? config.PORT;
    await app.listen({ host: config.HOST, port: listenPort });
    // The leads CLI reaches a running server through the embedded database's lock socket.
    database.lock?.handle(localAdminHandler(app));
    return app;
  } catch (error) {
    await database?.close().catch(() => {});
    exitOnStartError(error, listenPort);
  }
}
