import { type Kysely, sql } from 'kysely';

/**
 * Wrong admin tokens counted in the database, so every instance on one PostgreSQL
 * sees the same guesses: one row per attempt under way or failed, keyed by a keyed hash of the
 * client's network (server/db/server-secret.ts), never the address itself.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('admin_token_attempts')
    .addColumn('id', 'bigint', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('network_key', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('admin_token_attempts_network_key')
    .on('admin_token_attempts')
    .columns(['network_key', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('admin_token_attempts').execute();
}
