import { type Kysely, sql } from 'kysely';

/**
 * Single sign-on with an OpenID Connect provider (decision 460):
 * - `sso_settings`, one row: the provider an admin set up in the inbox, its client secret
 *   sealed (AES-256-GCM under a key of server_secrets), the allowed e-mail domains and what a
 *   first sign-in from them does;
 * - `sso_states`: each sign-in under way, single-use and short-lived, by the SHA-256 of its
 *   `state`, tied to the browser that started it by the SHA-256 of a cookie;
 * - `sso_pending_accounts`: first sign-ins waiting for an admin's approval.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('sso_settings')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('enabled', 'boolean', (column) => column.notNull())
    .addColumn('provider_name', 'text', (column) => column.notNull())
    .addColumn('issuer_url', 'text', (column) => column.notNull())
    .addColumn('client_id', 'text', (column) => column.notNull())
    .addColumn('client_secret_sealed', 'text')
    .addColumn('allowed_domains', sql`text[]`, (column) => column.notNull())
    .addColumn('new_accounts', 'text', (column) =>
      column.notNull().check(sql`new_accounts in ('create', 'approve')`),
    )
    .addColumn('default_roles', sql`text[]`, (column) =>
      column
        .notNull()
        .check(
          sql`cardinality(default_roles) > 0 and default_roles <@ array['admin', 'sales', 'marketing', 'privacy']::text[]`,
        ),
    )
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('sso_states')
    .addColumn('state_hash', 'text', (column) => column.primaryKey())
    .addColumn('browser_hash', 'text', (column) => column.notNull())
    .addColumn('nonce', 'text', (column) => column.notNull())
    .addColumn('code_verifier', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) =>
      column.notNull().check(sql`language in ('pt', 'en')`),
    )
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sso_states_expires_at')
    .on('sso_states')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('sso_pending_accounts')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('name', 'text')
    .addColumn('language', 'text', (column) =>
      column.notNull().check(sql`language in ('pt', 'en')`),
    )
    .addColumn('requested_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sso_pending_accounts_email')
    .unique()
    .on('sso_pending_accounts')
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('sso_pending_accounts').execute();
  await db.schema.dropTable('sso_states').execute();
  await db.schema.dropTable('sso_settings').execute();
}
