/**
 * The calendars' background read (decisions 350, 471): every few minutes each instance
 * queues one `calendar_read` job per salesperson with a calendar, keyed by the person and the
 * period, so however many instances tick, each calendar is read once a period; the job reads
 * the busy times of the weeks ahead and replaces the cached ones in one transaction. The slot
 * page reads only the cache. A calendar that cannot be read is marked unreachable (the team
 * sees it) and its cache dropped, so slots then come from the working hours minus our own
 * meetings; the next period tries again.
 */
import type { DatabaseSchema } from '@server/db/schema';
import { enqueueJobs, type Job, jobsQueue } from '@server/queue/jobs';
import { startQueueWorker } from '@server/queue/queue-worker';
import type { Kysely } from 'kysely';
import { readBusyTimes } from './calendar-read';
import { unseal } from './sealed-secret';

type Db = Kysely<DatabaseSchema>;

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface CalendarRefreshOptions {
  db: Db;
  siteTimeZone: string;
  /** How often each calendar is read. */
  periodMs: number;
  /** Days ahead read (the slot page's horizon). */
  days: number;
  retryMaxMs: number;
  log: Logger;
  /** Each read's timeout. */
  timeoutMs?: number;
}

const dayMs = 86_400_000;

/** Reads one salesperson's calendar into the cache now; answers whether it could. */
export async function readCalendarIntoCache(
  db: Db,
  userId: string,
  {
    siteTimeZone,
    days,
    timeoutMs,
  }: Pick<CalendarRefreshOptions, 'siteTimeZone' | 'days' | 'timeoutMs'>,
): Promise<'read' | 'unreachable' | 'none'> {
  const row = await db
    .selectFrom('booking_salespeople')
    .select(['caldav_url', 'caldav_username', 'caldav_password_sealed', 'rules'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row?.caldav_url) return 'none';
  const timeZone = (row.rules as { timeZone?: string } | null)?.timeZone ?? siteTimeZone;
  const now = Date.now();
  const range = { start: new Date(now - dayMs), end: new Date(now + days * dayMs) };
  let busy: Awaited<ReturnType<typeof readBusyTimes>>;
  try {
    busy = await readBusyTimes(
      {
        url: row.caldav_url,
        username: row.caldav_username ?? '',
        password: row.caldav_password_sealed ? await unseal(db, row.caldav_password_sealed) : '',
      },
      range,
      timeZone,
      { timeoutMs },
    );
  } catch (error) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('booking_salespeople')
        .set({
          calendar_state: 'unreachable',
          // The error's kind only: a server's message may carry the URL's user name.
          calendar_error: error instanceof Error ? error.name : 'Error',
        })
        .where('user_id', '=', userId)
        .execute();
      await trx.deleteFrom('calendar_busy').where('user_id', '=', userId).execute();
    });
    return 'unreachable';
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('calendar_busy').where('user_id', '=', userId).execute();
    if (busy.length > 0) {
      await trx
        .insertInto('calendar_busy')
        .values(busy.map(({ start, end }) => ({ user_id: userId, starts_at: start, ends_at: end })))
        .execute();
    }
    await trx
      .updateTable('booking_salespeople')
      .set({ calendar_state: 'read', calendar_read_at: new Date(), calendar_error: null })
      .where('user_id', '=', userId)
      .execute();
  });
  return 'read';
}

/** Queues this period's read of every calendar; answers how many were new. */
export async function queueCalendarReads(
  db: Db,
  periodMs: number,
  now = Date.now(),
  { outOfTurn = false } = {},
) {
  // Out of turn (a calendar just changed): a key of its own, so this period's done read does
  // not hide it.
  const period = outOfTurn ? `now-${now}` : String(Math.floor(now / periodMs));
  const people = await db
    .selectFrom('booking_salespeople')
    .select('user_id')
    .where('offers_demos', '=', true)
    .where('caldav_url', 'is not', null)
    .execute();
  return enqueueJobs(
    db,
    'calendar_read',
    people.map(({ user_id }) => `${user_id}:${period}`),
  );
}

export function startCalendarRefresh(options: CalendarRefreshOptions) {
  const { db, log } = options;
  const worker = startQueueWorker<Job>({
    db,
    queue: jobsQueue,
    handlers: [
      {
        kind: 'calendar_read',
        async run(job) {
          const userId = job.key.split(':')[0] ?? '';
          const state = await readCalendarIntoCache(db, userId, options);
          return state === 'read' ? 'done' : { skipped: `calendar ${state}` };
        },
        // A later period reads it again anyway.
        maxAttempts: 2,
      },
    ],
    retryMaxMs: options.retryMaxMs,
    log,
    noun: 'calendar read',
    logFields: ({ kind, key }) => ({ kind, job: key }),
  });
  const tick = (outOfTurn = false) =>
    queueCalendarReads(db, options.periodMs, Date.now(), { outOfTurn })
      .then((queued) => {
        if (queued > 0) worker.wake();
      })
      .catch((error) =>
        log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'calendar reads not queued',
        ),
      );
  void tick();
  const timer = setInterval(() => void tick(), Math.min(options.periodMs, 60_000));
  timer.unref();
  return {
    /** A calendar just connected or changed: read it now. */
    async readSoon() {
      await tick(true);
    },
    async stop() {
      clearInterval(timer);
      await worker.stop();
    },
  };
}
