/**
 * PRIVACY_REQUESTS_RETENTION_DAYS: answered requests older than the window are deleted at start
 * and every 24 hours (decision 250), like the leads' purge (decision 100): a failure is logged
 * and tried again a day later; instances purging together delete nothing twice.
 */
import type { Database } from '@server/db/database';
import { rewriteErasedRows } from '@server/db/rewrite-erased';
import { purgeAnsweredRequests } from './privacy-requests';

const day = 24 * 60 * 60 * 1000;

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export function startPrivacyRequestPurge({
  database,
  days,
  log,
  intervalMs = day,
}: {
  database: Database;
  days: number;
  log: Logger;
  intervalMs?: number;
}) {
  let running: Promise<void> = Promise.resolve();
  const purge = () => {
    running = purgeAnsweredRequests(database.db, days)
      .then(async (purged) => {
        if (purged > 0) {
          await rewriteErasedRows(database);
          log.info({ purged, retentionDays: days }, 'answered privacy requests purged');
        }
      })
      .catch((error: unknown) =>
        log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'could not purge answered privacy requests, will try again in a day',
        ),
      );
  };
  purge();
  const timer = setInterval(purge, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
