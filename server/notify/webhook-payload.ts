/** The webhook's JSON: the event and the lead's fields marked for the webhook. */

import { leadFields } from '@contract/lead-fields';
import { type Lead, leadToJson } from '@server/leads/lead';

const webhookFields = leadFields.filter((field) => field.webhook);

export function webhookPayload(lead: Lead) {
  return { event: 'lead.created', lead: leadToJson(lead, webhookFields) };
}
