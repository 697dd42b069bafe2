import { type Kysely, sql } from 'kysely';

/**
 * The team runs its own accounts (decision 375): invitations by e-mail, accounts deactivated
 * rather than removed (their notes and log entries keep their author), and each session with
 * an id of its own and a coarse device description, so a person can see and end their
 * signed-in devices without the token's hash leaving the server.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'timestamptz').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('id', 'uuid', (column) => column.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('device', 'text')
    .execute();
  await db.schema.createIndex('sessions_id').unique().on('sessions').column('id').execute();
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('roles', sql`text[]`, (column) =>
      column
        .notNull()
        .check(
          sql`cardinality(roles) > 0 and roles <@ array['admin', 'sales', 'marketing', 'privacy']::text[]`,
        ),
    )
    .addColumn('language', 'text', (column) =>
      column.notNull().check(sql`language in ('pt', 'en')`),
    )
    .addColumn('invited_by', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    /** A newer invitation to the same address was sent: this one's link no longer opens. */
    .addColumn('superseded_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('invitations_pending_email')
    .on('invitations')
    .expression(sql`lower(email)`)
    .where(sql.ref('used_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropIndex('sessions_id').execute();
  await db.schema.alterTable('sessions').dropColumn('device').dropColumn('id').execute();
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}
