import { type Kysely, sql } from 'kysely';

/**
 * LGPD proof for each lead (contract/lgpd.ts): the legal basis it is kept on,
 * written by the database so no path can store a lead without one, and the version of the
 * privacy notice the form showed. Leads stored before this ran were collected to answer
 * their request too: they get the same basis, and no version (none was recorded).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('leads')
    .addColumn('legal_basis', 'text', (column) =>
      column.notNull().defaultTo(sql`'legitimate_interest'`),
    )
    .addColumn('privacy_notice_version', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema
    .alterTable('leads')
    .dropColumn('legal_basis')
    .dropColumn('privacy_notice_version')
    .execute();
}
