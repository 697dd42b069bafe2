/**
 * Puts the insights together: visit counts and leads, joined on day, language and source.
 * One accounting (decision 220): a source's leads are those of its counted visits, its rate
 * the share of its visits that sent a lead; leads without a counted visit stand apart.
 */

import {
  type Change,
  type Comparison,
  type EventCounts,
  funnelOf,
  type GoalVisits,
  goalsOf,
  type Insights,
  type InsightsCounts,
  type InsightsPage,
  type InsightsSource,
  listedRows,
  maxInsightsDays,
  otherValue,
  unattributedSource,
} from '@contract/insights';
import type { Language } from '@contract/languages';
import { languages } from '@contract/languages';
import { namedEventNames, visitGoalNames } from '@contract/visit-events';
import {
  type CountedRow,
  type DayRange,
  type LeadCount,
  leadsByAttribution,
  recentVisitors,
  visitsByDay,
  visitsByPage,
  visitsBySource,
} from '@server/db/insights-repository';
import type { DatabaseSchema } from '@server/db/schema';
import { addDays, dayFormatter, daysBetween, monthOf } from '@server/events/site-day';
import { languageOfPath } from '@server/events/visit-event';
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

const noGoals = (): GoalVisits =>
  Object.fromEntries(visitGoalNames.map((goal) => [goal, 0])) as GoalVisits;

function addGoals(total: GoalVisits, more: GoalVisits, sign = 1) {
  for (const goal of visitGoalNames) total[goal] += sign * more[goal];
}

/**
 * Ties in the lists are ordered by name as `localeCompare` orders them, through one collator:
 * `localeCompare` sets one up on every call, hundreds of times for a year of sources.
 */
const byName = new Intl.Collator().compare;

/**
 * Visits that sent a lead ÷ visits: at most 1, as each visit that sent a lead is counted
 * once on the row the visit is counted on; no rate at all without visits ("—", not 0%).
 */
export const conversionRate = (leadVisits: number, visits: number) =>
  visits > 0 ? Math.round((Math.min(leadVisits, visits) / visits) * 10_000) / 10_000 : null;

function counts({ views, visits, visitors, leads, leadVisits, goalVisits }: Total): InsightsCounts {
  return {
    views,
    visits,
    visitors,
    leads,
    leadVisits,
    conversionRate: conversionRate(leadVisits, visits),
    // A copy: the tallies are kept (kept-tallies.ts) and an answer is the caller's to change.
    goalVisits: { ...goalVisits },
  };
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

/** Counters of a day, a language, a source or a page. */
interface Total {
  views: number;
  visits: number;
  visitors: number;
  leads: number;
  leadVisits: number;
  events: EventCounts;
  /** Visits that reached each goal, once per visit (migration 0060). */
  goalVisits: GoalVisits;
}

/**
 * The counts of a range (or of a part of one) added up by day, language, source and page:
 * what the answer is made of. Rows are read once into it; a tally is never changed after it
 * is made, so kept-tallies.ts can keep one and use it for every request.
 */
export interface InsightsTally {
  byDay: Map<string, Total>;
  byLanguage: Map<string, Total>;
  /** Visits by source, and the leads of counted visits by the visit's source. */
  bySource: Map<string, SourceTotal>;
  byPage: Map<string, Total & { path: string; language: Language }>;
  /** Leads without a counted visit, by the attribution their form sent (for ANALYTICS=off). */
  withoutVisit: Map<string, SourceTotal>;
}

type SourceTotal = Total & { source: string; medium: string; campaign: string };

/** Reads the counts of a range, as one or more tallies of its parts (see kept-tallies.ts). */
export type InsightsReader = (range: InsightsRange) => Promise<InsightsTally[]>;

const noTotal = (): Total => ({
  views: 0,
  visits: 0,
  visitors: 0,
  leads: 0,
  leadVisits: 0,
  events: noEvents(),
  goalVisits: noGoals(),
});

function addRow(total: Total, row: CountedRow) {
  total.views += Number(row.views);
  total.visits += Number(row.visits);
  total.visitors += Number(row.visitors);
  total.leadVisits += Number(row.lead_visits);
  // Sent contacts are counted from the stored leads alone (`addLeads`, decision 362): the
  // roll-ups' `lead_sent` keeps erased leads and those moved to the Spam folder.
  for (const name of namedEventNames) {
    if (name !== 'lead_sent') total.events[name] += Number(row[name] ?? 0);
  }
  for (const goal of visitGoalNames) total.goalVisits[goal] += Number(row[`${goal}_visits`] ?? 0);
}

/** Stored leads, the one count of sent contacts: the leads column and the event's alike. */
function addLeads(total: Total, leads: number) {
  total.leads += leads;
  total.events.lead_sent += leads;
}

function addTotal(total: Total, more: Total) {
  total.views += more.views;
  total.visits += more.visits;
  total.visitors += more.visitors;
  total.leads += more.leads;
  total.leadVisits += more.leadVisits;
  addEvents(total.events, more.events);
  addGoals(total.goalVisits, more.goalVisits);
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
    withoutVisit: new Map(),
  };
  for (const row of dayRows) {
    addRow(entryOf(tally.byDay, row.day, noTotal), row);
    const language = entryOf(tally.byLanguage, row.language, noTotal);
    addRow(language, row);
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
    const entry = entryOf(tally.byPage, `${language} ${path}`, () => ({
      path,
      language,
      ...noTotal(),
    }));
    addRow(entry, row);
  }
  for (const lead of leadRows) {
    addLeads(entryOf(tally.byDay, lead.day, noTotal), lead.leads);
    // A counted visit's leads count in the language and on the page it landed on, like its
    // rate; the others in the language of their form (decision 362).
    const landing = lead.counted ? (lead.landing ?? otherValue) : null;
    const language = landing ? languageOfPath(landing) : lead.language === 'en' ? 'en' : 'pt';
    addLeads(entryOf(tally.byLanguage, language, noTotal), lead.leads);
    if (landing) {
      const page = entryOf(tally.byPage, `${language} ${landing}`, () => ({
        path: landing,
        language,
        ...noTotal(),
      }));
      addLeads(page, lead.leads);
    }
    const source = lead.source ?? unattributedSource;
    const medium = lead.medium ?? '';
    const campaign = lead.campaign ?? '';
    entryOf(
      lead.counted ? tally.bySource : tally.withoutVisit,
      sourceKey(source, medium, campaign),
      () => ({
        source,
        medium,
        campaign,
        ...noTotal(),
      }),
    ).leads += lead.leads;
  }
  for (const source of [...tally.bySource.values(), ...tally.withoutVisit.values()]) {
    source.events.lead_sent = source.leads;
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
      else
        totals.set(key, {
          ...total,
          events: { ...total.events },
          goalVisits: { ...total.goalVisits },
        });
    }
  }
  return totals;
}

/**
 * The `listedRows` first rows in `order`, then one "(other)" row adding up the rest and the
 * rows the counts already took as "(other)" (decision 221): an answer's size stays bounded
 * whatever visitors' URLs held.
 */
function topAndOther<T extends Total & { source?: string; path?: string }>(
  rows: T[],
  isOther: (row: T) => boolean,
  order: (a: T, b: T) => number,
): T[] {
  const named = rows.filter((row) => !isOther(row)).sort(order);
  const left = [...rows.filter(isOther), ...named.slice(listedRows)];
  if (left.length === 0) return named;
  const [first] = left as [T, ...T[]];
  const other: T = {
    ...first,
    source: otherValue,
    medium: '',
    campaign: '',
    path: otherValue,
    ...noTotal(),
  };
  for (const row of left) addTotal(other, row);
  return [...named.slice(0, listedRows), other];
}

export interface ReadInsightsOptions {
  /**
   * Where the counts come from: the database by default; for GET /api/insights, its tallies
   * kept while nothing wrote to their days (kept-tallies.ts).
   */
  read?: InsightsReader;
  /**
   * ANALYTICS is on (the default): leads without a counted visit stand apart. Off: no visit
   * is counted, and the sources list every lead by the attribution its form sent.
   */
  visitsCounted?: boolean;
  /** The moment "now" of the realtime count (tests set it). */
  now?: Date;
}

/** A range's tallies added up by key. */
function summarise(parts: InsightsTally[], visitsCounted: boolean) {
  const byDay = merged(parts.map((part) => part.byDay));
  const total = noTotal();
  for (const day of byDay.values()) addTotal(total, day);
  return {
    total,
    byDay,
    byLanguage: merged(parts.map((part) => part.byLanguage)),
    withoutVisit: merged(parts.map((part) => part.withoutVisit)),
    bySource: merged(
      parts.flatMap((part) =>
        visitsCounted ? [part.bySource] : [part.bySource, part.withoutVisit],
      ),
    ),
    byPage: merged(parts.map((part) => part.byPage)),
  };
}

/** The period of the same length just before `range`. */
export function previousRange({ from, to }: InsightsRange): InsightsRange {
  const days = daysBetween(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** Relative change, four decimals; none from nothing. */
const relative = (now: number, before: number) =>
  before > 0 ? Math.round(((now - before) / before) * 10_000) / 10_000 : null;

/** What changed since the previous period: counts in percent, the rate in points. */
function changeOf(now: InsightsCounts, before: InsightsCounts): Change {
  return {
    views: relative(now.views, before.views),
    visits: relative(now.visits, before.visits),
    visitors: relative(now.visitors, before.visitors),
    leads: relative(now.leads, before.leads),
    conversionRate:
      now.conversionRate === null || before.conversionRate === null
        ? null
        : Math.round((now.conversionRate - before.conversionRate) * 10_000) / 10_000,
  };
}

/** A row's counts beside the same row's in the previous period. */
function compared(now: Total, before: Total | undefined): InsightsCounts & Comparison {
  const current = counts(now);
  const previous = counts(before ?? noTotal());
  return { ...current, previous, change: changeOf(current, previous) };
}

/** Subtracts `less` from a copy of `total` (the "(other)" row of the previous period). */
function without(total: Total, less: readonly Total[]): Total {
  const left = { ...total, events: { ...total.events }, goalVisits: { ...total.goalVisits } };
  for (const row of less) {
    addGoals(left.goalVisits, row.goalVisits, -1);
    left.views -= row.views;
    left.visits -= row.visits;
    left.visitors -= row.visitors;
    left.leads -= row.leads;
    left.leadVisits -= row.leadVisits;
  }
  return left;
}

/**
 * Rows listed (the top and "(other)"), each beside its previous period's counts: the same key
 * in the previous period, and for "(other)", the previous period's rows not listed now.
 */
function listedWithPrevious<T extends Total & { source?: string; path?: string }>(
  listed: T[],
  keyOf: (row: T) => string,
  isOther: (row: T) => boolean,
  before: Map<string, Total>,
  beforeTotal: Total,
) {
  const named = listed.filter((row) => !isOther(row));
  const namedBefore = named.map((row) => before.get(keyOf(row)) ?? noTotal());
  const otherBefore = without(beforeTotal, namedBefore);
  return listed.map((row) => ({
    row,
    comparison: compared(row, isOther(row) ? otherBefore : before.get(keyOf(row))),
  }));
}

export async function readInsights(
  db: Kysely<DatabaseSchema>,
  range: InsightsRange,
  timeZone: string,
  options: ReadInsightsOptions = {},
): Promise<Insights> {
  const {
    read = async (part: InsightsRange) => [
      tallyInsights(await readInsightsRows(db, part, timeZone)),
    ],
    visitsCounted = true,
  } = options;
  const now = options.now ?? new Date();
  const previous = previousRange(range);
  const [parts, previousParts, realtimeVisitors] = await Promise.all([
    read(range),
    read(previous),
    recentVisitors(db, dayFormatter(timeZone)(now), now),
  ]);
  const current = summarise(parts, visitsCounted);
  const before = summarise(previousParts, visitsCounted);

  const byDay: Insights['byDay'] = [];
  // Counted, not compared as text: a day past 9999 ('+010000-…') sorts before '9999-12-31',
  // and such a loop never ended (decision 300). The range's length is checked by its schema.
  const length = daysBetween(range.from, range.to);
  if (!(length >= 1 && length <= maxInsightsDays)) throw new RangeError('range not checked');
  for (let index = 0, day = range.from; index < length; index++, day = addDays(day, 1)) {
    const dayTotal = current.byDay.get(day) ?? noTotal();
    byDay.push({ day, ...counts(dayTotal), events: dayTotal.events });
  }
  let leadsWithoutVisit = 0;
  if (visitsCounted) {
    for (const { leads } of current.withoutVisit.values()) leadsWithoutVisit += leads;
  }
  // Without a source's row, the previous period's "(other)" adds up what is not listed.
  const sourceTotal = (summary: typeof current) => {
    const total = noTotal();
    for (const row of summary.bySource.values()) addTotal(total, row);
    return total;
  };
  const pageTotal = (summary: typeof current) => {
    const total = noTotal();
    for (const row of summary.byPage.values()) addTotal(total, row);
    return total;
  };

  const sources = listedWithPrevious(
    topAndOther(
      [...current.bySource.values()],
      (row) => row.source === otherValue,
      (a, b) => b.visits - a.visits || b.leads - a.leads || byName(a.source, b.source),
    ),
    (row) => sourceKey(row.source, row.medium, row.campaign),
    (row) => row.source === otherValue,
    before.bySource,
    sourceTotal(before),
  );
  const pages = listedWithPrevious(
    topAndOther(
      [...current.byPage.values()],
      (row) => row.path === otherValue,
      (a, b) => b.views - a.views || byName(a.path, b.path),
    ),
    (row) => `${row.language} ${row.path}`,
    (row) => row.path === otherValue,
    before.byPage,
    pageTotal(before),
  );

  const totals = compared(current.total, before.total);
  const withEvents = (row: Total) => ({ ...counts(row), events: row.events });
  return {
    from: range.from,
    to: range.to,
    timeZone,
    ...totals,
    previousRange: previous,
    events: current.total.events,
    funnel: funnelOf(totals),
    previousFunnel: funnelOf(totals.previous),
    goals: goalsOf(withEvents(current.total)),
    previousGoals: goalsOf(withEvents(before.total)),
    leadsWithoutVisit,
    realtimeVisitors,
    byDay,
    bySource: sources.map(
      ({ row, comparison }): InsightsSource => ({
        source: row.source,
        medium: row.medium || null,
        campaign: row.campaign || null,
        ...comparison,
        events: row.events,
      }),
    ),
    byPage: pages.map(
      ({ row, comparison }): InsightsPage => ({
        path: row.path,
        language: row.path === otherValue ? null : row.language,
        ...comparison,
        events: row.events,
      }),
    ),
    byLanguage: languages.map((language) => ({
      language,
      ...compared(current.byLanguage.get(language) ?? noTotal(), before.byLanguage.get(language)),
    })),
  };
}
