/**
 * A person's LGPD requests (table privacy_requests, migration 0055; decision 250): stored from
 * the privacy page, marked answered (the list with the 15-day clock is privacy-request-list.ts), deleted on request, and purged once answered for the retention window.
 */
import type { PrivacyRequest } from '@contract/privacy-request-schema';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

export type PrivacyRequestOutcome = 'exported' | 'erased' | 'answered';

export async function storePrivacyRequest(db: Db, request: PrivacyRequest): Promise<string> {
  const row = await db
    .insertInto('privacy_requests')
    .values({
      email: request.email,
      kind: request.kind,
      message: request.message ?? null,
      language: request.language,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findPrivacyRequest(db: Db, id: string) {
  return db.selectFrom('privacy_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Answered: the clock stops. The first answer's time is kept; the outcome is the latest. */
export async function markAnswered(db: Db, id: string, outcome: PrivacyRequestOutcome) {
  await db
    .updateTable('privacy_requests')
    .set({ answered_at: sql`coalesce(answered_at, date_trunc('milliseconds', now()))`, outcome })
    .where('id', '=', id)
    .execute();
}

/** The request itself is personal data: erasable like a lead. */
export async function deletePrivacyRequest(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('privacy_requests').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * An erasure of the person: their other requests go too (each is their personal data); the one
 * being answered stays, without its message, as the proof it was answered, until the purge.
 */
export async function eraseOtherRequests(db: Db, email: string, keepId: string) {
  await db
    .deleteFrom('privacy_requests')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('id', '!=', keepId)
    .execute();
  await db
    .updateTable('privacy_requests')
    .set({ message: null })
    .where('id', '=', keepId)
    .execute();
}

/** PRIVACY_REQUESTS_RETENTION_DAYS: requests answered longer ago than that are deleted. */
export async function purgeAnsweredRequests(db: Db, days: number): Promise<number> {
  const result = await db
    .deleteFrom('privacy_requests')
    .where('answered_at', '<', sql<Date>`now() - ${days} * interval '1 day'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
