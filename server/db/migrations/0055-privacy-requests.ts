import { type Kysely, sql } from 'kysely';

/**
 * A person's LGPD requests (decision 250): access, erasure or correction, made from
 * the privacy page and answered from the inbox within 15 days (art. 19). Owned by
 * server/privacy-requests/. The address is kept as typed (compared without case); the message
 * is optional free text. Personal data: deleted by the inbox's "delete", and by the purge once
 * answered for PRIVACY_REQUESTS_RETENTION_DAYS.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('privacy_requests')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('access', 'erasure', 'correction')`),
    )
    .addColumn('message', 'text')
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('received_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    // What the answer was, for the clock's record: 'exported', 'erased' or 'answered'.
    .addColumn('outcome', 'text')
    .execute();
  await db.schema
    .createIndex('privacy_requests_received')
    .on('privacy_requests')
    .columns(['received_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('privacy_requests').execute();
}
