import { type Kysely, sql } from 'kysely';

/**
 * How many times each day's visit counts were written (decision 150): GET /api/insights keeps
 * the counts of days before today in memory and asks, per request, whether those days' sum of
 * writes is still what it was when it read them. Every batch of events adds one to its day in
 * the statement that counts it; a deletion from a roll-up table (by hand: the application
 * never deletes counts) adds one to the row of `-infinity`, which every check includes.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('visit_count_writes')
    .addColumn('day', 'date', (column) => column.primaryKey())
    .addColumn('writes', 'bigint', (column) => column.notNull())
    .execute();
  await sql`
    create function visit_counts_deleted() returns trigger language plpgsql as $$
    begin
      insert into visit_count_writes as w (day, writes) values ('-infinity', 1)
      on conflict (day) do update set writes = w.writes + 1;
      return null;
    end $$`.execute(db);
  for (const table of ['visit_counts_daily', 'visit_counts_by_source', 'visit_counts_by_page']) {
    await sql`
      create trigger ${sql.raw(`${table}_deleted`)} after delete or truncate on ${sql.table(table)}
      for each statement execute function visit_counts_deleted()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['visit_counts_daily', 'visit_counts_by_source', 'visit_counts_by_page']) {
    await sql`drop trigger ${sql.raw(`${table}_deleted`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function visit_counts_deleted()`.execute(db);
  await db.schema.dropTable('visit_count_writes').execute();
}
