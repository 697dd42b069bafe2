import { type Kysely, sql } from 'kysely';
import { foldedSearchExpression } from './0022-search-folded';

/**
 * The company behind a lead: its name and CNPJ, both optional, and the search
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
 * What the search index covers: migration 0022's folded text, plus the company and its CNPJ,
 * also without its mask, so `11222333` finds `11.222.333/0001-81`. Frozen here; the inbox's
 * search uses the equal copy in server/db/lead-index-expressions.ts. Changing it means a new
 * migration that rebuilds the index.
 */
export const leadSearchExpression = `(inbox_fold(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || message || ' ' || coalesce(company, '') || ' ' || coalesce(cnpj, '') || ' ' || regexp_replace(coalesce(cnpj, ''), '[^0-9A-Za-z]', '', 'g')))`;

/** Folded by migration 0022's inbox_fold, under that migration's index name. */
async function rebuildSearchIndex(db: Kysely<unknown>, expression: string) {
  await db.schema.dropIndex('leads_search_folded').ifExists().execute();
  await sql`create index leads_search_folded on leads using gin (${sql.raw(expression)} gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>) {
  await rebuildSearchIndex(db, foldedSearchExpression);
  await db.schema.alterTable('leads').dropColumn('company').dropColumn('cnpj').execute();
}
