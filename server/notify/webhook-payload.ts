/**
 * The webhook's JSON: the event and the lead's fields marked for the webhook, as they are now
 * (lead.created, or lead.updated after a correction, decision 327).
 */

import { leadFields } from '@contract/lead-fields';
import { type Lead, leadToJson } from '@server/leads/lead';

const webhookFields = leadFields.filter((field) => field.webhook);

export function webhookPayload(
  lead: Lead,
  event: 'lead.created' | 'lead.updated' = 'lead.created',
) {
  return { event, lead: leadToJson(lead, webhookFields) };
}
