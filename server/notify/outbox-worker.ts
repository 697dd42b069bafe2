/**
 * Delivers the outbox: a loop in the server process that claims due notifications, hands
 * each to its channel's sender, and records the outcome. A failure is retried with capped
 * exponential backoff; the schedule lives in the database, so it survives restarts, and a
 * notification is marked delivered right after the other side accepted it, so each lead
 * gets one mail and one webhook call. It lives with the senders, above the leads it loads:
 * server/outbox/ is the queue itself (its table's one writer), below the leads that fill it.
 */

import { channel as diagnosticsChannel } from 'node:diagnostics_channel';
import type { DatabaseSchema, NotificationChannel, OutboxEvent } from '@server/db/schema';
import type { Lead } from '@server/leads/lead';
import { findLead } from '@server/leads/leads-repository';
import {
  type ClaimedNotification,
  creationDelivered,
  outboxQueue,
} from '@server/outbox/outbox-repository';
import {
  type JobHandler,
  type JobOutcome,
  type QueueLook,
  startQueueWorker,
} from '@server/queue/queue-worker';
import type { Kysely } from 'kysely';

export interface NotificationSender {
  readonly channel: NotificationChannel;
  /**
   * Resolves once the other side has accepted the notification; rejects otherwise, with a
   * PermanentDeliveryError when trying again cannot help (it is then not retried). `resends`:
   * how many times the team asked to send it again (0 the first time); `event`: lead.created,
   * or lead.overdue (queued by the scheduler for the chat channels only).
   */
  send(lead: Lead, sending: { resends: number; event: OutboxEvent }): Promise<void>;
  /**
   * Asked before `send`: a reason to deliberately send nothing (the outbox records it, and
   * the notification is done), or undefined to send.
   */
  skipReason?(lead: Lead, event: OutboxEvent): Promise<string | undefined>;
  /**
   * Whether storing a lead queues a lead.created row for this channel (true when absent): a
   * chat channel set to alert on overdue leads only has none.
   */
  readonly onCreated?: boolean;
  /**
   * Tells the other side that this lead was erased (lead.deleted), likewise. Only the
   * webhook has it: an erasure queues that event for the webhook alone.
   */
  sendDeleted?(leadId: string): Promise<void>;
  /**
   * Tells the other side that the lead's contact fields were corrected (lead.updated, decision
   * 327), with the lead as it is now. Only the webhook has it, as for erasures.
   */
  sendUpdated?(lead: Lead): Promise<void>;
}

interface Logger {
  /** Each look at the outbox ('outbox looked at'), for whoever follows the worker closely. */
  debug?(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Kysely<DatabaseSchema>;
  senders: readonly NotificationSender[];
  /** Cap of the retry backoff (NOTIFY_RETRY_MAX_MS). */
  retryMaxMs: number;
  log: Logger;
  /** Longest sleep between looks at the outbox (other instances may have added work). */
  pollIntervalMs?: number;
  /** How long a claimed notification stays ours; far longer than any send may take. */
  leaseMs?: number;
  batchSize?: number;
}

export interface OutboxWorker {
  /** Look at the outbox now (a lead was just stored). */
  wake(): void;
  /** Finishes the deliveries under way, then stops. */
  stop(): Promise<void>;
}

/** What a worker publishes on `outboxLooks` after each look at the outbox. */
export type OutboxLook = QueueLook;

/**
 * A Node diagnostics channel (free when nobody listens) on which each worker publishes an
 * OutboxLook once a look at the outbox is over, its deliveries done and recorded. For
 * whoever watches the process: a monitor can see that the outbox is still being looked at,
 * and the tests wait for a worker to have looked again rather than for some milliseconds.
 * The same look is logged at debug level ('outbox looked at'), for those outside the process.
 */
export const outboxLooks = diagnosticsChannel('transvia:outbox-worker:look');

/** A sender as the queue runs it: the lead loaded, or nothing when it was erased meanwhile. */
function handlerOf(
  db: Kysely<DatabaseSchema>,
  sender: NotificationSender,
): JobHandler<ClaimedNotification> {
  return {
    kind: sender.channel,
    async run({ lead_id: leadId, event, resends }): Promise<JobOutcome> {
      if (event === 'lead.deleted') {
        if (!sender.sendDeleted) return 'gone';
        await sender.sendDeleted(leadId);
        return 'done';
      }
      const lead = await findLead(db, leadId);
      // Erased in the meantime: its creation events went with it.
      if (!lead) return 'gone';
      if (event === 'lead.updated') {
        if (!sender.sendUpdated) return 'gone';
        // A creation not yet accepted will carry the corrected fields itself, and an update
        // must never reach the other side before the lead it changes.
        if (!(await creationDelivered(db, leadId, sender.channel))) {
          return { skipped: 'sent with lead.created' };
        }
        await sender.sendUpdated(lead);
        return 'done';
      }
      const skipped = await sender.skipReason?.(lead, event);
      if (skipped) return { skipped };
      await sender.send(lead, { resends, event });
      return 'done';
    },
  };
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, senders } = options;
  const worker = startQueueWorker<ClaimedNotification>({
    ...options,
    queue: outboxQueue,
    handlers: senders.map((sender) => handlerOf(db, sender)),
    noun: 'notification',
    doneWord: 'delivered',
    logFields: ({ lead_id: leadId, channel, event }) => ({ leadId, channel, event }),
    looks: outboxLooks,
    lookMessage: 'outbox looked at',
  });
  return { wake: worker.wake, stop: worker.stop };
}
