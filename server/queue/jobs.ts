/**
 * The `jobs` table's writes (its one writer, docs/architecture.md "Who writes each table") but
 * the worker's lease and outcomes (queue-table.ts): enqueueing is idempotent, one row per kind
 * and key (ON CONFLICT DO NOTHING), so every instance's tick, a repeated tick or a restart may
 * enqueue the same job and one results, run once.
 */
import type { DatabaseSchema, JobKind, JobsTable } from '@server/db/schema';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { QueueTable } from './queue-table';

type Db = Kysely<DatabaseSchema>;

/** A job as its handler gets it. */
export type Job = Selectable<JobsTable>;

export const jobsQueue: QueueTable<Job> = {
  table: 'jobs',
  kindColumn: 'kind',
  idColumns: ['kind', 'key'],
  doneColumn: 'done_at',
};

/**
 * Queues the jobs of these keys not queued yet, due at `runAt` (now when absent, by the
 * database's clock); answers how many were new.
 */
export async function enqueueJobs(
  db: Db,
  kind: JobKind,
  keys: readonly string[],
  { runAt }: { runAt?: Date } = {},
) {
  if (keys.length === 0) return 0;
  const inserted = await db
    .insertInto('jobs')
    .values(keys.map((key) => ({ kind, key, ...(runAt ? { next_attempt_at: runAt } : {}) })))
    .onConflict((conflict) => conflict.columns(['kind', 'key']).doNothing())
    .returning('key')
    .execute();
  return inserted.length;
}

/**
 * Queues one job per row of `keys`, a query answering `key` (the keys computed in the
 * database, e.g. one per account); answers how many were new.
 */
export async function enqueueJobsFrom(db: Db, kind: JobKind, keys: ReturnType<typeof sql>) {
  const { rows } = await sql<{ key: string }>`
    insert into jobs (kind, key)
    select ${kind}, key from (${keys}) as keys
    on conflict do nothing
    returning key`.execute(db);
  return rows.length;
}

/** Rows of jobs done long ago: a key only has to outlive its period (a day, a week). */
export async function forgetDoneJobs(db: Db, olderThanDays: number) {
  await db
    .deleteFrom('jobs')
    .where('done_at', '<', sql<Date>`now() - ${olderThanDays} * interval '1 day'`)
    .execute();
}
