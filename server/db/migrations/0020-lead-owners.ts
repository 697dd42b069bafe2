import type { Kysely } from 'kysely';

/**
 * Who works each lead: its owner (an inbox account, or none), and the accounts that take new
 * leads in turn (round-robin, by who was given one longest ago). An account removed leaves its
 * leads unassigned, not gone.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('leads')
    .addColumn('owner_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  // "Mine" and "Unassigned" are the list's order within one owner (null included).
  await db.schema
    .createIndex('leads_owner_newest_first')
    .on('leads')
    .columns(['owner_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('takes_leads', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('last_assigned_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema
    .alterTable('users')
    .dropColumn('takes_leads')
    .dropColumn('last_assigned_at')
    .execute();
  await db.schema.dropIndex('leads_owner_newest_first').execute();
  await db.schema.alterTable('leads').dropColumn('owner_id').execute();
}
