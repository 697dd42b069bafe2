/**
 * The inbox's filters as SQL, shared by the list and the export: search, statuses, a range
 * of days (UTC, both inclusive), language, and attribution source and campaign.
 */

import type { LeadFilter } from '@contract/inbox-api';
import { leadSearchExpression } from '@server/db/migrations/0040-lead-company';
import type { DatabaseSchema } from '@server/db/schema';
import { type SelectQueryBuilder, sql } from 'kysely';

type LeadsQuery<O> = SelectQueryBuilder<DatabaseSchema, 'leads', O>;

/** LIKE's own characters, taken literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

export function applyLeadFilter<O>(query: LeadsQuery<O>, filter: LeadFilter): LeadsQuery<O> {
  let filtered = query;
  if (filter.q) {
    // The very expression of the trigram index (leads_search), so the index serves it.
    const pattern = `%${likeEscaped(filter.q)}%`;
    filtered = filtered.where(
      sql<boolean>`${sql.raw(leadSearchExpression)} like lower(${pattern})`,
    );
  }
  if (filter.status?.length) filtered = filtered.where('status', 'in', filter.status);
  if (filter.from)
    filtered = filtered.where('created_at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to) filtered = filtered.where('created_at', '<', nextDay(filter.to));
  if (filter.language) filtered = filtered.where('language', '=', filter.language);
  // Sources are stored lower-cased (attribution.ts groups `Newsletter` with `newsletter`),
  // so `Google` finds them too; campaigns are stored as sent and match as typed.
  if (filter.source) {
    filtered = filtered.where('attribution_source', '=', filter.source.toLowerCase());
  }
  if (filter.campaign) filtered = filtered.where('attribution_campaign', '=', filter.campaign);
  return filtered;
}
