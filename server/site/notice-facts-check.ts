/**
 * The prerendered privacy notice states the facts of the build's environment (decision 330):
 * the CRMs that receive a lead, how long a lead is kept, whether the team and the visitor are
 * mailed. The server acts on its own configuration. When the two differ the notice is untrue,
 * and the server says so at start, fact by fact, with the fix.
 */

import { type CrmKeyVariable, crmOperators } from '@contract/crm-operators';
import { type NoticeFacts, noticeFactsDiffering, noticeFactsIn } from '@contract/notice-facts';
import type { Config } from '@server/config';
import type { SiteManifest } from './site-manifest';

/** Each CRM's key (contract/crm-operators.ts), and the facts' other variables. */
type NoticeConfig = Pick<
  Config,
  CrmKeyVariable | 'LEADS_RETENTION_DAYS' | 'SMTP_URL' | 'AUTO_REPLY'
>;

/** The facts of this server's configuration, read by the same rule the build reads them. */
export function noticeFactsOfConfig(config: NoticeConfig): NoticeFacts {
  return noticeFactsIn({
    ...Object.fromEntries(
      Object.values(crmOperators).map(({ envKey }) => [envKey, config[envKey]]),
    ),
    LEADS_RETENTION_DAYS: String(config.LEADS_RETENTION_DAYS),
    SMTP_URL: config.SMTP_URL,
    AUTO_REPLY: config.AUTO_REPLY,
  });
}

/**
 * The facts on which the served notice and this server disagree; empty when they agree, or when
 * no site is served or its build predates the facts (nothing to compare).
 */
export function noticeFactsMismatch(config: NoticeConfig, manifest: SiteManifest | undefined) {
  if (!manifest?.noticeFacts) return [];
  return noticeFactsDiffering(manifest.noticeFacts, noticeFactsOfConfig(config));
}
