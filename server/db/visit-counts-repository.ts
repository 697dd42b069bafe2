/**
 * Writes of the first-party visit counts (decision 080): a batch of events becomes, in ONE
 * statement, the day's visitor rows (a salted hash, deleted after the day) and increments of
 * the aggregate tables. Nothing that names a person reaches the aggregates.
 */
import type { Language } from '@contract/languages';
import {
  goalBit,
  goalsOfEvent,
  type NamedEventName,
  namedEventNames,
  type VisitEventName,
  visitGoalNames,
} from '@contract/visit-events';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { compiledOnce } from './compiled-once';
import { preparedStatement } from './postgres-prepared';
import type { DatabaseSchema } from './schema';

type Db = Kysely<DatabaseSchema>;

/** A visitor's row as a batch read or wrote it: the attribution of their visit. */
export interface VisitorRow extends VisitAttribution {
  visitor: string;
  /** The goals the visit has reached, a bit each (`goalBit`). */
  goals: number;
}

/** A visit event, validated, with its visitor already hashed. */
export interface CountedEvent {
  /**
   * The visit's hash under the day's salt (a 64-bit integer as text): of the address, the
   * browser and the tab's visit (decision 360), or of the first two for a page that names none.
   */
  visitor: string;
  /** The hash of the address and the browser alone, which counts distinct visitors; `visitor` when absent. */
  person?: string;
  name: VisitEventName;
  path: string;
  language: Language;
  /** The event's own attribution; a visit keeps the one of its first event. */
  source: string;
  medium: string;
  campaign: string;
}

/** A visit ends after this long without an event, as Plausible's sessions do. */
export const visitIdleMinutes = 30;

/** The column of the visits that reached a goal, once per visit (migration 0060). */
export const goalVisitsColumn = (goal: (typeof visitGoalNames)[number]) => `${goal}_visits`;

const goalColumns = visitGoalNames.map(goalVisitsColumn);

/** Every counter column of the aggregate tables, in the statement's order. */
const counterColumns = ['views', 'visits', 'visitors', ...namedEventNames, ...goalColumns];

/** An event's counters as 0 or 1, from the `name`, `starts_visit` and `new_visitor` of a row. */
const eventCounters = sql.join([
  sql`(name = 'pageview')::int as views`,
  sql`starts_visit::int as visits`,
  sql`new_visitor::int as visitors`,
  ...namedEventNames.map(
    (name: NamedEventName) => sql`(name = ${sql.lit(name)})::int as ${sql.ref(name)}`,
  ),
  // Goals are counted once per visit, by rows of their own (`goalRows`).
  ...goalColumns.map((column) => sql`0 as ${sql.ref(column)}`),
]);

/**
 * The goals a visit reached for the first time in this batch (`new_goals`, its bits), as a row
 * of counters on the visit's own row of the aggregates: its landing page and source.
 */
const goalRows = sql.join([
  sql`landing_path, landing_language, source, medium, campaign, 0, 0, 0`,
  ...namedEventNames.map(() => sql`0`),
  ...visitGoalNames.map((goal) => sql`((new_goals & ${sql.lit(goalBit(goal))}) <> 0)::int`),
]);

/** Each counter summed over a group of `counted` rows. */
const counterSums = sql.join(counterColumns.map((column) => sql`sum(${sql.ref(column)})::int`));

const counterList = sql.join(counterColumns.map((column) => sql.ref(column)));

/** `views = t.views + excluded.views, …` */
const addCounters = sql.join(
  counterColumns.map(
    (column) => sql`${sql.ref(column)} = t.${sql.ref(column)} + excluded.${sql.ref(column)}`,
  ),
);

/** One aggregate table's upsert from the `counted` events, grouped by its key. */
function upsert(
  table: string,
  key: string[],
  keyValues: RawBuilder<unknown>[],
  from: RawBuilder<unknown>,
) {
  const keyColumns = sql.join(key.map((column) => sql.ref(column)));
  const values = sql.join(keyValues);
  // Rows in key order, so concurrent batches (several instances) lock rows in one order.
  return sql`insert into ${sql.table(table)} as t (${keyColumns}, ${counterList})
    select ${values}, ${counterSums} from ${from}
    group by ${values} order by ${values}
    on conflict (${keyColumns}) do update set ${addCounters}`;
}

/** The source a visit counts its events under, as the visitor's row of the day holds it. */
export interface VisitAttribution {
  source: string;
  medium: string;
  campaign: string;
}

/** A visitor's last-seen time to write to their row of the day. */
export interface VisitorSeen extends VisitAttribution {
  visitor: string;
  at: Date;
}

/**
 * What the caller already knows of some visitors of the batch (server/events/recent-visitors.ts,
 * decision 080): their visit goes on under this attribution, so their rows are not read; of
 * those, `touched` get their last-seen time written.
 */
export interface KnownVisitors {
  known: ReadonlyMap<string, VisitAttribution>;
  touched: readonly VisitorSeen[];
}

const noneKnown: KnownVisitors = { known: new Map(), touched: [] };

/** The five arrays of visitors' last-seen times, as parameters (values, or slots). */
interface SeenArrays {
  visitors: unknown;
  at: unknown;
  sources: unknown;
  media: unknown;
  campaigns: unknown;
}

const seenArrays = (seen: readonly VisitorSeen[]): SeenArrays => ({
  visitors: seen.map((s) => s.visitor),
  at: seen.map((s) => s.at.toISOString()),
  sources: seen.map((s) => s.source),
  media: seen.map((s) => s.medium),
  campaigns: seen.map((s) => s.campaign),
});

/**
 * The visitors' rows given a later last-seen time (never an earlier one), in the visitors'
 * order like the other writes to these rows. A row deleted meanwhile is made again.
 */
function touchRows(dayValue: RawBuilder<unknown>, seen: SeenArrays) {
  return sql`insert into visitors_today as v (day, visitor, visit_started_at, last_seen_at, source,
                                            medium, campaign)
    select ${dayValue}, visitor, at, at, source, medium, campaign
    from unnest(${seen.visitors}::bigint[], ${seen.at}::timestamptz[],
                ${seen.sources}::text[], ${seen.media}::text[],
                ${seen.campaigns}::text[]) as t(visitor, at, source, medium, campaign)
    order by visitor
    on conflict (day, visitor) do update set
      last_seen_at = greatest(v.last_seen_at, excluded.last_seen_at)`;
}

/**
 * The known visitors' events added up by the aggregates' key (neither new visitors nor new
 * visits: only views and named events), so the statement gets a row per page and source
 * rather than one per event.
 */
function foldKnown(events: readonly CountedEvent[], known: KnownVisitors['known']) {
  const rows = new Map<string, { key: string[]; counters: number[] }>();
  for (const event of events) {
    const visit = known.get(event.visitor);
    if (!visit) continue;
    const key = [event.path, event.language, visit.source, visit.medium, visit.campaign];
    const id = key.join('\n');
    let row = rows.get(id);
    if (!row) {
      row = { key, counters: counterColumns.map(() => 0) };
      rows.set(id, row);
    }
    const column = event.name === 'pageview' ? 'views' : event.name;
    const index = counterColumns.indexOf(column);
    row.counters[index] = (row.counters[index] ?? 0) + 1;
  }
  const folded = [...rows.values()];
  return {
    keys: [0, 1, 2, 3, 4].map((index) => folded.map((row) => row.key[index] ?? '')),
    counters: counterColumns.map((_, index) => folded.map((row) => row.counters[index] ?? 0)),
  };
}

/** The values of a batch's statement, by slot (server/db/compiled-once.ts). */
type BatchValues = Record<string, unknown>;

const touchedSlot = (name: string) => `touched_${name}`;

/** The batch's one statement, compiled once: only its values change from batch to batch. */
const storeBatch = compiledOnce<BatchValues, VisitorRow>((slot) => {
  const dayValue = sql`${slot('day')}::date`;
  const at = sql`${slot('at')}::timestamptz`;
  const counted = sql`counted`;
  const idle = sql.raw(`interval '${visitIdleMinutes} minutes'`);
  const touchedSlots = Object.fromEntries(
    Object.keys(seenArrays([])).map((name) => [name, slot(touchedSlot(name))]),
  ) as unknown as SeenArrays;
  return preparedStatement(
    'store_visit_events',
    sql<VisitorRow>`
    with earlier as (
      -- The visitors' rows as they were, locked: an instance counting one of them at the same
      -- moment waits for this batch, then reads the row this batch wrote.
      select visitor, last_seen_at, goals from visitors_today
      where day = ${dayValue} and visitor = any(${slot('visitors')}::bigint[])
      for update
    ), seen as (
      insert into visitors_today as v (day, visitor, visit_started_at, last_seen_at, source,
                                       medium, campaign, landing_path, landing_language, goals)
      select ${dayValue}, arrived.visitor, ${at}, ${at}, source, medium, campaign, path, language,
             arrived.goals
      from unnest(${slot('visitors')}::bigint[], ${slot('visitorSources')}::text[],
                  ${slot('visitorMedia')}::text[], ${slot('visitorCampaigns')}::text[],
                  ${slot('visitorPaths')}::text[], ${slot('visitorLanguages')}::text[],
                  ${slot('visitorGoals')}::int[])
           as arrived(visitor, source, medium, campaign, path, language, goals)
      -- Joined so that \`earlier\` is read (under the sort) before any row is written.
      left join earlier on earlier.visitor = arrived.visitor
      order by arrived.visitor
      on conflict (day, visitor) do update set
        last_seen_at = excluded.last_seen_at,
        visit_started_at = case when v.last_seen_at < excluded.last_seen_at - ${idle}
                           then excluded.visit_started_at else v.visit_started_at end,
        source = case when v.last_seen_at < excluded.last_seen_at - ${idle}
                 then excluded.source else v.source end,
        medium = case when v.last_seen_at < excluded.last_seen_at - ${idle}
                 then excluded.medium else v.medium end,
        campaign = case when v.last_seen_at < excluded.last_seen_at - ${idle}
                   then excluded.campaign else v.campaign end,
        -- A new visit lands on its own page and has sent no lead yet (decision 220).
        landing_path = case when v.last_seen_at < excluded.last_seen_at - ${idle}
                       then excluded.landing_path else v.landing_path end,
        landing_language = case when v.last_seen_at < excluded.last_seen_at - ${idle}
                           then excluded.landing_language else v.landing_language end,
        lead_sent = v.lead_sent and not v.last_seen_at < excluded.last_seen_at - ${idle},
        -- A new visit has reached no goal yet (migration 0060).
        goals = case when v.last_seen_at < excluded.last_seen_at - ${idle}
                then excluded.goals else v.goals | excluded.goals end
      returning visitor, xmax = 0 as new_row, source, medium, campaign, landing_path,
                landing_language, goals
    ), arrivals as (
      select * from unnest(${slot('visitors')}::bigint[], ${slot('visitorPeople')}::bigint[],
                           ${slot('visitorFirstOfPerson')}::boolean[]) as a(visitor, person, first)
    ), people as (
      -- The day's distinct visitors (migration 0074): a person is new on the first visit of the
      -- day their address and browser make, whichever tab it is in (decision 360).
      insert into visitor_people_today (day, person)
      select ${dayValue}, person from arrivals where first
      order by person
      on conflict (day, person) do nothing
      returning person
    ), visits as (
      -- A visit starts with a new row, or after 30 minutes without events.
      select seen.*, new_visit, new_person.visitor is not null as new_visitor,
             -- The goals reached for the first time: not among those the visit had before.
             seen.goals & ~(case when new_visit then 0 else earlier.goals end) as new_goals
      from seen left join earlier on earlier.visitor = seen.visitor
      left join (select arrivals.visitor from arrivals join people using (person)
                 where arrivals.first) as new_person on new_person.visitor = seen.visitor,
      lateral (select seen.new_row
                      or coalesce(earlier.last_seen_at < ${at} - ${idle}, false) as new_visit) as n
    ), touched as (
      ${touchRows(dayValue, touchedSlots)}
    ), counted as (
      select path, language, source, medium, campaign, ${eventCounters}
      from (
        select e.path, e.language, e.name, s.source, s.medium, s.campaign,
               e.is_first and s.new_visitor as new_visitor,
               e.is_first and s.new_visit as starts_visit
        from unnest(${slot('readVisitors')}::bigint[], ${slot('readFirst')}::boolean[],
                    ${slot('readPaths')}::text[], ${slot('readLanguages')}::text[],
                    ${slot('readNames')}::text[]) as e(visitor, is_first, path, language, name)
        join visits s on s.visitor = e.visitor
      ) as read_events
      union all
      select ${goalRows} from visits
      where new_goals <> 0 and landing_path is not null and landing_language is not null
      union all
      -- The known visitors' events, already added up: their visits go on.
      select * from unnest(${sql.join([0, 1, 2, 3, 4].map((index) => sql`${slot(`knownKey${index}`)}::text[]`))},
                           ${sql.join(counterColumns.map((_, index) => sql`${slot(`knownCounter${index}`)}::int[]`))})
        ), full_counts as (
      ${upsert(
        'visit_counts',
        ['day', 'path', 'language', 'source', 'medium', 'campaign'],
        [dayValue, sql`path`, sql`language`, sql`source`, sql`medium`, sql`campaign`],
        counted,
      )}
    ), daily as (
      ${upsert('visit_counts_daily', ['day', 'language'], [dayValue, sql`language`], counted)}
    ), by_source as (
      ${upsert(
        'visit_counts_by_source',
        ['period', 'start', 'source', 'medium', 'campaign'],
        [sql`period`, sql`start`, sql`source`, sql`medium`, sql`campaign`],
        sql`counted cross join (values ('day', ${dayValue}), ('month', ${slot('month')}::date)) as p(period, start)`,
      )}
    ), by_page as (
      ${upsert(
        'visit_counts_by_page',
        ['period', 'start', 'path', 'language'],
        [sql`period`, sql`start`, sql`path`, sql`language`],
        sql`counted cross join (values ('day', ${dayValue}), ('month', ${slot('month')}::date)) as p(period, start)`,
      )}
    ), written as (
      -- One more write of this day's counts: the insights' copy of closed days checks it
      -- (decision 082), so a batch that lands on a day after it ended is not missed.
      insert into insights_writes as w (day, writes) values (${dayValue}, 1)
      on conflict (day) do update set writes = w.writes + 1
    )
    select visitor::text as visitor, source, medium, campaign, goals from seen`,
  );
});

/**
 * Counts a batch of events of one day. Each visitor's first event of the batch decides, with
 * the visitor's row of the day, whether a visitor and a visit are new: a visitor is counted
 * once a day (on the row of their first event), a visit starts on the first event or after
 * 30 idle minutes, and every event of a visit is counted under the visit's source. Visitors
 * in `knownVisitors.known` are neither new visitors nor new visits, and count under the
 * attribution given there, without their rows being read.
 *
 * @returns the rows of the visitors it read (all but the known ones), as they now are.
 */
export async function storeVisitEvents(
  db: Db,
  day: string,
  events: readonly CountedEvent[],
  now: Date,
  knownVisitors: KnownVisitors = noneKnown,
): Promise<VisitorRow[]> {
  if (events.length === 0) return [];
  const { known, touched } = knownVisitors;
  const firstOfVisitor = new Map<string, CountedEvent>();
  for (const event of events)
    if (!known.has(event.visitor) && !firstOfVisitor.has(event.visitor))
      firstOfVisitor.set(event.visitor, event);
  const visitors = [...firstOfVisitor.values()];
  const read = events.filter((event) => !known.has(event.visitor));
  // The goals each visitor's events of the batch reach (a known visitor's are already reached).
  const reached = new Map<string, number>();
  for (const event of read) {
    reached.set(
      event.visitor,
      (reached.get(event.visitor) ?? 0) | goalsOfEvent(event.name, event.path),
    );
  }
  const seenFirst = new Set<string>();
  const isFirst = read.map((event) => {
    if (seenFirst.has(event.visitor)) return false;
    seenFirst.add(event.visitor);
    return true;
  });
  const folded = foldKnown(events, known);
  const values: BatchValues = {
    day,
    month: `${day.slice(0, 8)}01`,
    at: now.toISOString(),
    visitors: visitors.map((event) => event.visitor),
    visitorPeople: visitors.map((event) => event.person ?? event.visitor),
    visitorFirstOfPerson: firstOfPerson(visitors),
    visitorSources: visitors.map((e) => e.source),
    visitorMedia: visitors.map((e) => e.medium),
    visitorCampaigns: visitors.map((e) => e.campaign),
    visitorPaths: visitors.map((e) => e.path),
    visitorLanguages: visitors.map((e) => e.language),
    visitorGoals: visitors.map((e) => reached.get(e.visitor) ?? 0),
    ...Object.fromEntries(
      Object.entries(seenArrays(touched)).map(([name, array]) => [touchedSlot(name), array]),
    ),
    readVisitors: read.map((e) => e.visitor),
    readFirst: isFirst,
    readPaths: read.map((e) => e.path),
    readLanguages: read.map((e) => e.language),
    readNames: read.map((e) => e.name),
    ...Object.fromEntries(folded.keys.map((array, index) => [`knownKey${index}`, array])),
    ...Object.fromEntries(folded.counters.map((array, index) => [`knownCounter${index}`, array])),
  };
  const result = await storeBatch(db, values);
  return result.rows;
}

/** Whether each visit is its person's first of the batch: only that one may count them as new. */
function firstOfPerson(visitors: readonly CountedEvent[]) {
  const people = new Set<string>();
  return visitors.map((event) => {
    const person = event.person ?? event.visitor;
    if (people.has(person)) return false;
    people.add(person);
    return true;
  });
}

/** Writes visitors' last-seen times the batches left for later (when the server stops). */
export async function writeLastSeen(db: Db, day: string, seen: readonly VisitorSeen[]) {
  if (seen.length === 0) return;
  await touchRows(sql`${day}::date`, seenArrays(seen)).execute(db);
}

/** The day's salt: made by whichever instance asks first, then the same for all of them. */
export async function daySalt(db: Db, day: string, candidate: string): Promise<string> {
  await db
    .insertInto('visitor_salts')
    .values({ day, salt: candidate })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('visitor_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/**
 * Forgets every day before `today`: its salt and its visitors' hashes. After that, nobody,
 * not even with the server's database, can tell whether two of that day's events were one
 * visitor's, nor link them to another day.
 */
export async function forgetPastVisitors(db: Db, today: string): Promise<void> {
  await db.deleteFrom('visitor_salts').where('day', '<', today).execute();
  await db.deleteFrom('visitors_today').where('day', '<', today).execute();
  await db.deleteFrom('visitor_people_today').where('day', '<', today).execute();
}

/** The paths, sources, media and campaigns a day's counts already hold (decision 221). */
export async function countedValuesOf(db: Db, day: string) {
  const [pages, sources] = await Promise.all([
    db
      .selectFrom('visit_counts_by_page')
      .select('path')
      .distinct()
      .where('period', '=', 'day')
      .where('start', '=', day)
      .execute(),
    db
      .selectFrom('visit_counts_by_source')
      .select(['source', 'medium', 'campaign'])
      .where('period', '=', 'day')
      .where('start', '=', day)
      .execute(),
  ]);
  const distinct = (values: string[]) => [...new Set(values)];
  return {
    path: pages.map((row) => row.path),
    source: distinct(sources.map((row) => row.source)),
    medium: distinct(sources.map((row) => row.medium)),
    campaign: distinct(sources.map((row) => row.campaign)),
  };
}
