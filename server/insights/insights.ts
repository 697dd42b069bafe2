/** Puts the insights together: visit counts and leads, joined on day, language and source. */

import {
  type EventCounts,
  type Insights,
  type InsightsCounts,
  type InsightsSource,
  unattributedSource,
} from '@contract/insights';
import type { Language } from '@contract/languages';
import { namedEventNames } from '@contract/visit-events';
import {
  type CountedRow,
  type DayRange,
  type LeadCount,
  leadsByAttribution,
  visitsByDay,
  visitsByPage,
  visitsBySource,
} from '@server/db/insights-repository';
import type { DatabaseSchema } from '@server/db/schema';
import { addDays, monthOf } from '@server/events/site-day';
import type { Kysely } from 'kysely';
import type { InsightsRange } from './insights-query';

/** The whole months inside the range, read from the month roll-ups. */
function withMonths({ from, to }: InsightsRange): DayRange {
  const monthsFrom = from === monthOf(from) ? from : monthOf(addDays(monthOf(from), 31));
  const monthsTo = monthOf(addDays(to, 1));
  return monthsFrom < monthsTo
    ? { from, to, monthsFrom, monthsTo }
    : { from, to, monthsFrom: from, monthsTo: from };
}

const noEvents = (): EventCounts =>
  Object.fromEntries(namedEventNames.map((name) => [name, 0])) as EventCounts;

function addEvents(total: EventCounts, more: EventCounts) {
  for (const name of namedEventNames) total[name] += more[name];
}

/**
 * Ties in the lists are ordered by name as `localeCompare` orders them, through one collator:
 * `localeCompare` sets one up on every call, hundreds of times for a year of sources.
 */
const byName = new Intl.Collator().compare;

const rate = (leads: number, visits: number) =>
  visits > 0 ? Math.round((leads / visits) * 10_000) / 10_000 : 0;

function counts(views: number, visits: number, visitors: number, leads: number): InsightsCounts {
  return { views, visits, visitors, leads, conversionRate: rate(leads, visits) };
}

/** A range's counts as read from the roll-ups (by day, source and page) and the leads. */
export interface InsightsRows {
  dayRows: (CountedRow & { day: string; language: Language })[];
  sourceRows: (CountedRow & { source: string; medium: string; campaign: string })[];
  pageRows: (CountedRow & { path: string; language: Language })[];
  leadRows: LeadCount[];
}

export async function readInsightsRows(
  db: Kysely<DatabaseSchema>,
  range: InsightsRange,
  timeZone: string,
): Promise<InsightsRows> {
  const days = withMonths(range);
  const [dayRows, sourceRows, pageRows, leadRows] = await Promise.all([
    visitsByDay(db, days),
    visitsBySource(db, days),
    visitsByPage(db, days),
    leadsByAttribution(db, range, timeZone),
  ]);
  return { dayRows, sourceRows, pageRows, leadRows };
}

/** Counters of a day, a language, a source or a page; `leads` stays 0 for a page. */
interface Total {
  views: number;
  visits: number;
  visitors: number;
  leads: number;
  events: EventCounts;
}

/**
 * The counts of a range (or of a part of one) added up by day, language, source and page:
 * what the answer is made of. Rows are read once into it; a tally is never changed after it
 * is made, so closed-days.ts can keep one and use it for every request.
 */
export interface InsightsTally {
  byDay: Map<string, Total>;
  byLanguage: Map<string, Total>;
  bySource: Map<string, Total & { source: string; medium: string; campaign: string }>;
  byPage: Map<string, Total & { path: string; language: Language }>;
}

/** Reads the counts of a range, as one or more tallies of its parts (see closed-days.ts). */
export type InsightsReader = (range: InsightsRange) => Promise<InsightsTally[]>;

const noTotal = (): Total => ({ views: 0, visits: 0, visitors: 0, leads: 0, events: noEvents() });

function addRow(total: Total, row: CountedRow) {
  total.views += Number(row.views);
  total.visits += Number(row.visits);
  total.visitors += Number(row.visitors);
  for (const name of namedEventNames) total.events[name] += Number(row[name] ?? 0);
}

function addTotal(total: Total, more: Total) {
  total.views += more.views;
  total.visits += more.visits;
  total.visitors += more.visitors;
  total.leads += more.leads;
  addEvents(total.events, more.events);
}

function entryOf<K, T>(map: Map<K, T>, key: K, make: () => T): T {
  let entry = map.get(key);
  if (!entry) {
    entry = make();
    map.set(key, entry);
  }
  return entry;
}

const sourceKey = (source: string, medium: string, campaign: string) =>
  `${source}\u0000${medium}\u0000${campaign}`;

/** Adds up rows read from the database. */
export function tallyInsights({
  dayRows,
  sourceRows,
  pageRows,
  leadRows,
}: InsightsRows): InsightsTally {
  const tally: InsightsTally = {
    byDay: new Map(),
    byLanguage: new Map(),
    bySource: new Map(),
    byPage: new Map(),
  };
  for (const row of dayRows) {
    addRow(entryOf(tally.byDay, row.day, noTotal), row);
    addRow(entryOf(tally.byLanguage, row.language, noTotal), row);
  }
  for (const row of sourceRows) {
    const { source, medium, campaign } = row;
    const entry = entryOf(tally.bySource, sourceKey(source, medium, campaign), () => ({
      source,
      medium,
      campaign,
      ...noTotal(),
    }));
    addRow(entry, row);
  }
  for (const row of pageRows) {
    const { path, language } = row;
    addRow(
      entryOf(tally.byPage, `${language} ${path}`, () => ({ path, language, ...noTotal() })),
      row,
    );
  }
  for (const lead of leadRows) {
    entryOf(tally.byDay, lead.day, noTotal).leads += lead.leads;
    if (lead.language === 'en' || lead.language === 'pt') {
      entryOf(tally.byLanguage, lead.language, noTotal).leads += lead.leads;
    }
    const source = lead.source ?? unattributedSource;
    const medium = lead.medium ?? '';
    const campaign = lead.campaign ?? '';
    entryOf(tally.bySource, sourceKey(source, medium, campaign), () => ({
      source,
      medium,
      campaign,
      ...noTotal(),
    })).leads += lead.leads;
  }
  return tally;
}

/** The tallies' totals by key, added into new objects (the tallies stay as they were). */
function merged<T extends Total>(parts: Map<string, T>[]): Map<string, T> {
  const totals = new Map<string, T>();
  for (const part of parts) {
    for (const [key, total] of part) {
      const sum = totals.get(key);
      if (sum) addTotal(sum, total);
      else totals.set(key, { ...total, events: { ...total.events } });
    }
  }
  return totals;
}

/**
 * @param read where the counts come from: the database by default; for GET /api/insights,
 *   its tally of the days before today and the database for the rest (closed-days.ts).
 */
export async function readInsights(
  db: Kysely<DatabaseSchema>,
  range: InsightsRange,
  timeZone: string,
  read: InsightsReader = async (part) => [
    tallyInsights(await readInsightsRows(db, part, timeZone)),
  ],
): Promise<Insights> {
  const parts = await read(range);
  const byDayTotals = merged(parts.map((part) => part.byDay));
  const byLanguageTotals = merged(parts.map((part) => part.byLanguage));
  const bySourceTotals = merged(parts.map((part) => part.bySource));
  const byPageTotals = merged(parts.map((part) => part.byPage));

  const total = noTotal();
  const byDay: Insights['byDay'] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const { views, visits, visitors, leads, events } = byDayTotals.get(day) ?? noTotal();
    addTotal(total, { views, visits, visitors, leads, events });
    byDay.push({ day, ...counts(views, visits, visitors, leads), events });
  }

  return {
    from: range.from,
    to: range.to,
    timeZone,
    ...counts(total.views, total.visits, total.visitors, total.leads),
    events: total.events,
    byDay,
    bySource: [...bySourceTotals.values()]
      .map(
        ({ source, medium, campaign, views, visits, visitors, leads, events }): InsightsSource => ({
          source,
          medium: medium || null,
          campaign: campaign || null,
          ...counts(views, visits, visitors, leads),
          events,
        }),
      )
      .sort((a, b) => b.visits - a.visits || b.leads - a.leads || byName(a.source, b.source)),
    byPage: [...byPageTotals.values()]
      .map(({ path, language, views, visits, visitors, events }) => ({
        path,
        language,
        views,
        visits,
        visitors,
        events,
      }))
      .sort((a, b) => b.views - a.views || byName(a.path, b.path)),
    byLanguage: (['pt', 'en'] as const).map((language) => {
      const { views, visits, visitors, leads } = byLanguageTotals.get(language) ?? noTotal();
      return { language, ...counts(views, visits, visitors, leads) };
    }),
  };
}
