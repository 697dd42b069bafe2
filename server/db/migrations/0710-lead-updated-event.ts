import { type Kysely, sql } from 'kysely';

/**
 * A fourth outbox event, `lead.updated` (decision 327): a lead's contact fields corrected at
 * its person's request are sent to the webhook that received the lead. Like a creation event it
 * goes with its lead (`created_lead_id`, migration 0065, holds the id on every event but
 * `lead.deleted`), so erasing the lead takes its pending update with it.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table outbox drop constraint outbox_event_check`.execute(db);
  await sql`
    alter table outbox add constraint outbox_event_check
    check (event in ('lead.created', 'lead.deleted', 'lead.overdue', 'lead.updated'))`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`delete from outbox where event = 'lead.updated'`.execute(db);
  await sql`alter table outbox drop constraint outbox_event_check`.execute(db);
  await sql`
    alter table outbox add constraint outbox_event_check
    check (event in ('lead.created', 'lead.deleted', 'lead.overdue'))`.execute(db);
}
