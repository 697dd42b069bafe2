import type { Kysely } from 'kysely';

/**
 * One accounting of visits and leads (decision 220): a lead belongs to the
 * counted visit that sent it.
 *
 * - `visitors_today` remembers the page a visit landed on and whether it has sent a lead, so
 *   that a lead is counted on the visit's own rows, once per visit.
 * - Every aggregate table gets `lead_visits`: visits that sent at least one lead, counted on
 *   the row the visit itself was counted on (day, landing page, language, source), so a rate
 *   `lead_visits / visits` is at most 100% on every row.
 * - `lead_counted_visits` names the leads whose visit was counted; the others are "leads
 *   without a counted visit" (no JavaScript, a blocked tracker, a filtered browser). Deleted
 *   with the lead (erasure, retention).
 */
const rollups = [
  'visit_counts',
  'visit_counts_daily',
  'visit_counts_by_source',
  'visit_counts_by_page',
];

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('visitors_today')
    .addColumn('landing_path', 'text')
    .addColumn('landing_language', 'text')
    .addColumn('lead_sent', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  for (const table of rollups) {
    await db.schema
      .alterTable(table)
      .addColumn('lead_visits', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .createTable('lead_counted_visits')
    .addColumn('lead_id', 'uuid', (column) =>
      column.primaryKey().references('leads.id').onDelete('cascade'),
    )
    .execute();
  // No trigger of its own for the closed days' copy (decision 082): a row is inserted by the
  // statement that counts the lead on its visit, which adds to the day's writes, and deleted
  // only with its lead, whose deletion adds to them by trigger.
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('lead_counted_visits').execute();
  for (const table of rollups) {
    await db.schema.alterTable(table).dropColumn('lead_visits').execute();
  }
  await db.schema
    .alterTable('visitors_today')
    .dropColumn('landing_path')
    .dropColumn('landing_language')
    .dropColumn('lead_sent')
    .execute();
}
