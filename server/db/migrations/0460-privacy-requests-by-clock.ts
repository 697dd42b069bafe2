import { type Kysely, sql } from 'kysely';

/**
 * The LGPD request list in keyset pages, the most urgent first (decision 343): the open requests
 * by receipt, the answered by their answer, each part an index of its own, so a flood of
 * requests costs a page what one request does. Their times become milliseconds, like the
 * JavaScript dates of the cursor (as the leads' created_at, migration 0001), so paging by
 * (time, id) never skips or repeats a row over sub-millisecond differences.
 */
export async function up(db: Kysely<unknown>) {
  await sql`update privacy_requests set received_at = date_trunc('milliseconds', received_at),
    answered_at = date_trunc('milliseconds', answered_at)`.execute(db);
  await sql`alter table privacy_requests
    alter column received_at set default date_trunc('milliseconds', now())`.execute(db);
  await db.schema
    .createIndex('privacy_requests_open_by_receipt')
    .on('privacy_requests')
    .columns(['received_at', 'id'])
    .where(sql.ref('answered_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('privacy_requests_answered_latest')
    .on('privacy_requests')
    .columns(['answered_at desc', 'id desc'])
    .where(sql.ref('answered_at'), 'is not', null)
    .execute();
  // The open part's index serves what this one did (the oldest open first).
  await db.schema.dropIndex('privacy_requests_received').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema
    .createIndex('privacy_requests_received')
    .on('privacy_requests')
    .columns(['received_at', 'id'])
    .execute();
  await db.schema.dropIndex('privacy_requests_answered_latest').execute();
  await db.schema.dropIndex('privacy_requests_open_by_receipt').execute();
  await sql`alter table privacy_requests alter column received_at set default now()`.execute(db);
}
