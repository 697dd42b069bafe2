/**
 * The inbox's filters as SQL, shared by the list and the export: search, statuses, a range
 * of days (UTC, both inclusive), language, attribution source and campaign, and the view by
 * owner (the viewer's leads, or nobody's) and by follow-up (due today, overdue).
 */

import type { LeadFilter } from '@contract/inbox-api';
import { leadSearchExpression } from '@server/db/migrations/0005-lead-workflow';
import type { DatabaseSchema } from '@server/db/schema';
import { type SelectQueryBuilder, sql } from 'kysely';

type LeadsQuery<O> = SelectQueryBuilder<DatabaseSchema, 'leads', O>;

/** LIKE's own characters, taken literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** Whose "Mine" it is, and the day and first-response limit "Due today" and "Overdue" use. */
interface Viewer {
  id: string;
  clock: { today: string; newOverdueBefore: Date };
}

/** Leads still being worked: a next step of a won, lost or spam lead is due no more. */
const open = sql`status in ('new', 'contacted', 'qualified')`;

/** A next step before today, or still new past the first-response limit. */
export const overdueCondition = (today: string, newOverdueBefore: Date) =>
  sql<boolean>`((next_step_on < ${today}::date and ${open}) or (status = 'new' and created_at < ${newOverdueBefore}))`;

export const dueTodayCondition = (today: string) =>
  sql<boolean>`(next_step_on = ${today}::date and ${open})`;

export function applyLeadFilter<O>(
  query: LeadsQuery<O>,
  filter: LeadFilter,
  viewer: Viewer,
): LeadsQuery<O> {
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
  if (filter.owner === 'me') filtered = filtered.where('owner_id', '=', viewer.id);
  if (filter.owner === 'none') filtered = filtered.where('owner_id', 'is', null);
  const { today, newOverdueBefore } = viewer.clock;
  if (filter.due === 'today') filtered = filtered.where(dueTodayCondition(today));
  if (filter.due === 'overdue')
    filtered = filtered.where(overdueCondition(today, newOverdueBefore));
  return filtered;
}
