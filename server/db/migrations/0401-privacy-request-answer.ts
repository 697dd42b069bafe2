import type { Kysely } from 'kysely';

/**
 * Answering a privacy request is its own step (decision 324): `answer` is what the person
 * handling it says was sent to the person; `answered_at` (the clock's stop) is set with it,
 * no longer by a download or an erasure.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('privacy_requests').addColumn('answer', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('privacy_requests').dropColumn('answer').execute();
}
