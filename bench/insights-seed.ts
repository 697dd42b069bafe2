/**
 * Two years of visit counts for GET /api/insights to read a year of beside the year before:
 * every day, each of 1,000 sources (source × medium × campaign) on 2 of 50 paths,
 * about 10,000 visits a day (2,000 rows a day, 1.46 million in all), some goals reached,
 * their roll-ups, and 6,000 leads attributed to the same sources. Written straight into a
 * database before its server starts.
 */
import type { Database } from '@server/db/database';
import { sql } from 'kysely';

export const seededSources = 1000;
export const seededPaths = 50;

export async function seedYearOfInsights(database: Database, from: string, to: string) {
  const { db } = database;
  await sql`
    insert into visit_counts (day, path, language, source, medium, campaign, views, visits,
                              visitors, module_opened, language_switched, demo_clicked, lead_sent,
                              form_started, whatsapp_clicked, lead_visits, contact_viewed_visits,
                              form_started_visits, module_opened_visits)
    select d::date, case when p < 25 then '/pagina-' || p else '/en/page-' || p end,
           case when p < 25 then 'pt' else 'en' end,
           'source-' || s, (array['email', 'cpc', 'social', ''])[s % 4 + 1], 'campaign-' || s % 20,
           8 + (s + k) % 5, 4 + (s + k) % 3, 3 + (s + k) % 2, (s + k) % 2, 0, ((s + k) % 3 = 0)::int,
           0, ((s + k) % 4 = 0)::int, ((s + k) % 7 = 0)::int,
           ((s + k) % 9 = 0)::int, 1 + (s + k) % 2, ((s + k) % 4 = 0)::int, (s + k) % 2
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d,
         generate_series(0, ${seededSources - 1}) as s, generate_series(0, 1) as k,
         lateral (select (s + k * 10 + extract(doy from d)::int) % ${seededPaths} as p) as page`.execute(
    db,
  );
  const sums = sql`sum(views), sum(visits), sum(visitors), sum(module_opened),
                   sum(language_switched), sum(demo_clicked), sum(lead_sent), sum(form_started),
                   sum(whatsapp_clicked), sum(lead_visits), sum(contact_viewed_visits),
                   sum(form_started_visits), sum(module_opened_visits)`;
  const counters = sql`views, visits, visitors, module_opened, language_switched, demo_clicked,
                       lead_sent, form_started, whatsapp_clicked, lead_visits,
                       contact_viewed_visits, form_started_visits, module_opened_visits`;
  await sql`insert into visit_counts_daily (day, language, ${counters})
            select day, language, ${sums} from visit_counts group by day, language`.execute(db);
  for (const [period, start] of [
    ['day', sql`day`],
    ['month', sql`date_trunc('month', day)::date`],
  ] as const) {
    await sql`insert into visit_counts_by_source (period, start, source, medium, campaign, ${counters})
              select ${period}, ${start}, source, medium, campaign, ${sums} from visit_counts
              group by 2, source, medium, campaign`.execute(db);
    await sql`insert into visit_counts_by_page (period, start, path, language, ${counters})
              select ${period}, ${start}, path, language, ${sums} from visit_counts
              group by 2, path, language`.execute(db);
  }
  await sql`
    insert into leads (id, created_at, first_name, last_name, email, phone, message, subject,
                       language, page, attribution_source, attribution_medium, attribution_campaign)
    select gen_random_uuid(),
           ${from}::date + (n % (${to}::date - ${from}::date + 1)) + interval '14 hours',
           'Bench', 'Mark', 'bench-' || n || '@example.com', '11 99999-0000', 'Benchmark lead',
           'Assunto', 'pt', '/contact', 'source-' || n % ${seededSources},
           nullif((array['email', 'cpc', 'social', ''])[n % ${seededSources} % 4 + 1], ''),
           'campaign-' || n % ${seededSources} % 20
    from generate_series(1, 6000) as n`.execute(db);
  await sql`analyze`.execute(db);
}
