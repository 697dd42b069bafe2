/**
 * A person's LGPD requests (table privacy_requests, migration 0055; decision 250): stored from
 * the privacy page, marked answered (the list with the 15-day clock is privacy-request-list.ts), deleted on request, and purged once answered for the retention window.
 */
import type { PrivacyRequest } from '@contract/privacy-request-schema';
import type { DatabaseSchema } from '@server/db/schema';
import { enqueueJobs } from '@server/queue/jobs';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

export type PrivacyRequestOutcome = 'exported' | 'erased' | 'corrected' | 'answered';

/**
 * Stored unverified; with `verificationMail`, the mail asking the address it names to confirm
 * it is queued in the same transaction (decision 322), so no stored request lacks its mail.
 */
export async function storePrivacyRequest(
  db: Db,
  request: PrivacyRequest,
  { verificationMail = false }: { verificationMail?: boolean } = {},
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('privacy_requests')
      .values({
        email: request.email,
        kind: request.kind,
        message: request.message ?? null,
        language: request.language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (verificationMail) await enqueueJobs(trx, 'privacy_verification', [row.id]);
    return row.id;
  });
}

export async function findPrivacyRequest(db: Db, id: string) {
  return db.selectFrom('privacy_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What was done for it (data exported, erased): recorded, but the clock runs until the answer. */
export async function recordOutcome(db: Db, id: string, outcome: PrivacyRequestOutcome) {
  await db.updateTable('privacy_requests').set({ outcome }).where('id', '=', id).execute();
}

/**
 * A lead corrected for it (decision 326): the time, and the names of the fields changed added
 * to those of earlier corrections; the clock runs until the answer, as after an export.
 */
export async function recordCorrection(db: Db, id: string, fields: readonly string[]) {
  await db
    .updateTable('privacy_requests')
    .set({
      outcome: 'corrected',
      corrected_at: sql`date_trunc('milliseconds', now())`,
      corrected_fields: sql`array(select distinct unnest(corrected_fields || ${[...fields]}::text[]) order by 1)`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Answered (decision 324): what was sent to the person is recorded and the clock stops. The
 * first answer's time is kept; a later answer replaces the text.
 */
export async function answerRequest(db: Db, id: string, sent: string) {
  await db
    .updateTable('privacy_requests')
    .set({
      answered_at: sql`coalesce(answered_at, date_trunc('milliseconds', now()))`,
      answer: sent,
      outcome: sql`coalesce(outcome, 'answered')`,
    })
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
