/** Puts the insights together: visit counts and leads, joined on day, language and source. */
import {
  type CountedRow,
  type DayRange,
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

const rate = (leads: number, visits: number) =>
  visits > 0 ? Math.round((leads / visits) * 10_000) / 10_000 : 0;

function counts(views: number, visits: number, visitors: number, leads: number): InsightsCounts {
  return { views, visits, visitors, leads, conversionRate: rate(leads, visits) };
}

export async function readInsights(
  db: Kysely<DatabaseSchema>,
  range: InsightsRange,
  timeZone: string,
): Promise<Insights> {
  const days = withMonths(range);
  const [dayRows, sourceRows, pageRows, leadRows] = await Promise.all([
    visitsByDay(db, days),
    visitsBySource(db, days),
    visitsByPage(db, days),
    leadsByAttribution(db, days, timeZone),
  ]);

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
      (a, b) => b.visits - a.visits || b.leads - a.leads || a.source.localeCompare(b.source),
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
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)),
    byLanguage: [...byLanguage].map(([language, { views, visits, visitors, leads }]) => ({
      language,
      ...counts(views, visits, visitors, leads),
    })),
  };
}
