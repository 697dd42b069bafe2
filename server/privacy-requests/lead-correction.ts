/**
 * A correction request carried out (decision 326; LGPD art. 18, III): the privacy officer
 * sets a lead's contact fields (contract/lead-fields.ts, `correctable`) to what the person
 * asked, checked by the contact form's own rules (the caller parsed them with
 * `correctionRequest`). Only a lead of the request's person (person-leads.ts) is changed; the
 * request records the time and the fields' names (the route audits the same), never the values.
 */
import type { CorrectionRequest } from '@contract/inbox-api';
import { correctableLeadFields } from '@contract/lead-fields';
import type { DatabaseSchema } from '@server/db/schema';
import { isPersonLead } from '@server/leads/person-leads';
import { type Kysely, sql } from 'kysely';
import { recordCorrection } from './privacy-requests';

type Db = Kysely<DatabaseSchema>;

export type CorrectionResult =
  | { outcome: 'not-found' }
  | { outcome: 'corrected'; changed: string[] };

export async function correctPersonLead(
  db: Db,
  {
    request,
    leadId,
    values,
  }: {
    request: { id: string; email: string };
    leadId: string;
    values: CorrectionRequest;
  },
): Promise<CorrectionResult> {
  return db.transaction().execute(async (trx) => {
    // Checked before the e-mail may change: the lead is the person's as the officer saw it.
    if (!(await isPersonLead(trx, request.email, leadId))) return { outcome: 'not-found' };
    const current = await trx
      .selectFrom('leads')
      .select(correctableLeadFields.map((field) => field.column))
      .where('id', '=', leadId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return { outcome: 'not-found' };
    const changes: Record<string, string | null> = {};
    const changed: string[] = [];
    for (const field of correctableLeadFields) {
      const next = values[field.name] ?? null;
      if (next !== current[field.column]) {
        changes[field.column] = next;
        changed.push(field.name);
      }
    }
    if (changed.length === 0) return { outcome: 'corrected', changed };
    await trx
      .updateTable('leads')
      .set({ ...changes, version: sql`version + 1` })
      .where('id', '=', leadId)
      .execute();
    await recordCorrection(trx, request.id, changed);
    return { outcome: 'corrected', changed };
  });
}
