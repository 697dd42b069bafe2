import type { Kysely } from 'kysely';

/**
 * A funnel and goals: each goal a visit can reach (contract/visit-events.ts:
 * the contact page viewed, each named event) counted once per visit, like `lead_visits`
 * (migration 0030).
 *
 * - `visitors_today.goals`: the goals the visitor's current visit has reached, one bit each
 *   (`goalBit`), emptied when a new visit starts; so a visit that views the contact page three
 *   times, or starts the form twice, is counted once.
 * - Every aggregate table gets `<goal>_visits`, counted on the row the visit itself was counted
 *   on (day, landing page, language, source), so each is at most `visits` on every row; and
 *   `form_started`, the new named event's count.
 */
const rollups = [
  'visit_counts',
  'visit_counts_daily',
  'visit_counts_by_source',
  'visit_counts_by_page',
];

/** The goals of migration 0060, as named then (a later goal adds its own columns). */
const goalColumns = [
  'contact_viewed_visits',
  'module_opened_visits',
  'language_switched_visits',
  'demo_clicked_visits',
  'whatsapp_clicked_visits',
  'form_started_visits',
];

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('visitors_today')
    .addColumn('goals', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  for (const table of rollups) {
    let alter = db.schema
      .alterTable(table)
      .addColumn('form_started', 'integer', (column) => column.notNull().defaultTo(0));
    for (const goal of goalColumns) {
      alter = alter.addColumn(goal, 'integer', (column) => column.notNull().defaultTo(0));
    }
    await alter.execute();
  }
}

export async function down(db: Kysely<unknown>) {
  for (const table of rollups) {
    let alter = db.schema.alterTable(table).dropColumn('form_started');
    for (const goal of goalColumns) alter = alter.dropColumn(goal);
    await alter.execute();
  }
  await db.schema.alterTable('visitors_today').dropColumn('goals').execute();
}
