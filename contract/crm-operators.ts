/**
 * The CRMs a lead is sent to (decision 227) are operators under the LGPD (art. 5, VII): the
 * privacy notice must name each one that is on (decision 250). A CRM is on when its key is set,
 * and the pages are prerendered, so the build reads the same variables the server reads (their
 * presence, never their values) and the server checks at start that its own CRMs are the ones
 * the build's notice names (the site manifest's `crmOperators`).
 */
// With its extension: vite.config.ts loads this file natively (through notice-facts.ts).
import { crmDefinitions } from './notification-channels.ts';

/**
 * The names of the CRMs whose key is set in this environment, in the order of the channel list
 * (contract/notification-channels.ts), where each CRM's name and key are declared.
 */
export function crmOperatorsIn(env: Record<string, string | undefined>): string[] {
  return crmDefinitions
    .filter(({ operator }) => Boolean(env[operator.envKey]?.trim()))
    .map(({ operator }) => operator.name);
}

/** "RD Station Marketing e HubSpot" / "RD Station Marketing and HubSpot". */
export function namesInWords(names: readonly string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}
