/**
 * Pipedrive: each lead becomes a person (name, e-mail, phone) and a lead in the Leads Inbox
 * linked to that person, titled with the subject and marked with where it came from: origin_id
 * names this site, channel_id the visit's source / medium / campaign (Pipedrive itself sets the
 * lead's source to "API"). Authenticated by the company's API token in the x-api-token header.
 * Persons: https://developers.pipedrive.com/docs/api/v1/Persons#addPerson
 * Leads: https://developers.pipedrive.com/docs/api/v1/Leads#addLead
 * (tutorial: https://developers.pipedrive.com/tutorials/adding-leads-to-pipedrive)
 *
 * Two requests: if the lead's fails after the person's succeeded, the retry creates the person
 * again; Pipedrive's duplicate merge joins them (decision 227 weighs this).
 */
import type { Lead } from '@server/leads/lead';
import { crmRequest } from './crm-request';
import type { NotificationSender } from './outbox-worker';

export interface PipedriveSettings {
  apiToken: string;
  /** https://api.pipedrive.com (or the company's own domain), or a local receiver in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/** What the leads of this site carry as origin_id in Pipedrive. */
export const pipedriveOrigin = 'website-form';

export function pipedrivePerson(lead: Lead) {
  return {
    name: `${lead.firstName} ${lead.lastName}`.trim(),
    email: [{ value: lead.email, primary: true, label: 'work' }],
    ...(lead.phone ? { phone: [{ value: lead.phone, primary: true, label: 'work' }] } : {}),
  };
}

/** "google / cpc / spring" from the visit's UTM values; "direct" when it had none. */
export function sourceLabel(lead: Lead) {
  const { source, medium, campaign } = lead.attribution;
  const parts = [source, medium, campaign].filter((part) => part);
  return parts.length > 0 ? parts.join(' / ') : 'direct';
}

export function pipedriveLead(lead: Lead, personId: number) {
  const about = lead.company ? `${lead.company} — ${lead.subject}` : lead.subject;
  return {
    title: about,
    person_id: personId,
    origin_id: pipedriveOrigin,
    channel_id: sourceLabel(lead),
  };
}

/** Pipedrive answers { success, data: { id } }. */
function idOf(answer: unknown): unknown {
  return (answer as { data?: { id?: unknown } } | undefined)?.data?.id;
}

export function createPipedriveSender({
  apiToken,
  baseUrl,
  timeoutMs = 10_000,
}: PipedriveSettings): NotificationSender {
  const headers = { 'x-api-token': apiToken };
  const persons = new URL('/v1/persons', baseUrl).toString();
  const leads = new URL('/v1/leads', baseUrl).toString();
  return {
    channel: 'pipedrive',
    async send(lead) {
      const person = await crmRequest({
        vendor: 'Pipedrive',
        url: persons,
        headers,
        body: pipedrivePerson(lead),
        timeoutMs,
      });
      const personId = idOf(person);
      if (typeof personId !== 'number') {
        throw new Error('Pipedrive answered without the new person’s id');
      }
      await crmRequest({
        vendor: 'Pipedrive',
        url: leads,
        headers,
        body: pipedriveLead(lead, personId),
        timeoutMs,
      });
    },
  };
}
