/** Puts the insights together: visit counts and leads, joined on day, language and source. */
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
import {
  type EventCounts,
  type Insights,
  type InsightsCounts,
  type InsightsSource,
  unattributedSource,
} from '@/contact/insights';
import { namedEventNames } from '@/contact/visit-events';
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

const eventsOf = (row: CountedRow): EventCounts =>
  Object.fromEntries(namedEventNames.map((name) => [name, Number(row[name] ?? 0)])) as EventCounts;

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
  dayRows: (CountedRow & { day: string; language: 'pt' | 'en' })[];
  sourceRows: (CountedRow & { source: string; medium: string; campaign: string })[];
  pageRows: (CountedRow & { path: string; language: 'pt' | 'en' })[];
  leadRows: LeadCount[];
}

/** Reads the counts of a range (or of a part of one: see closed-days.ts). */
export type InsightsReader = (range: InsightsRange) => Promise<InsightsRows>;

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

/** Adds a row's counters into the total of its key (a source or page read in two parts). */
function addInto<R extends CountedRow>(totals: Map<string, R>, key: string, row: R) {
  const total = totals.get(key);
  if (!total) {
    totals.set(key, { ...row });
    return;
  }
  const sum: CountedRow = total;
  for (const column of ['views', 'visits', 'visitors', ...namedEventNames] as const) {
    sum[column] = Number(sum[column] ?? 0) + Number(row[column] ?? 0);
  }
}

/**
 * @param read where the counts come from: the database by default; for GET /api/insights,
 *   its copy of the days before today and the database for the rest (closed-days.ts).
 */
export async function readInsights(
  db: Kysely<DatabaseSchema>,
  range: InsightsRange,
  timeZone: string,
  read: InsightsReader = (part) => readInsightsRows(db, part, timeZone),
): Promise<Insights> {
  const { dayRows, sourceRows: sourceParts, pageRows: pageParts, leadRows } = await read(range);

  const byDay = new Map<
    string,
    { views: number; visits: number; visitors: number; leads: number; events: EventCounts }
  >();
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    byDay.set(day, { views: 0, visits: 0, visitors: 0, leads: 0, events: noEvents() });
  }
  const byLanguage = new Map(
    (['pt', 'en'] as const).map((language) => [
      language,
      { views: 0, visits: 0, visitors: 0, leads: 0 },
    ]),
  );
  for (const row of dayRows) {
    for (const total of [byDay.get(row.day), byLanguage.get(row.language)]) {
      if (!total) continue;
      total.views += row.views;
      total.visits += row.visits;
      total.visitors += row.visitors;
    }
    const day = byDay.get(row.day);
    if (day) addEvents(day.events, eventsOf(row));
  }

  const sourceKey = (source: string, medium: string, campaign: string) =>
    JSON.stringify([source, medium, campaign]);
  const sourceTotals = new Map<string, InsightsRows['sourceRows'][number]>();
  for (const row of sourceParts) {
    addInto(sourceTotals, sourceKey(row.source, row.medium, row.campaign), row);
  }
  const sourceRows = [...sourceTotals.values()];
  const pageTotals = new Map<string, InsightsRows['pageRows'][number]>();
  for (const row of pageParts) addInto(pageTotals, `${row.language} ${row.path}`, row);
  const pageRows = [...pageTotals.values()];
  const bySource = new Map<string, InsightsSource>();
  for (const row of sourceRows) {
    bySource.set(sourceKey(row.source, row.medium, row.campaign), {
      source: row.source,
      medium: row.medium || null,
      campaign: row.campaign || null,
      ...counts(row.views, row.visits, row.visitors, 0),
    });
  }
  for (const lead of leadRows) {
    const day = byDay.get(lead.day);
    if (day) day.leads += lead.leads;
    const language =
      lead.language === 'en' || lead.language === 'pt' ? byLanguage.get(lead.language) : undefined;
    if (language) language.leads += lead.leads;
    const source = lead.source ?? unattributedSource;
    const key = sourceKey(source, lead.medium ?? '', lead.campaign ?? '');
    const entry = bySource.get(key) ?? {
      source,
      medium: lead.medium || null,
      campaign: lead.campaign || null,
      ...counts(0, 0, 0, 0),
    };
    entry.leads += lead.leads;
    entry.conversionRate = rate(entry.leads, entry.visits);
    bySource.set(key, entry);
  }

  const total = { views: 0, visits: 0, visitors: 0, leads: 0, events: noEvents() };
  for (const day of byDay.values()) {
    total.views += day.views;
    total.visits += day.visits;
    total.visitors += day.visitors;
    total.leads += day.leads;
    addEvents(total.events, day.events);
  }

  return {
    from: range.from,
    to: range.to,
    timeZone,
    ...counts(total.views, total.visits, total.visitors, total.leads),
    events: total.events,
    byDay: [...byDay].map(([day, { views, visits, visitors, leads, events }]) => ({
      day,
      ...counts(views, visits, visitors, leads),
      events,
    })),
    bySource: [...bySource.values()].sort(
      (a, b) => b.visits - a.visits || b.leads - a.leads || byName(a.source, b.source),
    ),
    byPage: pageRows
      .map((row) => ({
        path: row.path,
        language: row.language,
        views: row.views,
        visits: row.visits,
        visitors: row.visitors,
        events: eventsOf(row),
      }))
      .sort((a, b) => b.views - a.views || byName(a.path, b.path)),
    byLanguage: [...byLanguage].map(([language, { views, visits, visitors, leads }]) => ({
      language,
      ...counts(views, visits, visitors, leads),
    })),
  };
}
