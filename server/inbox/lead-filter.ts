/**
 * The inbox's filters as SQL, shared by the list and the export: search, statuses, a range
 * of days (UTC, both inclusive), language, attribution source and campaign, and the view by
 * owner (the viewer's leads, or nobody's), by follow-up (due today, overdue) and the Spam
 * folder (its leads are in no other view).
 */

import { type LeadFilter, openLeadStatuses } from '@contract/inbox-api';
import type { DatabaseSchema } from '@server/db/schema';
import { type SelectQueryBuilder, sql } from 'kysely';

type LeadsQuery<O> = SelectQueryBuilder<DatabaseSchema, 'leads', O>;

/** LIKE's own characters, taken literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The digits of a search that looks like (part of) a phone number, or null. */
function phoneDigits(text: string): string | null {
  if (!/^[\d\s()+./-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 3 && digits !== text ? digits : null;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** Whose "Mine" it is, and the day and first-response limit "Due today" and "Overdue" use. */
interface Viewer {
  id: string;
  clock: { today: string; newOverdueBefore: Date };
}

/** Leads still being worked (contract/inbox/common.ts), as literals: the same SQL text as ever. */
const open = sql`status in (${sql.join(openLeadStatuses.map((status) => sql.lit(status)))})`;

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
    // The lead's words as stored folded (search_text, migration 0072, under a trigram index),
    // the text folded the same way: "joao" finds "João", "JOÃO" finds "joao".
    const like = (text: string) =>
      sql<boolean>`search_text like inbox_fold(${`%${likeEscaped(text)}%`})`;
    // A phone however it is spaced: "31 3333" finds "(31) 3333-4444" by its digits.
    const digits = phoneDigits(filter.q);
    filtered = filtered.where(
      digits ? sql<boolean>`(${like(filter.q)} or ${like(digits)})` : like(filter.q),
    );
  }
  if (filter.status?.length) filtered = filtered.where('status', 'in', filter.status);
  if (filter.from)
    filtered = filtered.where('created_at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to) filtered = filtered.where('created_at', '<', nextDay(filter.to));
  if (filter.language) filtered = filtered.where('language', '=', filter.language);
  // Whole values, in any letter case and with or without accents ("Promoção" finds
  // "promocao"), each served by its folded index (migration 0022).
  if (filter.source) {
    filtered = filtered.where(
      sql<boolean>`inbox_fold(attribution_source) = inbox_fold(${filter.source})`,
    );
  }
  if (filter.campaign) {
    filtered = filtered.where(
      sql<boolean>`inbox_fold(attribution_campaign) = inbox_fold(${filter.campaign})`,
    );
  }
  // Spam is in its folder and nowhere else (literal SQL, so each plan knows which side it is).
  filtered = filtered.where(
    filter.folder === 'spam' ? sql<boolean>`status = 'spam'` : sql<boolean>`status <> 'spam'`,
  );
  if (filter.owner === 'me') filtered = filtered.where('owner_id', '=', viewer.id);
  if (filter.owner === 'none') filtered = filtered.where('owner_id', 'is', null);
  const { today, newOverdueBefore } = viewer.clock;
  if (filter.due === 'today') filtered = filtered.where(dueTodayCondition(today));
  if (filter.due === 'overdue')
    filtered = filtered.where(overdueCondition(today, newOverdueBefore));
  return filtered;
}
