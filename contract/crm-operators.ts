/**
 * The CRMs a lead is sent to (decision 227) are operators under the LGPD (art. 5, VII): the
 * privacy notice must name each one that is on (decision 250). A CRM is on when its key is set,
 * and the pages are prerendered, so the build reads the same variables the server reads (their
 * presence, never their values) and the server checks at start that its own CRMs are the ones
 * the build's notice names (the site manifest's `crmOperators`).
 *
 * Each CRM is declared here once, by its outbox channel: the channel list
 * (contract/notification-channels.ts) takes its CRMs from this one. Kept apart from it so the
 * pages that name the operators do not carry the inbox's labels of every channel.
 */
export const crmOperators = {
  rd_station: { name: 'RD Station Marketing', envKey: 'RD_STATION_API_KEY' },
  hubspot: { name: 'HubSpot', envKey: 'HUBSPOT_ACCESS_TOKEN' },
  pipedrive: { name: 'Pipedrive', envKey: 'PIPEDRIVE_API_TOKEN' },
} as const;

/** A CRM's outbox channel. */
export type CrmChannel = keyof typeof crmOperators;

/** The variables that turn a CRM on: the notice reads their presence, never their values. */
export type CrmKeyVariable = (typeof crmOperators)[CrmChannel]['envKey'];

/** The names of the CRMs whose key is set in this environment, in a fixed order. */
export function crmOperatorsIn(env: Record<string, string | undefined>): string[] {
  return Object.values(crmOperators)
    .filter(({ envKey }) => Boolean(env[envKey]?.trim()))
    .map(({ name }) => name);
}

/** "RD Station Marketing e HubSpot" / "RD Station Marketing and HubSpot". */
export function namesInWords(names: readonly string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}
