import { type Kysely, sql } from 'kysely';

/**
 * How many times the counts GET /api/insights reads were written, by day (decision 082): the
 * route keeps the insights of days before today in memory and asks, per request, whether the
 * sum of writes around those days is still what it was when it read them.
 *
 * - Every batch of visit events adds one to its day (the site's) in the statement that counts
 *   it (server/db/visit-counts-repository.ts).
 * - Inserted leads add their number to their day in UTC, by trigger (the database does not
 *   know the site's time zone; a check covers a day more on each side).
 * - A deletion from a roll-up table or from the leads, and a change of a lead's day, language
 *   or attribution, add one to the row of `-infinity`, which every check includes.
 */
const rollups = ['visit_counts_daily', 'visit_counts_by_source', 'visit_counts_by_page'];

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('insights_writes')
    .addColumn('day', 'date', (column) => column.primaryKey())
    .addColumn('writes', 'bigint', (column) => column.notNull())
    .execute();
  await sql`
    create function insights_changed() returns trigger language plpgsql as $$
    begin
      insert into insights_writes as w (day, writes) values ('-infinity', 1)
      on conflict (day) do update set writes = w.writes + 1;
      return null;
    end $$`.execute(db);
  await sql`
    create function insights_leads_inserted() returns trigger language plpgsql as $$
    begin
      insert into insights_writes as w (day, writes)
      select (created_at at time zone 'UTC')::date, count(*) from inserted group by 1 order by 1
      on conflict (day) do update set writes = w.writes + excluded.writes;
      return null;
    end $$`.execute(db);
  await sql`
    create function insights_leads_deleted() returns trigger language plpgsql as $$
    begin
      if exists (select from deleted) then
        insert into insights_writes as w (day, writes) values ('-infinity', 1)
        on conflict (day) do update set writes = w.writes + 1;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of rollups) {
    await sql`
      create trigger ${sql.raw(`${table}_deleted`)} after delete or truncate on ${sql.table(table)}
      for each statement execute function insights_changed()`.execute(db);
  }
  await sql`
    create trigger leads_inserted_for_insights after insert on leads
    referencing new table as inserted
    for each statement execute function insights_leads_inserted()`.execute(db);
  await sql`
    create trigger leads_deleted_for_insights after delete on leads
    referencing old table as deleted
    for each statement execute function insights_leads_deleted()`.execute(db);
  // Only the columns the insights count by: a lead's status or notes change nothing here.
  await sql`
    create trigger leads_changed_for_insights
    after update of created_at, language, attribution_source, attribution_medium,
                    attribution_campaign on leads
    for each statement execute function insights_changed()`.execute(db);
  await sql`
    create trigger leads_truncated_for_insights after truncate on leads
    for each statement execute function insights_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const table of rollups) {
    await sql`drop trigger ${sql.raw(`${table}_deleted`)} on ${sql.table(table)}`.execute(db);
  }
  for (const trigger of ['inserted', 'deleted', 'changed', 'truncated']) {
    await sql`drop trigger ${sql.raw(`leads_${trigger}_for_insights`)} on leads`.execute(db);
  }
  for (const name of ['insights_changed', 'insights_leads_inserted', 'insights_leads_deleted']) {
    await sql`drop function ${sql.raw(name)}()`.execute(db);
  }
  await db.schema.dropTable('insights_writes').execute();
}
