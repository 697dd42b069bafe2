/**
 * The one scheduler (decision 260): a tick, once a minute in each instance, that queues what
 * is due at that moment (each job turns "now" into keys: a day and an account, a week, a lead
 * past its first-response limit) and delivers the scheduled mails due. Nothing is kept in
 * memory: the mails are jobs of the one queue (decision 350), unique by kind and key, so a tick repeated, late, or run by several
 * instances at once queues each mail once, and a mail claimed by an instance that died is
 * picked up again when its lease runs out.
 */
import type { DatabaseSchema, JobKind } from '@server/db/schema';
import { withoutPersonalData } from '@server/notify/crm-request';
import { forgetDoneJobs, type Job, jobsQueue } from '@server/queue/jobs';
import { type JobHandler, startQueueWorker } from '@server/queue/queue-worker';
import type { Kysely } from 'kysely';

/** Queues what is due at `now`; must be idempotent (run by every instance, every minute). */
export type ScheduleJob = (now: Date) => Promise<void>;

export interface ScheduledMailSender {
  readonly kind: JobKind;
  /**
   * Sends the mail of `key`; resolves with a reason when there was deliberately nothing to
   * send (recorded, and done), rejects when it should be tried again.
   */
  send(key: string): Promise<string | undefined>;
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error?(object: object, message: string): void;
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

/** A scheduled mail as the queue runs it: sent, or deliberately skipped with a reason. */
const handlerOf = (sender: ScheduledMailSender): JobHandler<Job> => ({
  kind: sender.kind,
  async run(job) {
    const skipped = await sender.send(job.key);
    return skipped ? { skipped } : 'done';
  },
});

/** The job queue's worker for these senders, looking when the scheduler asks it to. */
function mailWorker(
  { db, retryMaxMs, log, leaseMs }: Pick<SchedulerOptions, 'db' | 'retryMaxMs' | 'log' | 'leaseMs'>,
  senders: readonly ScheduledMailSender[],
) {
  return startQueueWorker<Job>({
    db,
    queue: jobsQueue,
    handlers: senders.map(handlerOf),
    retryMaxMs,
    log: { error: log.warn, ...log },
    noun: 'scheduled mail',
    doneWord: 'sent',
    logFields: ({ kind, key }) => ({ kind, key }),
    errorText,
    polling: false,
    leaseMs,
  });
}

/** Sends the queued mail `key` of `kind` now if nobody else is: the CLI's "send it now". */
export async function deliverMailNow(
  options: Pick<SchedulerOptions, 'db' | 'retryMaxMs' | 'log'> & {
    sender: ScheduledMailSender;
    key: string;
  },
) {
  const worker = mailWorker(options, [options.sender]);
  const outcome = await worker.runNow({ kind: options.sender.kind, key: options.key });
  await worker.stop();
  if (outcome === 'done') return 'sent' as const;
  return outcome === 'gone' ? ('taken' as const) : outcome;
}

export function startScheduler(options: SchedulerOptions): Scheduler {
  const { db, jobs, senders, log } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 60_000;
  const worker = mailWorker(options, senders);

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
        await worker.drain();
        await forgetDoneJobs(db, 60);
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
      await worker.stop();
    },
  };
}
