/**
 * LEADS_RETENTION_DAYS: leads older than the window are deleted with their notifications and
 * everything else keyed to them, at start and every 24 hours, and by `npm run leads -- purge`
 * (decision 100). Several instances on one PostgreSQL may purge at the same moment: each
 * batch skips the rows another instance is deleting, and deleting a row twice is a no-op.
 */
import type { Database } from '@server/db/database';
import { rewriteErasedRows } from '@server/db/rewrite-erased';
import { dropLeadCreated, queueLeadDeleted, type WebhookOptions } from '@server/outbox/enqueue';
import { sql } from 'kysely';

const batchSize = 1000;
const day = 24 * 60 * 60 * 1000;

/**
 * Deletes the leads created more than `days` days ago (by the database's clock) in batches,
 * so a first purge of years of leads never holds one long transaction; answers how many.
 * Their notifications are deleted by name, not only through the foreign key's cascade, so
 * they go even if a notification is one day kept apart from its lead. With the webhook on,
 * each purged lead's lead.deleted is queued in the same statement, as an erasure does
 * (server/outbox/enqueue.ts, which explains the wait for a lease under way): the CRM
 * deletes its copy too.
 */
export async function purgeExpiredLeads(
  database: Database,
  days: number,
  options: WebhookOptions,
): Promise<number> {
  let purged = 0;
  for (;;) {
    const result = await sql`
      with expired as (
        select id from leads
        where created_at < now() - ${days} * interval '1 day'
        order by created_at
        limit ${batchSize}
        for update skip locked
      ), notifications as (${dropLeadCreated('expired')}),
      queued as (${queueLeadDeleted('expired', options)})
      delete from leads where id in (select id from expired)`.execute(database.db);
    const deleted = Number(result.numAffectedRows ?? 0);
    purged += deleted;
    if (deleted < batchSize) break;
  }
  if (purged > 0) await rewriteErasedRows(database);
  return purged;
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface RetentionPurge {
  /** Waits for a purge under way, then stops the schedule. */
  stop(): Promise<void>;
}

/** Purges now and then every `intervalMs` (a day) until stopped; failures wait for the next. */
export function startRetentionPurge({
  database,
  days,
  log,
  intervalMs = day,
  notifyWebhook,
  onPurged,
}: {
  database: Database;
  days: number;
  log: Logger;
  intervalMs?: number;
  /** Queue lead.deleted for the webhook. */
  notifyWebhook: boolean;
  /** Leads were purged: their lead.deleted events wait in the outbox. */
  onPurged: () => void;
}): RetentionPurge {
  let running: Promise<void> = Promise.resolve();
  const purge = () => {
    running = purgeExpiredLeads(database, days, { notifyWebhook }).then(
      (purged) => {
        if (purged > 0) onPurged();
        log.info({ purged, retentionDays: days }, 'expired leads purged');
      },
      (error: unknown) =>
        log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'could not purge expired leads, will try again in a day',
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
