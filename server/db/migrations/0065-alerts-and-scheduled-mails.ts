import { type Kysely, sql } from 'kysely';

/**
 * Alerts where the team is and the weekly report, decision 260:
 * - two chat channels (`slack`, `teams`) in the outbox, and a third event, `lead.overdue`,
 *   queued by the scheduler when a lead passes its first-response limit still new. Like a
 *   creation event it goes with its lead: `created_lead_id` (the cascade of migration 0006)
 *   now holds the lead's id on every event but `lead.deleted`;
 * - each inbox account's language, for its morning digest;
 * - `scheduled_mails`: the digests and weekly reports, one row per kind and key (an account
 *   and a day, a week), so several instances queue each one once; delivered like the outbox
 *   (lease, backoff), by the scheduler.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table outbox drop constraint outbox_channel_check`.execute(db);
  await sql`
    alter table outbox add constraint outbox_channel_check
    check (channel in ('email', 'webhook', 'auto_reply', 'rd_station', 'hubspot', 'pipedrive',
                       'slack', 'teams'))`.execute(db);
  await sql`alter table outbox drop constraint outbox_event_check`.execute(db);
  await sql`
    alter table outbox add constraint outbox_event_check
    check (event in ('lead.created', 'lead.deleted', 'lead.overdue'))`.execute(db);
  await db.schema.alterTable('outbox').dropColumn('created_lead_id').execute();
  await sql`
    alter table outbox add column created_lead_id uuid
      generated always as (case when event <> 'lead.deleted' then lead_id end) stored
      references leads (id) on delete cascade`.execute(db);
  await db.schema
    .createIndex('outbox_created_lead')
    .on('outbox')
    .column('created_lead_id')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (column) =>
      column.notNull().defaultTo('pt').check(sql`language in ('pt', 'en')`),
    )
    .execute();

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
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('scheduled_mails').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
  await sql`delete from outbox where channel in ('slack', 'teams') or event = 'lead.overdue'`.execute(
    db,
  );
  await db.schema.alterTable('outbox').dropColumn('created_lead_id').execute();
  await sql`
    alter table outbox add column created_lead_id uuid
      generated always as (case when event = 'lead.created' then lead_id end) stored
      references leads (id) on delete cascade`.execute(db);
  await db.schema
    .createIndex('outbox_created_lead')
    .on('outbox')
    .column('created_lead_id')
    .execute();
  await sql`alter table outbox drop constraint outbox_event_check`.execute(db);
  await sql`
    alter table outbox add constraint outbox_event_check
    check (event in ('lead.created', 'lead.deleted'))`.execute(db);
  await sql`alter table outbox drop constraint outbox_channel_check`.execute(db);
  await sql`
    alter table outbox add constraint outbox_channel_check
    check (channel in ('email', 'webhook', 'auto_reply', 'rd_station', 'hubspot', 'pipedrive'))`.execute(
    db,
  );
}
