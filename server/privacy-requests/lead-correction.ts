/**
 * A correction request carried out (decision 326; LGPD art. 18, III): the privacy officer
 * sets a lead's contact fields to what the person asked (server/leads/contact-correction.ts).
 * Only a lead of the request's person (server/leads/person-leads.ts) is changed; the request
 * records the time and the fields' names in the same transaction (the route audits the same),
 * never the values.
 */
import type { CorrectionRequest } from '@contract/inbox-api';
import type { DatabaseSchema } from '@server/db/schema';
import { correctContactFields } from '@server/leads/contact-correction';
import { isPersonLead } from '@server/leads/person-leads';
import type { Kysely } from 'kysely';
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
    notifyWebhook,
  }: {
    request: { id: string; email: string };
    leadId: string;
    values: CorrectionRequest;
    /** The webhook is on: the change is queued for it as lead.updated (decision 327). */
    notifyWebhook: boolean;
  },
): Promise<CorrectionResult> {
  return db.transaction().execute(async (trx) => {
    // Checked before the e-mail may change: the lead is the person's as the officer saw it.
    if (!(await isPersonLead(trx, request.email, leadId))) return { outcome: 'not-found' };
    const changed = await correctContactFields(trx, leadId, values, { notifyWebhook });
    if (changed === undefined) return { outcome: 'not-found' };
    if (changed.length > 0) await recordCorrection(trx, request.id, changed);
    return { outcome: 'corrected', changed };
  });
}
