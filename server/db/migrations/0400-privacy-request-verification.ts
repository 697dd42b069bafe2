import type { Kysely } from 'kysely';

/**
 * A privacy request is confirmed from the address it names before the team acts on it
 * (decision 322): `verified_at` is when its link was used, null until then. Requests stored
 * before this column were never confirmed, and stay unverified.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('privacy_requests').addColumn('verified_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('privacy_requests').dropColumn('verified_at').execute();
}
