import { type Kysely, sql } from 'kysely';
import { leadSearchExpression } from './0040-lead-company';

/**
 * The inbox's search reads a stored column instead of an expression index: the
 * folded text of migration 0040, computed once when a lead is written rather than for every
 * row a search looks at. With a million leads, a common name ("joao souza", one lead in fifty)
 * is found by walking the newest leads and testing each: on the expression that cost about
 * 75 µs a row (two regexp_replace, a translate), on the stored text about 3 µs. The trigram
 * index moves to the column. Reads list their columns (schema.ts `leadColumnNames`): the
 * copy is not part of a lead anyone is given.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table leads add column search_text text
              generated always as ${sql.raw(leadSearchExpression)} stored`.execute(db);
  await db.schema.dropIndex('leads_search_folded').ifExists().execute();
  await sql`create index leads_search_text on leads using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('leads_search_text').ifExists().execute();
  await db.schema.alterTable('leads').dropColumn('search_text').execute();
  await sql`create index leads_search_folded on leads using gin (${sql.raw(leadSearchExpression)} gin_trgm_ops)`.execute(
    db,
  );
}
