import type { Kysely } from 'kysely';

/**
 * A note's author may correct it for a while after writing it (decision 246): when
 * it was last edited, shown beside it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('lead_notes').addColumn('edited_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('lead_notes').dropColumn('edited_at').execute();
}
