/**
 * Pipedrive: each lead becomes a person (name, e-mail, phone) and a lead in the Leads Inbox
 * linked to that person, titled with the subject and marked with where it came from: origin_id
 * names this site, channel_id the visit's source / medium / campaign (Pipedrive itself sets the
 * lead's source to "API"). Authenticated by the company's API token in the x-api-token header.
 * Persons: https://developers.pipedrive.com/docs/api/v1/Persons#addPerson
 * Leads: https://developers.pipedrive.com/docs/api/v1/Leads#addLead
 * (tutorial: https://developers.pipedrive.com/tutorials/adding-leads-to-pipedrive)
 *
 * The person is looked up by e-mail first (exact match on the e-mail field) and created only
 * when Pipedrive has none: a retry after the lead's call failed, or a second lead from the same
 * person, reuses the person instead of creating a duplicate (decision 227).
 * Search: https://developers.pipedrive.com/docs/api/v1/Persons#searchPersons
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

/** The search answers { success, data: { items: [{ result_score, item: { id, … } }] } }. */
export function foundPersonId(answer: unknown): number | undefined {
  const items = (answer as { data?: { items?: unknown } } | undefined)?.data?.items;
  if (!Array.isArray(items)) return undefined;
  const id = (items[0] as { item?: { id?: unknown } } | undefined)?.item?.id;
  return typeof id === 'number' ? id : undefined;
}

/** The persons search for one address, whole and on the e-mail field only. */
export function personSearchUrl(baseUrl: string, email: string) {
  const url = new URL('/v1/persons/search', baseUrl);
  url.searchParams.set('term', email);
  url.searchParams.set('fields', 'email');
  url.searchParams.set('exact_match', 'true');
  url.searchParams.set('limit', '1');
  return url.toString();
}

export function createPipedriveSender({
  apiToken,
  baseUrl,
  timeoutMs = 10_000,
}: PipedriveSettings): NotificationSender {
  const headers = { 'x-api-token': apiToken };
  const persons = new URL('/v1/persons', baseUrl).toString();
  const leads = new URL('/v1/leads', baseUrl).toString();
  async function createPerson(lead: Lead) {
    const person = await crmRequest({
      vendor: 'Pipedrive',
      url: persons,
      headers,
      body: pipedrivePerson(lead),
      timeoutMs,
    });
    const id = idOf(person);
    if (typeof id !== 'number') throw new Error('Pipedrive answered without the new person’s id');
    return id;
  }
  return {
    channel: 'pipedrive',
    async send(lead) {
      // The address travels in the query string, as the search requires; request URLs are
      // never logged (crmRequest's errors name the vendor and status only).
      const found = await crmRequest({
        vendor: 'Pipedrive',
        url: personSearchUrl(baseUrl, lead.email),
        headers,
        timeoutMs,
      });
      const personId = foundPersonId(found) ?? (await createPerson(lead));
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
