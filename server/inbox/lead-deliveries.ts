/**
 * The notifications of one lead as the outbox holds them (delivered, pending, or failed with
 * the last error and the next try), and "send again" (the outbox's sendAgain), logged.
 */

import type { Delivery, NotificationChannel } from '@contract/inbox-api';
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema, OutboxTable } from '@server/db/schema';
import { sendAgain } from '@server/outbox/enqueue';
import type { Kysely, Selectable } from 'kysely';

type Db = Kysely<DatabaseSchema>;

function deliveryFromRow(
  row: Selectable<OutboxTable>,
  channelsOn: readonly NotificationChannel[],
): Delivery {
  const state = row.skipped
    ? 'skipped'
    : row.delivered_at
      ? 'delivered'
      : row.last_error
        ? 'failed'
        : 'pending';
  return {
    channel: row.channel,
    state,
    attempts: row.attempts,
    nextAttemptAt:
      row.delivered_at || row.failed_for_good ? null : new Date(row.next_attempt_at).toISOString(),
    deliveredAt: row.delivered_at && new Date(row.delivered_at).toISOString(),
    lastError: row.delivered_at ? null : row.last_error,
    skippedReason: row.skipped,
    channelOn: channelsOn.includes(row.channel),
  };
}

export async function listDeliveries(
  db: Db,
  leadId: string,
  channelsOn: readonly NotificationChannel[],
): Promise<Delivery[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('event', '=', 'lead.created')
    .orderBy('channel')
    .execute();
  return rows.map((row) => deliveryFromRow(row, channelsOn));
}

export type ResendResult =
  | { outcome: 'queued'; delivery: Delivery }
  | { outcome: 'not-found' }
  /** The server does not send on this channel: the row would wait forever. */
  | { outcome: 'channel-off' }
  /** An instance holds its lease and is sending it right now. */
  | { outcome: 'in-progress' };

export async function resendNotification(
  db: Db,
  {
    leadId,
    channel,
    channelsOn,
    actor,
  }: {
    leadId: string;
    channel: NotificationChannel;
    channelsOn: readonly NotificationChannel[];
    actor: AuditActor;
  },
): Promise<ResendResult> {
  if (!channelsOn.includes(channel)) return { outcome: 'channel-off' };
  return db.transaction().execute(async (trx): Promise<ResendResult> => {
    const lead = await trx
      .selectFrom('leads')
      .select('id')
      .where('id', '=', leadId)
      .executeTakeFirst();
    if (!lead) return { outcome: 'not-found' };
    const row = await sendAgain(trx, { leadId, channel });
    if (row === 'in-progress') return { outcome: 'in-progress' };
    await recordAudit(trx, { actor, action: 'notification_resent', leadId, details: { channel } });
    return { outcome: 'queued', delivery: deliveryFromRow(row, channelsOn) };
  });
}
