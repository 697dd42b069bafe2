import { type Kysely, sql } from 'kysely';

/**
 * Search that finds "Joao" in "João": names, e-mail, phone (also its digits) and message
 * folded (lower case, accents off) by one immutable SQL function, inbox_fold, the same on
 * PostgreSQL and PGlite (plain translate(), no extension), under a trigram index that
 * replaces the one of migration 0005. Source and campaign are compared folded too, each with
 * its index.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create or replace function inbox_fold(text) returns text
    language sql immutable parallel safe strict
    as $$ select translate(lower($1), ${sql.lit(accented)}, ${sql.lit(plain)}) $$`.execute(db);
  await sql`create index leads_search_folded on leads using gin (${sql.raw(foldedSearchExpression)} gin_trgm_ops)`.execute(
    db,
  );
  await db.schema.dropIndex('leads_search').execute();
  await sql`create index leads_source_folded on leads (inbox_fold(attribution_source), created_at desc)`.execute(
    db,
  );
  await sql`create index leads_campaign_folded on leads (inbox_fold(attribution_campaign), created_at desc)`.execute(
    db,
  );
}

/** Lower-case letters with a mark, and the same without it, in the same order. */
const accented = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
const plain = 'aaaaaaeeeeiiiiooooouuuucnyy';

/**
 * What the search index covers (the inbox's search used this very text until migration 0040
 * rebuilt the index). Changing it means a new migration that rebuilds the index.
 */
export const foldedSearchExpression = `(inbox_fold(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || message))`;

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('leads_campaign_folded').execute();
  await db.schema.dropIndex('leads_source_folded').execute();
  await db.schema.dropIndex('leads_search_folded').execute();
  await sql`drop function inbox_fold(text)`.execute(db);
}
