import { type Kysely, sql } from 'kysely';

/**
 * A correction request is carried out from the inbox (decision 326): when the lead's contact
 * fields were last corrected for it, and the names of the fields changed (never their values:
 * the audit log keeps the same), so the request's screen says what was done.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('privacy_requests')
    .addColumn('corrected_at', 'timestamptz')
    .addColumn('corrected_fields', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema
    .alterTable('privacy_requests')
    .dropColumn('corrected_at')
    .dropColumn('corrected_fields')
    .execute();
}
