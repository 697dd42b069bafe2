import { type Kysely, sql } from 'kysely';

/**
 * The day's admitted paths, sources, media and campaigns (decision 221): the register every
 * instance consults before counting a new value by name, so the daily cap holds for all of them
 * together rather than per instance. Past days' rows are deleted with the visitors' hashes.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('counted_values')
    .addColumn('day', 'date', (column) => column.notNull())
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('path', 'source', 'medium', 'campaign')`),
    )
    .addColumn('value', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('counted_values_pk', ['day', 'kind', 'value'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('counted_values').execute();
}
