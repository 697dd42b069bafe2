import type { Kysely } from 'kysely';

/**
 * Shared read-only links to the insights (decision 261): one row per link made by
 * `npm run leads -- insights share`, so a link can be revoked before it expires and every
 * instance knows it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('insights_shares')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(db.fn('now')))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('insights_shares').execute();
}
