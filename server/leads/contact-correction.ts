/**
 * A lead's contact fields set to what its person asked corrected (LGPD art. 18, III; decision
 * 326): the fields marked `correctable` in contract/lead-fields.ts, already checked by the
 * contact form's rules (`correctionRequest`). Only the fields whose value differs are written,
 * with the lead's version raised (the inbox's optimistic check sees the change), and the
 * webhook's lead.updated queued with them (decision 327). Within the caller's transaction, which
 * has checked that the lead is the person's.
 */
import type { CorrectionRequest } from '@contract/inbox-api';
import { correctableLeadFields } from '@contract/lead-fields';
import type { DatabaseSchema } from '@server/db/schema';
import { queueLeadUpdated, type WebhookOptions } from '@server/outbox/enqueue';
import { type Kysely, sql } from 'kysely';

/** The names of the fields changed; undefined when there is no such lead. */
export async function correctContactFields(
  trx: Kysely<DatabaseSchema>,
  leadId: string,
  values: CorrectionRequest,
  webhookOptions: WebhookOptions,
): Promise<string[] | undefined> {
  const current = await trx
    .selectFrom('leads')
    .select(correctableLeadFields.map((field) => field.column))
    .where('id', '=', leadId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return undefined;
  const changes: Record<string, string | null> = {};
  const changed: string[] = [];
  for (const field of correctableLeadFields) {
    // An optional field left empty is not given (the schema made it undefined): stored null.
    const next = values[field.name] ?? null;
    if (next !== current[field.column]) {
      changes[field.column] = next;
      changed.push(field.name);
    }
  }
  if (changed.length > 0) {
    await trx
      .updateTable('leads')
      .set({ ...changes, version: sql`version + 1` })
      .where('id', '=', leadId)
      .execute();
    await queueLeadUpdated(leadId, webhookOptions).execute(trx);
  }
  return changed;
}
