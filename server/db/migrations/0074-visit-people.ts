import { type Kysely, sql } from 'kysely';

/**
 * A visit belongs to its tab (decision 360): the rows of `visitors_today` are keyed by a hash of
 * the tab's visit as well as the address and the browser, so two people behind one address with
 * one browser build are two visits. The day's distinct visitors are still counted by the hash
 * of the address and the browser alone: this register holds each such hash once per day, and
 * is forgotten with the day's salt, like the visits' rows.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('visitor_people_today')
    .addColumn('day', 'date', (column) => column.notNull())
    .addColumn('person', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('visitor_people_today_pk', ['day', 'person'])
    .execute();
  // Today's visitors so far were keyed by that hash alone: they are already counted.
  await sql`insert into visitor_people_today (day, person)
            select day, visitor from visitors_today on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('visitor_people_today').execute();
}
