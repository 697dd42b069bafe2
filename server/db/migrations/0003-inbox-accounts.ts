import { type Kysely, sql } from 'kysely';

/**
 * The sales inbox's accounts: users (argon2id hashes), their server-side sessions (only a
 * hash of each token is stored), the failed sign-ins that drive the lockout, and the audit
 * log of who did what.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('name', 'text')
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_sign_in_at', 'timestamptz')
    .execute();
  // One account per address in any letter case.
  await db.schema
    .createIndex('users_email')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('sessions')
    // SHA-256 of the cookie's token: a copy of the table opens no session.
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('csrf_token', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'bigint', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    /** The address tried, lower case. */
    .addColumn('account', 'text', (column) => column.notNull())
    /** SHA-256 of the client's address: enough to count, not to show. */
    .addColumn('ip_hash', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_failures_account')
    .on('sign_in_failures')
    .columns(['account', 'at'])
    .execute();
  await db.schema
    .createIndex('sign_in_failures_ip')
    .on('sign_in_failures')
    .columns(['ip_hash', 'at'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('at', 'timestamptz', (column) =>
      column.notNull().defaultTo(sql`date_trunc('milliseconds', now())`),
    )
    // No foreign keys: the log outlives removed accounts and erased leads.
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('lead_id', 'uuid')
    .addColumn('details', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('audit_log_lead')
    .on('audit_log')
    .columns(['lead_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('sign_in_failures').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
