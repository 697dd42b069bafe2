/**
 * A person's right to erasure (POST /api/leads/delete, `npm run leads -- delete`): their
 * leads are deleted (and the CRM told, through the outbox), and on the embedded database the files that held them are rewritten so
 * the values are gone from the disk too (decision 015).
 */
import type { Database } from '@server/db/database';
import { rewriteErasedRows } from '@server/db/rewrite-erased';
import type { DatabaseSchema } from '@server/db/schema';
import { queueLeadDeleted, type WebhookOptions } from '@server/outbox/enqueue';
import { type Kysely, sql } from 'kysely';

/**
 * Every lead with this e-mail address, in any letter case, is deleted, and, when the webhook
 * is on, a lead.deleted event per lead is queued in the same statement (so in the same
 * transaction); the leads' own pending notifications go with them. Answers how many.
 */
export async function deleteLeadsByEmail(
  db: Kysely<DatabaseSchema>,
  email: string,
  options: WebhookOptions,
): Promise<number> {
  const { rows } = await sql<{ erased: number | string }>`
    with erased as (
      delete from leads where lower(email) = ${email.trim().toLowerCase()} returning id
    ), queued as (${queueLeadDeleted('erased', options)})
    select count(*) as erased from erased`.execute(db);
  return Number(rows[0]?.erased ?? 0);
}

export async function eraseLeadsByEmail(
  database: Database,
  email: string,
  options: WebhookOptions,
): Promise<number> {
  const deleted = await deleteLeadsByEmail(database.db, email, options);
  if (deleted > 0) await rewriteErasedRows(database);
  return deleted;
}
