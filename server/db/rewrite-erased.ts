/**
 * A DELETE only marks rows dead: their bytes stay in the table and index files, and in the
 * write-ahead log, until PostgreSQL happens to write over them. After an erasure or a purge
 * on the embedded database this rewrites the files that held the rows, so the erased values
 * are gone from DATA_DIR (decision 015). On a PostgreSQL server that is the operator's job
 * (README, "Personal data"): a VACUUM FULL there would lock the tables of every instance.
 */
import { sql } from 'kysely';
import type { Database } from './database';

/**
 * The leads table, every table whose rows point at a lead (outbox, and any added later), and
 * the person's privacy requests (migration 0055), erased with them or on their own.
 */
async function tablesHoldingLeads(database: Database) {
  const { rows } = await sql<{ name: string }>`
    select distinct conrelid::regclass::text as name
    from pg_constraint
    where contype = 'f' and confrelid = 'leads'::regclass`.execute(database.db);
  return ['leads', ...rows.map((row) => row.name).sort(), 'privacy_requests'];
}

/**
 * VACUUM FULL writes each table and its indexes anew with only the live rows and drops the
 * old files at the next checkpoint. Switching to a new WAL segment and checkpointing then
 * lets PostgreSQL delete the segments that recorded the rows (wal_recycle is off on the
 * embedded database, database.ts, so old segments are removed, not renamed for reuse).
 * The tables are locked meanwhile: about 6 s per 100,000 leads on this project's machines.
 */
export async function rewriteErasedRows(database: Database) {
  if (database.kind !== 'embedded') return;
  const tables = await tablesHoldingLeads(database);
  await sql`vacuum full ${sql.join(tables.map((table) => sql.table(table)))}`.execute(database.db);
  await sql`select pg_switch_wal()`.execute(database.db);
  await sql`checkpoint`.execute(database.db);
}
