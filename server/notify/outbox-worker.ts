/**
 * Delivers the outbox: a loop in the server process that claims due notifications, hands
 * each to its channel's sender, and records the outcome. A failure is retried with capped
 * exponential backoff; the schedule lives in the database, so it survives restarts, and a
 * notification is marked delivered right after the other side accepted it, so each lead
 * gets one mail and one webhook call. It lives with the senders, above the leads it loads:
 * server/outbox/ is the queue itself (its table's one writer), below the leads that fill it.
 */

import { randomUUID } from 'node:crypto';
import { channel as diagnosticsChannel } from 'node:diagnostics_channel';
import type { DatabaseSchema, NotificationChannel, OutboxEvent } from '@server/db/schema';
import type { Lead } from '@server/leads/lead';
import { findLead } from '@server/leads/leads-repository';
import {
  type ClaimedNotification,
  claimDueNotifications,
  markDelivered,
  markFailed,
  markFailedForGood,
  markSkipped,
  msUntilNextDue,
} from '@server/outbox/outbox-repository';
import type { Kysely } from 'kysely';
import { retryDelayMs } from './backoff';
import { PermanentDeliveryError } from './permanent-failure';

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
export interface OutboxLook {
  /** Which worker looked (one per server instance; several may share a process). */
  workerId: string;
  /** How many notifications the look claimed; their outcomes are recorded by then. */
  claimed: number;
}

/**
 * A Node diagnostics channel (free when nobody listens) on which each worker publishes an
 * OutboxLook once a look at the outbox is over, its deliveries done and recorded. For
 * whoever watches the process: a monitor can see that the outbox is still being looked at,
 * and the tests wait for a worker to have looked again rather than for some milliseconds.
 * The same look is logged at debug level ('outbox looked at'), for those outside the process.
 */
export const outboxLooks = diagnosticsChannel('transvia:outbox-worker:look');

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, senders, retryMaxMs, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 10;
  const channels = senders.map((sender) => sender.channel);
  const senderOf = new Map(senders.map((sender) => [sender.channel, sender]));
  const workerId = randomUUID();

  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let wokenEarly = false;

  function wake() {
    wokenEarly = true;
    wakeUp?.();
  }

  function sleepUnlessWoken(ms: number) {
    if (wokenEarly) {
      wokenEarly = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        wokenEarly = false;
        resolve();
      }
      wakeUp = done;
    });
  }

  /** Recording success is retried: failing to record it would mean sending again later. */
  async function recordDelivered(notification: ClaimedNotification) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await markDelivered(db, notification);
      } catch (error) {
        if (attempt === 5) throw error;
        await sleep(500 * attempt);
      }
    }
  }

  /** Hands the event to its sender: whether it was sent, skipped, or there was nothing. */
  async function send({ leadId, channel, event, resends }: ClaimedNotification) {
    const sender = senderOf.get(channel);
    if (event === 'lead.deleted') {
      if (!sender?.sendDeleted) return 'nothing';
      await sender.sendDeleted(leadId);
      return 'sent';
    }
    const lead = await findLead(db, leadId);
    // Erased in the meantime: its creation events went with it.
    if (!lead || !sender) return 'nothing';
    const skipped = await sender.skipReason?.(lead, event);
    if (skipped) return { skipped };
    await sender.send(lead, { resends, event });
    return 'sent';
  }

  async function deliver(notification: ClaimedNotification) {
    const { leadId, channel, event } = notification;
    try {
      const outcome = await send(notification);
      if (outcome === 'nothing') return;
      if (outcome !== 'sent') {
        await markSkipped(db, notification, outcome.skipped);
        log.info({ leadId, channel, event, reason: outcome.skipped }, 'notification skipped');
        return;
      }
    } catch (error) {
      const attempt = notification.attempts + 1;
      if (error instanceof PermanentDeliveryError) {
        log.warn(
          { leadId, channel, event, attempt, reason: error.message },
          'notification refused, will not retry',
        );
        await markFailedForGood(db, notification, error.message);
        return;
      }
      const retryInMs = retryDelayMs(attempt, retryMaxMs);
      log.warn(
        { leadId, channel, event, attempt, retryInMs, reason: errorText(error) },
        'notification failed, will retry',
      );
      await markFailed(db, notification, { error: errorText(error), retryInMs });
      return;
    }
    await recordDelivered(notification);
    log.info(
      { leadId, channel, event, attempt: notification.attempts + 1 },
      'notification delivered',
    );
  }

  async function run() {
    while (!stopped) {
      let waitMs = pollIntervalMs;
      try {
        const claimed = await claimDueNotifications(db, channels, { limit: batchSize, leaseMs });
        await Promise.all(
          claimed.map((notification) =>
            deliver(notification).catch((error) =>
              log.error(
                {
                  leadId: notification.leadId,
                  channel: notification.channel,
                  event: notification.event,
                  reason: errorText(error),
                },
                'could not record a notification outcome',
              ),
            ),
          ),
        );
        const look: OutboxLook = { workerId, claimed: claimed.length };
        if (outboxLooks.hasSubscribers) outboxLooks.publish(look);
        log.debug?.(look, 'outbox looked at');
        if (claimed.length === batchSize) continue;
        const nextDue = await msUntilNextDue(db, channels);
        if (nextDue !== undefined) waitMs = Math.min(waitMs, Math.max(nextDue, 20));
      } catch (error) {
        log.warn({ reason: errorText(error) }, 'outbox unavailable, will look again');
      }
      if (!stopped) await sleepUnlessWoken(waitMs);
    }
  }

  const running = channels.length > 0 ? run() : Promise.resolve();

  return {
    wake,
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
    },
  };
}
