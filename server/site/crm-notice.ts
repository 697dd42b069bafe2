/**
 * The prerendered privacy texts name the CRMs of the build's environment as operators
 * (decision 250); the server sends leads to the CRMs of its own. When they differ, the texts
 * are untrue (a CRM not named) or stale (one named that is off): the server says so at start.
 */
import { crmOperatorsIn } from '@contract/crm-operators';
import type { Config } from '@server/config';
import type { SiteManifest } from './site-manifest';

type CrmKeys = Pick<Config, 'RD_STATION_API_KEY' | 'HUBSPOT_ACCESS_TOKEN' | 'PIPEDRIVE_API_TOKEN'>;

/** The two lists when they differ; undefined when they agree or no site is served. */
export function crmNoticeMismatch(config: CrmKeys, manifest: SiteManifest | undefined) {
  if (!manifest) return undefined;
  const on = crmOperatorsIn({ ...config });
  const named = manifest.crmOperators ?? [];
  return on.join() === named.join() ? undefined : { crmsOn: on, crmsNamedByTheNotice: named };
}
