import { type Kysely, sql } from 'kysely';

/**
 * Single-use links into the inbox (decision 372): a password reset mailed to an account, and
 * the set-up link a fresh install prints to create its first admin. A row is the link's
 * single-use record; the link carries the row's id and a keyed hash of it, never stored.
 * `password_reset_requests` counts the requests per address and network (keyed hashes), so a
 * stranger cannot fill someone's mailbox with resets.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) =>
      column.notNull().check(sql`purpose in ('password_reset', 'setup')`),
    )
    .addColumn('user_id', 'uuid', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('one_time_tokens_by_user')
    .on('one_time_tokens')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('password_reset_requests')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('account_key', 'text', (column) => column.notNull())
    .addColumn('network_key', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('password_reset_requests_at')
    .on('password_reset_requests')
    .column('at')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('password_reset_requests').execute();
  await db.schema.dropTable('one_time_tokens').execute();
}
