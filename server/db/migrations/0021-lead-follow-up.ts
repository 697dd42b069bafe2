import { type Kysely, sql } from 'kysely';

/**
 * The lead's next step: a day (in the site's calendar) and a short text. The views "Due today"
 * and "Overdue" read the day; the first-response clock reads status and created_at, which the
 * index of migration 0005 already serves.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('leads')
    .addColumn('next_step_on', 'date')
    .addColumn('next_step', 'text', (column) => column.check(sql`char_length(next_step) <= 200`))
    .execute();
  await db.schema
    .createIndex('leads_next_step_on')
    .on('leads')
    .columns(['next_step_on', 'created_at desc', 'id desc'])
    .where(sql.ref('next_step_on'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('leads_next_step_on').execute();
  await db.schema.alterTable('leads').dropColumn('next_step_on').dropColumn('next_step').execute();
}
