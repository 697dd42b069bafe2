import { type Kysely, sql } from 'kysely';

/** Leads, and the outbox of their notifications (one row per lead and channel). */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    // Milliseconds, like the JavaScript dates the API answers with, so paging by
    // (created_at, id) never skips a row over sub-millisecond differences.
    .addColumn('created_at', 'timestamptz', (column) =>
      column.notNull().defaultTo(sql`date_trunc('milliseconds', now())`),
    )
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.check(sql`language in ('pt', 'en')`))
    .addColumn('page', 'text')
    .addColumn('idempotency_key', 'text', (column) => column.unique())
    .execute();
  await db.schema
    .createIndex('leads_newest_first')
    .on('leads')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('leads_email').on('leads').expression(sql`lower(email)`).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('lead_id', 'uuid', (column) =>
      column.notNull().references('leads.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (column) =>
      column.notNull().check(sql`channel in ('email', 'webhook')`),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addPrimaryKeyConstraint('outbox_pk', ['lead_id', 'channel'])
    .execute();
  await db.schema
    .createIndex('outbox_due')
    .on('outbox')
    .column('next_attempt_at')
    .where(sql.ref('delivered_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('leads').execute();
}
