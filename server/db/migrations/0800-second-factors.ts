import { type Kysely, sql } from 'kysely';

/**
 * Two-step sign-in and passkeys (decision 450): an account's authenticator-app secret
 * (encrypted under a server secret), its one-time recovery codes (keyed hashes only), its
 * passkeys (public keys: nothing here signs anyone in), the short-lived challenges that bind a
 * second step to the password step that preceded it, and the roles that must hold a second
 * factor (admin and privacy from the start).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('totp_factors')
    .addColumn('user_id', 'uuid', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    /** AES-256-GCM under the server secret 'totp-secret': iv.tag.ciphertext, base64url. */
    .addColumn('secret_sealed', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    /** Null while it waits for its first code; only a confirmed one counts. */
    .addColumn('confirmed_at', 'timestamptz')
    /** The 30-second step of the last code taken: a code is taken once (RFC 6238 §5.2). */
    .addColumn('last_step', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (column) => column.notNull().unique())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('recovery_codes_by_user')
    .on('recovery_codes')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('passkeys')
    /** The credential's id, base64url, as the authenticator gives it. */
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('public_key', 'text', (column) => column.notNull())
    .addColumn('counter', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('transports', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('device', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_by_user').on('passkeys').column('user_id').execute();
  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) =>
      column.notNull().check(sql`purpose in ('second_step', 'enrol', 'passkey', 'register')`),
    )
    /** Null for a passkey sign-in, whose account the passkey names. */
    .addColumn('user_id', 'uuid', (column) => column.references('users.id').onDelete('cascade'))
    /** The WebAuthn challenge, base64url, for a passkey's ceremony. */
    .addColumn('webauthn_challenge', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sign_in_challenges_by_user')
    .on('sign_in_challenges')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('second_factor_roles')
    .addColumn('role', 'text', (column) =>
      column.primaryKey().check(sql`role in ('admin', 'sales', 'marketing', 'privacy')`),
    )
    .execute();
  await sql`insert into second_factor_roles (role) values ('admin'), ('privacy')`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'second_factor_roles',
    'sign_in_challenges',
    'passkeys',
    'recovery_codes',
    'totp_factors',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
