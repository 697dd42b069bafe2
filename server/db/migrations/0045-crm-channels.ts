import { type Kysely, sql } from 'kysely';

/**
 * Three CRM channels (RD Station Marketing, HubSpot, Pipedrive), and a way for a
 * notification to fail for good: a vendor that answers 4xx refused the request itself (a bad
 * key, a field it does not know), so trying again would only repeat the refusal until someone
 * fixes the configuration and presses "send again" (decision 227).
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table outbox drop constraint outbox_channel_check`.execute(db);
  await sql`
    alter table outbox add constraint outbox_channel_check
    check (channel in ('email', 'webhook', 'auto_reply', 'rd_station', 'hubspot', 'pipedrive'))`.execute(
    db,
  );
  await db.schema
    .alterTable('outbox')
    .addColumn('failed_for_good', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('outbox').dropColumn('failed_for_good').execute();
  await sql`delete from outbox where channel in ('rd_station', 'hubspot', 'pipedrive')`.execute(db);
  await sql`alter table outbox drop constraint outbox_channel_check`.execute(db);
  await sql`
    alter table outbox add constraint outbox_channel_check
    check (channel in ('email', 'webhook', 'auto_reply'))`.execute(db);
}
