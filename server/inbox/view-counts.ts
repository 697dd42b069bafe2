/**
 * How many leads each view of the list holds, for its view chips: the views by owner under the
 * rest of the filter (the follow-up view included), the follow-up views under the rest (the
 * owner view included), the Spam folder under the rest (both views included); and the people
 * whose leads are new in the view shown, each person once however often they wrote (decision
 * 280).
 *
 * Each count stops at `viewCountLimit` and then reads "1,000+" (decision 280): counting every
 * lead of a million to print one number took seconds on every list page, while past a thousand
 * the number tells a salesperson nothing the list does not.
 */

import type { LeadFilter } from '@contract/inbox-api';
import { type LeadCountsAnswer, type LeadViewCount, viewCountLimit } from '@contract/inbox-api';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Viewer } from './inbox-leads';
import { countPeople } from './lead-duplicates';
import { applyLeadFilter, dueTodayCondition, overdueCondition } from './lead-filter';

type Db = Kysely<DatabaseSchema>;
// biome-ignore lint/complexity/noBannedTypes: a query of leads that selects nothing yet
type LeadsQuery = SelectQueryBuilder<DatabaseSchema, 'leads', {}>;

/** The leads of `query`, counted up to `limit` + 1 (one more says "more than the limit"). */
async function countUpTo(db: Db, query: LeadsQuery, limit: number): Promise<number> {
  const row = await db
    .selectFrom(
      query
        .select(sql<number>`1`.as('one'))
        .limit(limit + 1)
        .as('view'),
    )
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countViews(
  db: Db,
  filter: LeadFilter,
  viewer: Viewer,
  limit = viewCountLimit,
): Promise<LeadCountsAnswer> {
  // Each view drops the filter it replaces: the owner views the owner, the follow-up views the
  // due date, the Spam folder the folder.
  const { owner, due, ...rest } = filter;
  const { today, newOverdueBefore } = viewer.clock;
  const leads = (view: LeadFilter) => applyLeadFilter(db.selectFrom('leads'), view, viewer);
  const byOwner = leads({ ...rest, due });
  const byDue = leads({ ...rest, owner });
  const views: Record<LeadViewCount, LeadsQuery> = {
    all: byOwner,
    mine: byOwner.where('owner_id', '=', viewer.id),
    unassigned: byOwner.where('owner_id', 'is', null),
    dueToday: byDue.where(dueTodayCondition(today)),
    overdue: byDue.where(overdueCondition(today, newOverdueBefore)),
    spam: leads({ ...rest, owner, due, folder: 'spam' }),
  };
  // One after the other: PGlite has one connection, and each count is short.
  const answer: LeadCountsAnswer = {
    all: 0,
    mine: 0,
    unassigned: 0,
    dueToday: 0,
    overdue: 0,
    spam: 0,
    newPeople: 0,
    atLeast: [],
  };
  for (const [view, query] of Object.entries(views) as [LeadViewCount, LeadsQuery][]) {
    const count = await countUpTo(db, query, limit);
    answer[view] = Math.min(count, limit);
    if (count > limit) answer.atLeast.push(view);
  }
  // The people among the view's first `limit` new leads: finding a lead's person is a lookup
  // per lead, so past the limit the count is of those people, "at least".
  const newLeads = leads(filter).where('status', '=', 'new');
  answer.newPeople = await countPeople(db, newLeads.limit(limit));
  if ((await countUpTo(db, newLeads, limit)) > limit) answer.atLeast.push('newPeople');
  return answer;
}
