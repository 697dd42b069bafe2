import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

/**
 * First-party visit counts (decision 080). Only daily aggregates: no IP, user agent, cookie or
 * visitor identifier is stored with them. `visit_counts` is the full record (day × path ×
 * language × source × medium × campaign); the tables after it are roll-ups of the same counts,
 * written in the same statement, so that a year of insights reads a few thousand rows.
 * Absent medium and campaign are '' (they are part of primary keys).
 */

/** The named events of contract/visit-events.ts as they were when this ran (it never changes). */
const namedEventColumns = ['module_opened', 'language_switched', 'demo_clicked', 'lead_sent'];

export async function up(db: Kysely<unknown>) {
  const counters = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) => {
    let withCounters = table
      .addColumn('views', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('visits', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('visitors', 'integer', (column) => column.notNull().defaultTo(0));
    for (const name of namedEventColumns) {
      withCounters = withCounters.addColumn(name, 'integer', (column) =>
        column.notNull().defaultTo(0),
      );
    }
    return withCounters;
  };
  const language = sql`language in ('pt', 'en')`;

  await counters(
    db.schema
      .createTable('visit_counts')
      .addColumn('day', 'date', (column) => column.notNull())
      .addColumn('path', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull().check(language))
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('medium', 'text', (column) => column.notNull())
      .addColumn('campaign', 'text', (column) => column.notNull()),
  )
    .addPrimaryKeyConstraint('visit_counts_pk', [
      'day',
      'path',
      'language',
      'source',
      'medium',
      'campaign',
    ])
    .execute();

  // Per day and language: the totals, byDay and byLanguage.
  await counters(
    db.schema
      .createTable('visit_counts_daily')
      .addColumn('day', 'date', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull().check(language)),
  )
    .addPrimaryKeyConstraint('visit_counts_daily_pk', ['day', 'language'])
    .execute();

  // Per source and per page, by day and by month (`period` 'day' or 'month', `start` its first
  // day): a range reads its whole months from the month rows and only its edges by day.
  await counters(
    db.schema
      .createTable('visit_counts_by_source')
      .addColumn('period', 'text', (column) =>
        column.notNull().check(sql`period in ('day', 'month')`),
      )
      .addColumn('start', 'date', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('medium', 'text', (column) => column.notNull())
      .addColumn('campaign', 'text', (column) => column.notNull()),
  )
    .addPrimaryKeyConstraint('visit_counts_by_source_pk', [
      'period',
      'start',
      'source',
      'medium',
      'campaign',
    ])
    .execute();
  await counters(
    db.schema
      .createTable('visit_counts_by_page')
      .addColumn('period', 'text', (column) =>
        column.notNull().check(sql`period in ('day', 'month')`),
      )
      .addColumn('start', 'date', (column) => column.notNull())
      .addColumn('path', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull().check(language)),
  )
    .addPrimaryKeyConstraint('visit_counts_by_page_pk', ['period', 'start', 'path', 'language'])
    .execute();

  // Today's visitors, to count each once a day and to carry a visit's source from its first
  // page to the next ones: a one-way hash under the day's salt, deleted when the day is over.
  await db.schema
    .createTable('visitors_today')
    .addColumn('day', 'date', (column) => column.notNull())
    .addColumn('visitor', 'bigint', (column) => column.notNull())
    .addColumn('visit_started_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('medium', 'text', (column) => column.notNull())
    .addColumn('campaign', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('visitors_today_pk', ['day', 'visitor'])
    .execute();

  // The day's random salt, shared by every instance, deleted with the day's visitors.
  await db.schema
    .createTable('visitor_salts')
    .addColumn('day', 'date', (column) => column.primaryKey())
    .addColumn('salt', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'visitor_salts',
    'visitors_today',
    'visit_counts_by_page',
    'visit_counts_by_source',
    'visit_counts_daily',
    'visit_counts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
