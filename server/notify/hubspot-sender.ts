/**
 * HubSpot: each lead is submitted to a HubSpot form (HUBSPOT_FORM_ID of HUBSPOT_PORTAL_ID), which
 * creates or updates the contact and counts the submission on the page the visitor wrote from.
 * The authenticated endpoint (a private app's token with the `forms` scope, as a Bearer token)
 * rather than the open one: it has the higher rate limit and nobody else can post as us.
 * Request: https://developers.hubspot.com/docs/api-reference/legacy/marketing/forms/v3-legacy/submit-data-authenticated
 */
import type { Lead } from '@server/leads/lead';
import { crmRequest } from './crm-request';
import type { NotificationSender } from './outbox-worker';
import { ownPageUrl } from './own-page-url';

export interface HubSpotSettings {
  portalId: string;
  formId: string;
  accessToken: string;
  /** https://api.hsforms.com, or a local receiver in tests. */
  baseUrl: string;
  /** The public site's address, to turn the lead's page into the URL HubSpot records. */
  siteUrl: string;
  timeoutMs?: number;
}

/** The contact object in HubSpot's field names. */
const contact = '0-1';

/**
 * What the form said about the data, in the visitor's language, as HubSpot keeps it beside the
 * submission: the basis is legitimate interest (LGPD art. 7, IX), not a consent box, and the
 * text says so, with the version of the notice the visitor was shown.
 */
export function hubSpotConsentText(lead: Lead) {
  const version = lead.privacyNoticeVersion ?? '—';
  return lead.language === 'en'
    ? `Legal basis: legitimate interest (LGPD art. 7, IX), to answer this request. Privacy notice version ${version} shown with the form.`
    : `Base legal: legítimo interesse (LGPD art. 7º, IX), para responder a este contato. Aviso de privacidade versão ${version} exibido com o formulário.`;
}

/** The page on our own site the lead was sent from, or the home page when it is not known. */
function pageUrl(page: string | null, siteUrl: string) {
  return ownPageUrl(siteUrl, page) ?? new URL('/', siteUrl).href;
}

export function hubSpotSubmission(lead: Lead, siteUrl: string) {
  const fields = [
    ['email', lead.email],
    ['firstname', lead.firstName],
    ['lastname', lead.lastName],
    ['phone', lead.phone],
    ['company', lead.company],
    ['message', lead.message],
  ] as const;
  return {
    submittedAt: String(lead.createdAt.getTime()),
    fields: fields
      .filter(([, value]) => value)
      .map(([name, value]) => ({ objectTypeId: contact, name, value })),
    context: { pageUri: pageUrl(lead.page, siteUrl), pageName: lead.subject },
    legalConsentOptions: {
      consent: { consentToProcess: true, text: hubSpotConsentText(lead) },
    },
  };
}

export function createHubSpotSender({
  portalId,
  formId,
  accessToken,
  baseUrl,
  siteUrl,
  timeoutMs = 10_000,
}: HubSpotSettings): NotificationSender {
  const url = new URL(
    `/submissions/v3/integration/secure/submit/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`,
    baseUrl,
  ).toString();
  return {
    channel: 'hubspot',
    async send(lead) {
      await crmRequest({
        vendor: 'HubSpot',
        url,
        headers: { Authorization: `Bearer ${accessToken}` },
        body: hubSpotSubmission(lead, siteUrl),
        timeoutMs,
      });
    },
  };
}
