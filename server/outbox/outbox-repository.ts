/**
 * The outbox as a queue of the one lease, backoff and retry code (server/queue/, decision
 * 350): a row per lead, channel and event, whose channel says which sender delivers it.
 */
import type { DatabaseSchema, NotificationChannel, OutboxTable } from '@server/db/schema';
import type { QueueTable } from '@server/queue/queue-table';
import type { Kysely, Selectable } from 'kysely';

/** A notification as the worker claims it. */
export type ClaimedNotification = Selectable<OutboxTable>;

export const outboxQueue: QueueTable<ClaimedNotification> = {
  table: 'outbox',
  kindColumn: 'channel',
  idColumns: ['lead_id', 'channel', 'event'],
  doneColumn: 'delivered_at',
};

/**
 * Whether the other side on `channel` has accepted the lead's lead.created (a creation held as
 * spam, or skipped for any reason, was never sent).
 */
export async function creationDelivered(
  db: Kysely<DatabaseSchema>,
  leadId: string,
  channel: NotificationChannel,
) {
  const row = await db
    .selectFrom('outbox')
    .select(['delivered_at', 'skipped'])
    .where('lead_id', '=', leadId)
    .where('channel', '=', channel)
    .where('event', '=', 'lead.created')
    .executeTakeFirst();
  return Boolean(row?.delivered_at) && !row?.skipped;
}
