/**
 * The one scheduler (decision 260): a tick, once a minute in each instance, that queues what
 * is due at that moment (each job turns "now" into keys: a day and an account, a week, a lead
 * past its first-response limit) and delivers the scheduled mails due. Nothing is kept in
 * memory: the keys are unique in the database, so a tick repeated, late, or run by several
 * instances at once queues each mail once, and a mail claimed by an instance that died is
 * picked up again when its lease runs out.
 */
import type { DatabaseSchema, ScheduledMailKind } from '@server/db/schema';
import { retryDelayMs } from '@server/notify/backoff';
import { withoutPersonalData } from '@server/notify/crm-request';
import type { Kysely } from 'kysely';
import {
  type ClaimedMail,
  claimDueMails,
  forgetOldMails,
  markMailDelivered,
  markMailFailed,
} from './scheduled-mails-repository';

/** Queues what is due at `now`; must be idempotent (run by every instance, every minute). */
export type ScheduleJob = (now: Date) => Promise<void>;

export interface ScheduledMailSender {
  readonly kind: ScheduledMailKind;
  /**
   * Sends the mail of `key`; resolves with a reason when there was deliberately nothing to
   * send (recorded, and done), rejects when it should be tried again.
   */
  send(key: string): Promise<string | undefined>;
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface SchedulerOptions {
  db: Kysely<DatabaseSchema>;
  jobs: readonly ScheduleJob[];
  senders: readonly ScheduledMailSender[];
  /** Cap of the retry backoff (NOTIFY_RETRY_MAX_MS). */
  retryMaxMs: number;
  log: Logger;
  /** The scheduler's clock (tests pass a fake one). */
  now?: () => Date;
  /** Time between ticks. */
  intervalMs?: number;
  /** Tick by itself (at start, then every intervalMs); tests turn it off and call tick(). */
  ticking?: boolean;
  leaseMs?: number;
}

export interface Scheduler {
  /** One tick now: queue what is due, deliver what is queued. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/** SMTP errors may name the recipient: the reason is logged and stored, the address not. */
const errorText = (error: unknown) =>
  withoutPersonalData(error instanceof Error ? error.message : String(error));

/** Delivers one claimed mail and records the outcome. */
async function deliver(
  db: Kysely<DatabaseSchema>,
  mail: ClaimedMail,
  sender: ScheduledMailSender,
  { retryMaxMs, log }: Pick<SchedulerOptions, 'retryMaxMs' | 'log'>,
) {
  const { kind, key } = mail;
  let skipped: string | undefined;
  try {
    skipped = await sender.send(key);
  } catch (error) {
    const attempt = mail.attempts + 1;
    const retryInMs = retryDelayMs(attempt, retryMaxMs);
    log.warn(
      { kind, key, attempt, retryInMs, reason: errorText(error) },
      'scheduled mail failed, will retry',
    );
    await markMailFailed(db, mail, { error: errorText(error), retryInMs });
    return 'failed' as const;
  }
  await markMailDelivered(db, mail, skipped);
  log.info({ kind, key, skipped }, skipped ? 'scheduled mail skipped' : 'scheduled mail sent');
  return skipped ? ('skipped' as const) : ('sent' as const);
}

/** Sends the queued mail `key` of `kind` now if nobody else is: the CLI's "send it now". */
export async function deliverMailNow(
  options: Pick<SchedulerOptions, 'db' | 'retryMaxMs' | 'log'> & {
    sender: ScheduledMailSender;
    key: string;
  },
) {
  const { db, sender, key } = options;
  const [mail] = await claimDueMails(db, [sender.kind], { limit: 1, leaseMs: 120_000, key });
  if (!mail) return 'taken' as const;
  return deliver(db, mail, sender, options);
}

export function startScheduler(options: SchedulerOptions): Scheduler {
  const { db, jobs, senders, log } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 60_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const senderOf = new Map(senders.map((sender) => [sender.kind, sender]));
  const kinds = senders.map((sender) => sender.kind);

  async function deliverDue() {
    for (;;) {
      const claimed = await claimDueMails(db, kinds, { limit: 10, leaseMs });
      for (const mail of claimed) {
        const sender = senderOf.get(mail.kind);
        if (sender) await deliver(db, mail, sender, options);
      }
      if (claimed.length < 10) return;
    }
  }

  let running: Promise<void> = Promise.resolve();
  /** Ticks never overlap within an instance: a slow one delays the next. */
  function tick() {
    running = running.then(async () => {
      const at = now();
      for (const job of jobs) {
        try {
          await job(at);
        } catch (error) {
          log.warn({ reason: errorText(error) }, 'scheduler could not queue, will look again');
        }
      }
      try {
        await deliverDue();
        await forgetOldMails(db, 60);
      } catch (error) {
        log.warn({ reason: errorText(error) }, 'scheduled mails unavailable, will look again');
      }
    });
    return running;
  }

  let stopped = false;
  const timer =
    options.ticking === false
      ? undefined
      : setInterval(() => {
          if (!stopped) void tick();
        }, intervalMs);
  timer?.unref();
  // The first look right at start: a server started at 9:00 sends the 8:00 digest now.
  if (timer) void tick();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
