import { type Kysely, sql } from 'kysely';

/**
 * The sign-in lockout per account and client network (decision 090):
 * - sign_in_failures keeps keyed hashes (server/db/server-secret.ts) of the account and of the
 *   client's network instead of what was typed in the e-mail box and an unsalted SHA-256 of
 *   the address; the rows of the old shape (at most 15 minutes of failures) are dropped.
 * - users.sign_in_networks: keyed hashes of the last networks each account signed in from,
 *   which the per-account slow-down spares.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.dropTable('sign_in_failures').execute();
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'bigint', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('account_key', 'text', (column) => column.notNull())
    .addColumn('network_key', 'text', (column) => column.notNull())
    .execute();
  for (const column of ['account_key', 'network_key']) {
    await db.schema
      .createIndex(`sign_in_failures_${column}`)
      .on('sign_in_failures')
      .columns([column, 'at'])
      .execute();
  }
  await db.schema
    .alterTable('users')
    .addColumn('sign_in_networks', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('users').dropColumn('sign_in_networks').execute();
  await db.schema.dropTable('sign_in_failures').execute();
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'bigint', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('account', 'text', (column) => column.notNull())
    .addColumn('ip_hash', 'text', (column) => column.notNull())
    .execute();
}
