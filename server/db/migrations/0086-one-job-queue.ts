import { type Kysely, sql } from 'kysely';

/**
 * One job queue (decision 350): `jobs` holds everything that runs later or again and is not a
 * lead's notification (digests, weekly reports, the retention purge, and the scheduled work of
 * the next features), one row per kind and key, worked off with the outbox's lease, backoff
 * and retry code (server/queue/). The scheduled mails move into it, pending ones and their
 * leases included, so no digest or report is lost or sent twice on upgrade; `locked_by` names
 * the instance holding a lease, so an instance whose lease ran out cannot record the outcome
 * of a job another instance has taken over.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('jobs')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('done_at', 'timestamptz')
    .addColumn('skipped', 'text')
    .addColumn('failed_for_good', 'boolean', (column) => column.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('jobs_pk', ['kind', 'key'])
    .execute();
  await db.schema
    .createIndex('jobs_due')
    .on('jobs')
    .column('next_attempt_at')
    .where(sql.ref('done_at'), 'is', null)
    .execute();
  await sql`
    insert into jobs (kind, key, created_at, attempts, next_attempt_at, locked_until,
                      last_error, done_at, skipped)
    select kind, key, created_at, attempts, next_attempt_at, locked_until,
           last_error, delivered_at, skipped
    from scheduled_mails`.execute(db);
  await db.schema.dropTable('scheduled_mails').execute();
  await db.schema.alterTable('outbox').addColumn('locked_by', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('outbox').dropColumn('locked_by').execute();
  await db.schema
    .createTable('scheduled_mails')
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('digest', 'weekly_report')`),
    )
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('skipped', 'text')
    .addPrimaryKeyConstraint('scheduled_mails_pk', ['kind', 'key'])
    .execute();
  await db.schema
    .createIndex('scheduled_mails_due')
    .on('scheduled_mails')
    .column('next_attempt_at')
    .where(sql.ref('delivered_at'), 'is', null)
    .execute();
  await sql`
    insert into scheduled_mails (kind, key, created_at, attempts, next_attempt_at, locked_until,
                                 last_error, delivered_at, skipped)
    select kind, key, created_at, attempts, next_attempt_at, locked_until,
           last_error, done_at, skipped
    from jobs where kind in ('digest', 'weekly_report')`.execute(db);
  await db.schema.dropTable('jobs').execute();
}
