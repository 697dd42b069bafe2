import { type Kysely, sql } from 'kysely';

/**
 * The site's content in the database (decision 400): every saved version of each item's
 * language (who saved it, when, and its document), and per item and language which version is
 * the draft's latest and which one the visitor sees (decision 401). Versions are never changed
 * or deleted: a restore saves an older document again as a new version.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('content_versions')
    .addColumn('item_id', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('data', 'jsonb', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('saved_by_id', 'uuid')
    .addColumn('saved_by_email', 'text')
    .addColumn('saved_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_versions_pkey', ['item_id', 'language', 'version'])
    .execute();
  await db.schema
    .createTable('content_states')
    .addColumn('item_id', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('latest_version', 'integer', (column) => column.notNull())
    .addColumn('published_version', 'integer')
    .addColumn('published_at', 'timestamptz')
    .addPrimaryKeyConstraint('content_states_pkey', ['item_id', 'language'])
    .execute();
  // Every instance polls this one number to learn that something was published (decision 401).
  await db.schema
    .createTable('content_revision')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .execute();
  await sql`insert into content_revision (id, revision) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('content_revision').execute();
  await db.schema.dropTable('content_states').execute();
  await db.schema.dropTable('content_versions').execute();
}
