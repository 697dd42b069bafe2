/**
 * The outbox as a queue of the one lease, backoff and retry code (server/queue/, decision
 * 350): a row per lead, channel and event, whose channel says which sender delivers it.
 */
import type { OutboxTable } from '@server/db/schema';
import type { QueueTable } from '@server/queue/queue-table';
import type { Selectable } from 'kysely';

/** A notification as the worker claims it. */
export type ClaimedNotification = Selectable<OutboxTable>;

export const outboxQueue: QueueTable<ClaimedNotification> = {
  table: 'outbox',
  kindColumn: 'channel',
  idColumns: ['lead_id', 'channel', 'event'],
  doneColumn: 'delivered_at',
};
