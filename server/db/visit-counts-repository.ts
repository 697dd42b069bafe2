/**
 * Writes of the first-party visit counts (decision 080): a batch of events becomes, in ONE
 * statement, the day's visitor rows (a salted hash, deleted after the day) and increments of
 * the aggregate tables. Nothing that names a person reaches the aggregates.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type NamedEventName, namedEventNames, type VisitEventName } from '@/contact/visit-events';
import { preparedStatement } from './postgres-prepared';
import type { DatabaseSchema } from './schema';

type Db = Kysely<DatabaseSchema>;

/** A visit event, validated, with its visitor already hashed. */
export interface CountedEvent {
  /** The visitor's hash under the day's salt (a 64-bit integer as text). */
  visitor: string;
  name: VisitEventName;
  path: string;
  language: 'pt' | 'en';
  /** The event's own attribution; a visit keeps the one of its first event. */
  source: string;
  medium: string;
  campaign: string;
}

/** A visit ends after this long without an event, as Plausible's sessions do. */
const visitIdleMinutes = 30;

/** Every counter column of the aggregate tables, in the statement's order. */
const counterColumns = ['views', 'visits', 'visitors', ...namedEventNames] as const;

const counterValues = sql.join([
  sql`count(*) filter (where name = 'pageview')`,
  sql`count(*) filter (where starts_visit)`,
  sql`count(*) filter (where new_visitor)`,
  ...namedEventNames.map(
    (name: NamedEventName) => sql`count(*) filter (where name = ${sql.lit(name)})`,
  ),
]);

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
    select ${values}, ${counterValues} from ${from}
    group by ${values} order by ${values}
    on conflict (${keyColumns}) do update set ${addCounters}`;
}

/**
 * Counts a batch of events of one day. Each visitor's first event of the batch decides, with
 * the visitor's row of the day, whether a visitor and a visit are new: a visitor is counted
 * once a day (on the row of their first event), a visit starts on the first event or after
 * 30 idle minutes, and every event of a visit is counted under the visit's source.
 */
export async function storeVisitEvents(
  db: Db,
  day: string,
  events: readonly CountedEvent[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  const firstOfVisitor = new Map<string, CountedEvent>();
  for (const event of events)
    if (!firstOfVisitor.has(event.visitor)) firstOfVisitor.set(event.visitor, event);
  const visitors = [...firstOfVisitor.values()];
  const seenFirst = new Set<string>();
  const isFirst = events.map((event) => {
    if (seenFirst.has(event.visitor)) return false;
    seenFirst.add(event.visitor);
    return true;
  });
  const month = `${day.slice(0, 8)}01`;
  const dayValue = sql`${day}::date`;
  const counted = sql`counted`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const visitorIds = visitors.map((event) => event.visitor);
  const idle = sql.raw(`interval '${visitIdleMinutes} minutes'`);

  await preparedStatement(
    'store_visit_events',
    sql`
    with earlier as (
      -- The visitors' rows as they were, locked: an instance counting one of them at the same
      -- moment waits for this batch, then reads the row this batch wrote.
      select visitor, last_seen_at from visitors_today
      where day = ${dayValue} and visitor = any(${visitorIds}::bigint[])
      for update
    ), seen as (
      insert into visitors_today as v (day, visitor, visit_started_at, last_seen_at, source,
                                       medium, campaign)
      select ${dayValue}, arrived.visitor, ${at}, ${at}, source, medium, campaign
      from unnest(${visitorIds}::bigint[], ${visitors.map((e) => e.source)}::text[],
                  ${visitors.map((e) => e.medium)}::text[], ${visitors.map((e) => e.campaign)}::text[])
           as arrived(visitor, source, medium, campaign)
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
                   then excluded.campaign else v.campaign end
      returning visitor, xmax = 0 as new_visitor, source, medium, campaign
    ), visits as (
      -- A visit starts with a new visitor, or after 30 minutes without events.
      select seen.*, seen.new_visitor
             or coalesce(earlier.last_seen_at < ${at} - ${idle}, false) as new_visit
      from seen left join earlier on earlier.visitor = seen.visitor
    ), counted as (
      select e.path, e.language, e.name, s.source, s.medium, s.campaign,
             e.is_first and s.new_visitor as new_visitor, e.is_first and s.new_visit as starts_visit
      from unnest(${events.map((e) => e.visitor)}::bigint[], ${isFirst}::boolean[],
                  ${events.map((e) => e.path)}::text[], ${events.map((e) => e.language)}::text[],
                  ${events.map((e) => e.name)}::text[]) as e(visitor, is_first, path, language, name)
      join visits s on s.visitor = e.visitor
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
        sql`counted cross join (values ('day', ${dayValue}), ('month', ${month}::date)) as p(period, start)`,
      )}
    ), by_page as (
      ${upsert(
        'visit_counts_by_page',
        ['period', 'start', 'path', 'language'],
        [sql`period`, sql`start`, sql`path`, sql`language`],
        sql`counted cross join (values ('day', ${dayValue}), ('month', ${month}::date)) as p(period, start)`,
      )}
    ), written as (
      -- One more write of this day's counts: the insights' copy of closed days checks it
      -- (decision 150), so a batch that lands on a day after it ended is not missed.
      insert into insights_writes as w (day, writes) values (${dayValue}, 1)
      on conflict (day) do update set writes = w.writes + 1
    )
    select count(*)::int as counted from counted`,
  ).execute(db);
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
}
