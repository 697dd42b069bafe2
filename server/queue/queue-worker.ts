/**
 * The one worker loop (decision 350): claims due rows of the kinds it has handlers for, runs
 * each, and records the outcome; a failure is retried with capped exponential backoff (or
 * fails for good: refused, or out of its kind's attempts). The schedule lives in the
 * database, so it survives restarts and is shared by instances; a job is marked done right
 * after its handler returned, so at most a crash in between repeats it (at least once).
 */
import { randomUUID } from 'node:crypto';
import type { Channel } from 'node:diagnostics_channel';
import type { DatabaseSchema } from '@server/db/schema';
import type { Kysely } from 'kysely';
import { retryDelayMs } from './backoff';
import { PermanentFailure } from './permanent-failure';
import {
  type Claimed,
  claimDue,
  markDone,
  markFailed,
  msUntilNextDue,
  type QueueTable,
} from './queue-table';

/** What a handler made of a job: done, deliberately skipped, or gone (nothing to record). */
export type JobOutcome = 'done' | 'gone' | { skipped: string };

export interface JobHandler<Row> {
  readonly kind: string;
  /**
   * Runs the job; rejects when it should be tried again, with a PermanentFailure when trying
   * again cannot help.
   */
  run(job: Row): Promise<JobOutcome>;
  /** Attempts before the job fails for good; unlimited when absent. */
  readonly maxAttempts?: number;
}

interface Logger {
  debug?(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface QueueWorkerOptions<Row> {
  db: Kysely<DatabaseSchema>;
  queue: QueueTable<Row>;
  handlers: readonly JobHandler<Row>[];
  /** Cap of the retry backoff (NOTIFY_RETRY_MAX_MS). */
  retryMaxMs: number;
  log: Logger;
  /** Names the queue's jobs in the log ('notification', 'scheduled job') and its looks. */
  noun: string;
  /** The log's word for a job done ('delivered', 'sent'; 'done' when absent). */
  doneWord?: string;
  /** What the log says of a job (never personal data). */
  logFields(job: Row): object;
  /** An error's text as the log and the row may hold it (without personal data). */
  errorText?(error: unknown): string;
  /** Published (when someone listens) after each look, its outcomes recorded. */
  looks?: Channel;
  /** The debug log's message after each look. */
  lookMessage?: string;
  /** Look by itself (false: only drain() and runNow() do). */
  polling?: boolean;
  /** Longest sleep between looks (other instances may have added work). */
  pollIntervalMs?: number;
  /** How long a claimed job stays ours; far longer than any run may take. */
  leaseMs?: number;
  batchSize?: number;
}

/** What a worker publishes on its `looks` channel after each look. */
export interface QueueLook {
  /** Which worker looked (one per server instance; several may share a process). */
  workerId: string;
  /** How many jobs the look claimed; their outcomes are recorded by then. */
  claimed: number;
}

export interface QueueWorker<Row> {
  /** Look now (work was just queued). */
  wake(): void;
  /** Runs what is due now until fewer than a batch is left. */
  drain(): Promise<void>;
  /** Runs the one job with these column values now if it is due and nobody else has it. */
  runNow(only: Partial<Record<keyof Row & string, string>>): Promise<RunOutcome>;
  /** Finishes the jobs under way, then stops. */
  stop(): Promise<void>;
}

export type RunOutcome = 'done' | 'skipped' | 'failed' | 'gone' | 'taken';

const defaultErrorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startQueueWorker<Row extends Claimed>(
  options: QueueWorkerOptions<Row>,
): QueueWorker<Row> {
  const { db, queue, retryMaxMs, log, noun, logFields } = options;
  const errorText = options.errorText ?? defaultErrorText;
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 10;
  const handlerOf = new Map(options.handlers.map((handler) => [handler.kind, handler]));
  const kinds = [...handlerOf.keys()];
  const owner = randomUUID();

  /** Recording success is retried: failing to record it would mean running it again later. */
  async function recordDone(job: Row, skipped?: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await markDone(db, queue, job, { owner, skipped });
      } catch (error) {
        if (attempt === 5) throw error;
        await sleep(500 * attempt);
      }
    }
  }

  async function run(job: Row): Promise<Exclude<RunOutcome, 'taken'>> {
    const handler = handlerOf.get(String(job[queue.kindColumn]));
    if (!handler) return 'gone';
    const attempt = job.attempts + 1;
    let outcome: JobOutcome;
    try {
      outcome = await handler.run(job);
    } catch (error) {
      const reason = errorText(error);
      const refused = error instanceof PermanentFailure;
      const forGood = refused || attempt >= (handler.maxAttempts ?? Number.POSITIVE_INFINITY);
      const retryInMs = retryDelayMs(attempt, retryMaxMs);
      if (forGood) {
        log.warn(
          { ...logFields(job), attempt, reason },
          refused ? `${noun} refused, will not retry` : `${noun} out of attempts, will not retry`,
        );
      } else {
        log.warn({ ...logFields(job), attempt, retryInMs, reason }, `${noun} failed, will retry`);
      }
      await markFailed(db, queue, job, { owner, error: reason, retryInMs, forGood });
      return 'failed';
    }
    if (outcome === 'gone') return 'gone';
    if (outcome === 'done') {
      await recordDone(job);
      log.info({ ...logFields(job), attempt }, `${noun} ${options.doneWord ?? 'done'}`);
      return 'done';
    }
    await recordDone(job, outcome.skipped);
    log.info({ ...logFields(job), reason: outcome.skipped }, `${noun} skipped`);
    return 'skipped';
  }

  const runLogged = (job: Row) =>
    run(job).catch((error) => {
      log.error(
        { ...logFields(job), reason: errorText(error) },
        `could not record a ${noun} outcome`,
      );
    });

  /** One look: claim a batch, run it, record it. Answers how many were claimed. */
  async function look() {
    const claimed = await claimDue(db, queue, { kinds, limit: batchSize, leaseMs, owner });
    await Promise.all(claimed.map(runLogged));
    const seen: QueueLook = { workerId: owner, claimed: claimed.length };
    if (options.looks?.hasSubscribers) options.looks.publish(seen);
    if (options.lookMessage) log.debug?.(seen, options.lookMessage);
    return claimed.length;
  }

  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let wokenEarly = false;

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

  async function loop() {
    while (!stopped) {
      let waitMs = pollIntervalMs;
      try {
        if ((await look()) === batchSize) continue;
        const nextDue = await msUntilNextDue(db, queue, kinds);
        if (nextDue !== undefined) waitMs = Math.min(waitMs, Math.max(nextDue, 20));
      } catch (error) {
        log.warn({ reason: errorText(error) }, `${noun}s unavailable, will look again`);
      }
      if (!stopped) await sleepUnlessWoken(waitMs);
    }
  }

  const running = options.polling !== false && kinds.length > 0 ? loop() : Promise.resolve();
  const under: Promise<unknown>[] = [];
  const tracked = <T>(work: Promise<T>) => {
    under.push(work);
    return work;
  };

  return {
    wake() {
      wokenEarly = true;
      wakeUp?.();
    },
    async drain() {
      await tracked(
        (async () => {
          while ((await look()) === batchSize && !stopped) {}
        })(),
      );
    },
    async runNow(only) {
      const [job] = await claimDue(db, queue, { kinds, limit: 1, leaseMs, owner, only });
      if (!job) return 'taken';
      return tracked(run(job));
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
      await Promise.allSettled(under);
    },
  };
}
