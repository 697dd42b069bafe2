import { type Kysely, sql } from 'kysely';

/**
 * The auto-reply's limit per recipient (decision 102) and the server's secrets:
 * - server_secrets: random keys made once by whichever instance needs one first and shared by
 *   all through the database, for keyed hashes (an address, an account) that no table of
 *   precomputed hashes can reverse.
 * - auto_reply_recipients: whom a confirmation went to lately, as a keyed hash of the address,
 *   so one address gets at most one confirmation per window whoever sends the form.
 * - outbox.skipped: why a notification was deliberately not sent (it is done, not delivered).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('auto_reply_recipients')
    .addColumn('recipient_key', 'text', (column) => column.primaryKey())
    .addColumn('lead_id', 'uuid', (column) => column.notNull())
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('outbox').addColumn('skipped', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('outbox').dropColumn('skipped').execute();
  await db.schema.dropTable('auto_reply_recipients').execute();
  await db.schema.dropTable('server_secrets').execute();
}
