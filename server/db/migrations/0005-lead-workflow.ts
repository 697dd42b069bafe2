import { type Kysely, sql } from 'kysely';

/**
 * The sales team's work on a lead: its status (who changed it and when), a version for
 * optimistic concurrency, a notes thread, and the indexes of the inbox's list and search.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('leads')
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')`),
    )
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('status_changed_at', 'timestamptz')
    .addColumn('status_changed_by', 'uuid', (column) =>
      column.references('users.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('leads_status_newest_first')
    .on('leads')
    .columns(['status', 'created_at desc', 'id desc'])
    .execute();

  // Search: a case-insensitive substring of name, e-mail, phone (also as digits only) or
  // message, served by a trigram index (pg_trgm: a trusted extension on PostgreSQL 13+,
  // loaded into PGlite by database.ts). The expression must match leadSearchText exactly.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index leads_search on leads using gin (${sql.raw(leadSearchExpression)} gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('lead_notes')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('lead_id', 'uuid', (column) =>
      column.notNull().references('leads.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    // Kept when the account is removed, so the thread still says who wrote it.
    .addColumn('author_name', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) =>
      column.notNull().defaultTo(sql`date_trunc('milliseconds', now())`),
    )
    .execute();
  await db.schema
    .createIndex('lead_notes_thread')
    .on('lead_notes')
    .columns(['lead_id', 'created_at'])
    .execute();
}

/**
 * What the search index covers; the inbox's search uses this very text, so its queries match
 * the index. Changing it means a new migration that rebuilds the index.
 */
export const leadSearchExpression = `(lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || message))`;

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('lead_notes').execute();
  await db.schema.dropIndex('leads_search').execute();
  await db.schema.dropIndex('leads_status_newest_first').execute();
  await db.schema
    .alterTable('leads')
    .dropColumn('status')
    .dropColumn('version')
    .dropColumn('status_changed_at')
    .dropColumn('status_changed_by')
    .execute();
}
