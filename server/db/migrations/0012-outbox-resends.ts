import { type Kysely, sql } from 'kysely';

/**
 * How many times the team asked to send a notification again ("send again" in the inbox), so
 * each new sending of a mail gets a Message-ID of its own that refers to the first one: mail
 * clients drop a message whose Message-ID they already hold.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('outbox')
    .addColumn('resends', 'integer', (column) => column.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('outbox').dropColumn('resends').execute();
}
