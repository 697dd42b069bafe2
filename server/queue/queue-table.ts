/**
 * The one lease, backoff and retry implementation (decision 350), over either table that holds
 * work: `outbox` (a lead's notifications, written in the lead's own statement, decision 024)
 * and `jobs` (everything else). Claiming takes a lease (locked_until, locked_by) under
 * FOR UPDATE SKIP LOCKED, so several instances on one PostgreSQL never run the same job at the
 * same time, and a job whose instance died is taken again once its lease runs out; only the
 * lease's holder records the outcome. Every time is the database's clock, never an instance's.
 */
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, type RawBuilder, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

/** Where a queue's rows are and which columns name them. */
export interface QueueTable<Row> {
  table: 'outbox' | 'jobs';
  /** The column that says which handler runs a row. */
  kindColumn: keyof Row & string;
  /** The columns that name one row. */
  idColumns: readonly (keyof Row & string)[];
  /** The column set when the row is done (or skipped). */
  doneColumn: 'delivered_at' | 'done_at';
}

/** What every claimed row carries besides its own columns. */
export interface Claimed {
  /** Failed attempts so far. */
  attempts: number;
}

const interval = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Undone, not failed for good, due, and not leased by a live instance. */
function due<Row>(queue: QueueTable<Row>, kinds: readonly string[]) {
  return sql`${sql.ref(queue.doneColumn)} is null and not failed_for_good
    and ${sql.ref(queue.kindColumn)} = any(${[...kinds]}::text[])
    and (locked_until is null or locked_until < now())`;
}

/**
 * Leases up to `limit` due rows of these kinds to `owner` for `leaseMs`, the longest-waiting
 * first; `only` narrows the claim to rows with these column values (one job run at once).
 */
export async function claimDue<Row extends Claimed>(
  db: Db,
  queue: QueueTable<Row>,
  {
    kinds,
    limit,
    leaseMs,
    owner,
    only = {},
  }: {
    kinds: readonly string[];
    limit: number;
    leaseMs: number;
    owner: string;
    only?: Partial<Record<keyof Row & string, string>>;
  },
): Promise<Row[]> {
  if (kinds.length === 0) return [];
  const ids = sql.join(queue.idColumns.map((column) => sql.ref(column)));
  const narrowed = Object.entries(only).map(
    ([column, value]) => sql` and ${sql.ref(column)} = ${value}`,
  );
  const { rows } = await sql<Row>`
    update ${sql.table(queue.table)}
    set locked_until = ${interval(leaseMs)}, locked_by = ${owner}
    where (${ids}) in (
      select ${ids} from ${sql.table(queue.table)}
      where ${due(queue, kinds)} and next_attempt_at <= now()${sql.join(narrowed, sql``)}
      order by next_attempt_at
      limit ${limit}
      for update skip locked)
    returning *`.execute(db);
  return rows;
}

/** The one row `job` is, while `owner` still holds its lease. */
function held<Row>(queue: QueueTable<Row>, job: Row, owner: string): RawBuilder<unknown> {
  const same = queue.idColumns.map((column) => sql`${sql.ref(column)} = ${job[column]}`);
  return sql`${sql.join(same, sql` and `)} and locked_by = ${owner}`;
}

/** Done (or deliberately skipped, with the reason): never run again by itself. */
export async function markDone<Row>(
  db: Db,
  queue: QueueTable<Row>,
  job: Row,
  { owner, skipped }: { owner: string; skipped?: string },
) {
  await sql`
    update ${sql.table(queue.table)}
    set ${sql.ref(queue.doneColumn)} = now(), locked_until = null, locked_by = null,
        last_error = null, skipped = ${skipped ?? null}
    where ${held(queue, job, owner)}`.execute(db);
}

/**
 * A failed attempt: due again in `retryInMs`, or, `forGood` (refused, or out of attempts),
 * kept with its error and never tried again by itself.
 */
export async function markFailed<Row>(
  db: Db,
  queue: QueueTable<Row>,
  job: Row,
  {
    owner,
    error,
    retryInMs,
    forGood,
  }: { owner: string; error: string; retryInMs: number; forGood: boolean },
) {
  await sql`
    update ${sql.table(queue.table)}
    set attempts = attempts + 1, locked_until = null, locked_by = null,
        last_error = ${error.slice(0, 500)},
        failed_for_good = ${forGood},
        next_attempt_at = case when ${forGood} then next_attempt_at else ${interval(retryInMs)} end
    where ${held(queue, job, owner)}`.execute(db);
}

/** Time until the next row of these kinds is due; undefined when none is waiting. */
export async function msUntilNextDue<Row>(
  db: Db,
  queue: QueueTable<Row>,
  kinds: readonly string[],
): Promise<number | undefined> {
  if (kinds.length === 0) return undefined;
  const { rows } = await sql<{ wait_ms: number | string | null }>`
    select extract(epoch from (min(next_attempt_at) - now())) * 1000 as wait_ms
    from ${sql.table(queue.table)} where ${due(queue, kinds)}`.execute(db);
  const waitMs = rows[0]?.wait_ms;
  if (waitMs === null || waitMs === undefined) return undefined;
  return Math.max(0, Number(waitMs));
}
