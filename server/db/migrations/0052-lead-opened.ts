import type { Kysely } from 'kysely';

/**
 * When any inbox account first opened the lead's page (decision 246): null is a lead
 * nobody has opened yet, marked unread in the list. Leads already stored start unread too: no
 * record says whether anyone read them.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('leads').addColumn('first_opened_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('leads').dropColumn('first_opened_at').execute();
}
