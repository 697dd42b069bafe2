/**
 * The reads behind GET /api/insights: visit counts from the roll-ups (whole months from the
 * month rows, the range's edges from the day rows, so a year reads a few thousand rows) and
 * leads from the leads table by their attribution columns, over days in the site's time zone.
 *
 * Each read answers its rows as one JSON array (`json_agg`), one value parsed by JSON.parse,
 * rather than a row per key: a day's 1,000 sources are 20,000 fields, and the drivers' cost
 * per field (PGlite's protocol reader copies each one) was most of a year's insights request
 * (docs/benchmarks.md, 2026-11-26 insights at 1,000 sources).
 */
import type { Language } from '@contract/languages';
import { namedEventNames, visitGoalNames } from '@contract/visit-events';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseSchema } from './schema';

type Db = Kysely<DatabaseSchema>;

export interface CountedRow {
  views: number;
  visits: number;
  visitors: number;
  lead_visits: number;
  [event: string]: number | string;
}

export interface DayRange {
  from: string;
  to: string;
  /** The whole months inside the range: their first days, `monthsFrom` ≤ start < `monthsTo`. */
  monthsFrom: string;
  monthsTo: string;
}

const sums = sql.join(
  [
    'views',
    'visits',
    'visitors',
    'lead_visits',
    ...namedEventNames,
    ...visitGoalNames.map((goal) => `${goal}_visits`),
  ].map((column) => sql`coalesce(sum(${sql.ref(column)}), 0) as ${sql.ref(column)}`),
);

/** Rows of a roll-up table for the range: month rows inside it, day rows outside them. */
const inRange = (range: DayRange) => sql`
  (period = 'month' and start >= ${range.monthsFrom}::date and start < ${range.monthsTo}::date)
  or (period = 'day' and start between ${range.from}::date and ${range.to}::date
      and not (start >= ${range.monthsFrom}::date and start < ${range.monthsTo}::date))`;

/** The query's rows, sent as one JSON array (sums and counts are integers: exact as numbers). */
async function rows<R>(db: Db, query: RawBuilder<R>): Promise<R[]> {
  const asJson = sql<{ rows: string }>`
    select coalesce(json_agg(r), '[]')::text as rows from (${query}) as r`;
  const [answer] = (await asJson.execute(db)).rows;
  return JSON.parse(answer?.rows ?? '[]') as R[];
}

export const visitsByDay = (db: Db, range: DayRange) =>
  rows(
    db,
    sql<CountedRow & { day: string; language: Language }>`
      select day::text as day, language, ${sums} from visit_counts_daily
      where day between ${range.from}::date and ${range.to}::date
      group by day, language`,
  );

export const visitsBySource = (db: Db, range: DayRange) =>
  rows(
    db,
    sql<CountedRow & { source: string; medium: string; campaign: string }>`
      select source, medium, campaign, ${sums} from visit_counts_by_source
      where ${inRange(range)}
      group by source, medium, campaign`,
  );

export const visitsByPage = (db: Db, range: DayRange) =>
  rows(
    db,
    sql<CountedRow & { path: string; language: Language }>`
      select path, language, ${sums} from visit_counts_by_page
      where ${inRange(range)}
      group by path, language`,
  );

export interface LeadCount {
  day: string;
  language: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  /** Whether these leads' visit was counted (decision 220). */
  counted: boolean;
  /** The page the counted visit landed on (null for leads without a counted visit). */
  landing: string | null;
  leads: number;
}

/**
 * Leads of the range by day, language, attribution, whether their visit was counted and where
 * it landed (migrations 0004, 0030); not those in the Spam folder (decision 245, migration
 * 0073), nor erased ones (deleted). Every table of the insights counts its leads from these
 * rows, and from nothing else (decision 362).
 */
export const leadsByAttribution = (
  db: Db,
  range: Pick<DayRange, 'from' | 'to'>,
  timeZone: string,
) =>
  rows(
    db,
    sql<LeadCount>`
      select (created_at at time zone ${timeZone})::date::text as day, language,
             attribution_source as source, attribution_medium as medium,
             attribution_campaign as campaign, counted.lead_id is not null as counted,
             case when counted.lead_id is not null then attribution_landing_page end as landing,
             count(*) as leads
      from leads left join lead_counted_visits as counted on counted.lead_id = leads.id
      where created_at >= (${range.from}::date)::timestamp at time zone ${timeZone}
        and created_at < (${range.to}::date + 1)::timestamp at time zone ${timeZone}
        and status <> 'spam'
      group by 1, 2, 3, 4, 5, 6, 7`,
  );

/**
 * Visitors seen in the last 30 minutes: today's visitors whose last event is that recent (a
 * row's last-seen time may lag a minute behind: server/events/recent-visitors.ts).
 */
export async function recentVisitors(db: Db, today: string, now: Date): Promise<number> {
  const [row] = await rows(
    db,
    sql<{ visitors: number }>`
      select count(*)::int as visitors from visitors_today
      where day = ${today}::date and last_seen_at > ${now.toISOString()}::timestamptz - interval '30 minutes'`,
  );
  return row?.visitors ?? 0;
}

/**
 * How many times the counts of the days from `from` to `to` were written, deletions and
 * changes included (migration 0009): any change to what the insights of those days count
 * changes this number. Leads are written under their UTC day, so a day more is taken on each
 * side: a wider check only reads again more often, it never misses a change.
 */
export async function insightsWrites(db: Db, from: string, to: string): Promise<string> {
  const [row] = await rows(
    db,
    sql<{ writes: string }>`
      select coalesce(sum(writes), 0)::text as writes from insights_writes
      where day between ${from}::date - 1 and ${to}::date + 1 or day = '-infinity'`,
  );
  return row?.writes ?? '0';
}
