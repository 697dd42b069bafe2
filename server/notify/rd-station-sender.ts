/**
 * RD Station Marketing: each lead becomes a conversion event ("CONVERSION", family "CDP") on the
 * contact with that e-mail, with the visit's UTM values as the conversion's traffic source and
 * the lead's legal basis. Authenticated by the account's API key (RD_STATION_API_KEY) as the
 * `api_key` query parameter, the one way the conversion route takes without OAuth.
 * Request: https://developers.rdstation.com/reference/conversao
 * Legal bases: https://developers.rdstation.com/reference/evento-de-conversao-padrao
 */
import type { Lead } from '@server/leads/lead';
import { crmRequest } from './crm-request';
import type { NotificationSender } from './outbox-worker';

export interface RdStationSettings {
  apiKey: string;
  /** Names the conversion in RD Station (its "identificador"). */
  conversionIdentifier: string;
  /** https://api.rd.services, or a local receiver in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/** Only the fields that have a value: RD Station refuses nulls in some of them. */
function present(values: Record<string, string | null | undefined>) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value));
}

export function rdStationConversion(lead: Lead, conversionIdentifier: string) {
  const { attribution } = lead;
  return {
    event_type: 'CONVERSION',
    event_family: 'CDP',
    payload: {
      conversion_identifier: conversionIdentifier,
      email: lead.email,
      ...present({
        name: `${lead.firstName} ${lead.lastName}`.trim(),
        mobile_phone: lead.phone,
        company_name: lead.company,
        traffic_source: attribution.source,
        traffic_medium: attribution.medium,
        traffic_campaign: attribution.campaign,
        traffic_value: attribution.term,
      }),
      // Our basis (contract/lgpd.ts) is legitimate interest, to answer the request; RD Station
      // takes it only for the "communications" category.
      legal_bases: [{ category: 'communications', type: lead.legalBasis, status: 'granted' }],
    },
  };
}

export function createRdStationSender({
  apiKey,
  conversionIdentifier,
  baseUrl,
  timeoutMs = 10_000,
}: RdStationSettings): NotificationSender {
  const url = new URL('/platform/conversions', baseUrl);
  url.searchParams.set('api_key', apiKey);
  return {
    channel: 'rd_station',
    async send(lead) {
      await crmRequest({
        vendor: 'RD Station',
        url: url.toString(),
        body: rdStationConversion(lead, conversionIdentifier),
        timeoutMs,
      });
    },
  };
}
