import { type Kysely, sql } from 'kysely';

/**
 * The company behind a lead (issue 26.2): its name and CNPJ, both optional, and the search
 * index rebuilt so the inbox's search finds a lead by them too.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('leads')
    .addColumn('company', 'text')
    .addColumn('cnpj', 'text')
    .execute();
  await rebuildSearchIndex(db, leadSearchExpression);
}

/**
 * What the search index covers; the inbox's search (server/inbox/lead-filter.ts) uses this very
 * text, so its queries match the index. Migration 0005's text, plus the company and its CNPJ,
 * also without its mask, so `11222333` finds `11.222.333/0001-81`. Changing it means a new
 * migration that rebuilds the index.
 */
export const leadSearchExpression = `(lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || message || ' ' || coalesce(company, '') || ' ' || coalesce(cnpj, '') || ' ' || regexp_replace(coalesce(cnpj, ''), '[^0-9A-Z]', '', 'g')))`;

/** Migration 0005's expression, which `down` puts back. */
const previousSearchExpression = `(lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || message))`;

async function rebuildSearchIndex(db: Kysely<unknown>, expression: string) {
  await db.schema.dropIndex('leads_search').ifExists().execute();
  await sql`create index leads_search on leads using gin (${sql.raw(expression)} gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('leads_search').execute();
  await db.schema.alterTable('leads').dropColumn('company').dropColumn('cnpj').execute();
  await rebuildSearchIndex(db, previousSearchExpression);
}
