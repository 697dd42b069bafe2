import { type Kysely, sql } from 'kysely';

/**
 * Outbox rows name their event: `lead.created` (every row so far) or `lead.deleted`, which
 * tells the CRM that a person's data was erased. A deletion event must outlive its lead, so
 * the foreign key with its cascade now holds for creation events only: `created_lead_id` is
 * the lead's id on a creation event and null on a deletion event, and a null key is not
 * checked. Erasing a lead still takes its pending creation events with it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('outbox')
    .addColumn('event', 'text', (column) =>
      column
        .notNull()
        .defaultTo('lead.created')
        .check(sql`event in ('lead.created', 'lead.deleted')`),
    )
    .execute();
  await db.schema.alterTable('outbox').dropConstraint('outbox_lead_id_fkey').execute();
  await db.schema.alterTable('outbox').dropConstraint('outbox_pk').execute();
  await db.schema
    .alterTable('outbox')
    .addPrimaryKeyConstraint('outbox_pk', ['lead_id', 'channel', 'event'])
    .execute();
  await sql`
    alter table outbox add column created_lead_id uuid
      generated always as (case when event = 'lead.created' then lead_id end) stored
      references leads (id) on delete cascade`.execute(db);
  await db.schema
    .createIndex('outbox_created_lead')
    .on('outbox')
    .column('created_lead_id')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db
    .deleteFrom('outbox' as never)
    .where(sql.ref('event'), '=', 'lead.deleted')
    .execute();
  await db.schema.alterTable('outbox').dropColumn('created_lead_id').execute();
  await db.schema.alterTable('outbox').dropConstraint('outbox_pk').execute();
  await db.schema
    .alterTable('outbox')
    .addPrimaryKeyConstraint('outbox_pk', ['lead_id', 'channel'])
    .execute();
  await db.schema.alterTable('outbox').dropColumn('event').execute();
  await sql`
    alter table outbox add constraint outbox_lead_id_fkey
      foreign key (lead_id) references leads (id) on delete cascade`.execute(db);
}
