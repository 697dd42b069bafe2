import type { Kysely } from 'kysely';

/**
 * A named event more: clicks on the WhatsApp click-to-chat links, counted in every
 * visit-count table like the others (migration 0002), so the insights show them by source.
 */
const countTables = [
  'visit_counts',
  'visit_counts_daily',
  'visit_counts_by_source',
  'visit_counts_by_page',
];

export async function up(db: Kysely<unknown>) {
  for (const table of countTables) {
    await db.schema
      .alterTable(table)
      .addColumn('whatsapp_clicked', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<unknown>) {
  for (const table of countTables) {
    await db.schema.alterTable(table).dropColumn('whatsapp_clicked').execute();
  }
}
