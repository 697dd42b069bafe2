/**
 * A lead and the counted visit that sent it (decision 220): the visit is found by the
 * visitor's hash of the day, and the lead is counted on the rows the visit itself was
 * counted on (its day, landing page, language and source), once per visit for the rate.
 */
import type { Language } from '@contract/languages';
import { goalBit } from '@contract/visit-events';
import { type Kysely, sql } from 'kysely';
import { preparedStatement } from './postgres-prepared';
import type { DatabaseSchema } from './schema';

type Db = Kysely<DatabaseSchema>;

/** The visitor's current visit of the day, as their row holds it. */
export interface CountedVisit {
  day: string;
  visitor: string;
  source: string;
  medium: string;
  campaign: string;
  /** null for a visit that started before migration 0030. */
  landingPath: string | null;
  landingLanguage: Language | null;
}

export async function findCountedVisit(
  db: Db,
  day: string,
  visitor: string,
): Promise<CountedVisit | undefined> {
  const row = await db
    .selectFrom('visitors_today')
    .select(['source', 'medium', 'campaign', 'landing_path', 'landing_language'])
    .where('day', '=', day)
    .where('visitor', '=', visitor)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    day,
    visitor,
    source: row.source,
    medium: row.medium,
    campaign: row.campaign,
    landingPath: row.landing_path,
    landingLanguage: row.landing_language,
  };
}

/** `lead_sent = t.lead_sent + excluded.lead_sent, lead_visits = …` */
const addLeads = sql`lead_sent = t.lead_sent + excluded.lead_sent,
                     lead_visits = t.lead_visits + excluded.lead_visits,
                     contact_viewed_visits = t.contact_viewed_visits + excluded.contact_viewed_visits,
                     form_started_visits = t.form_started_visits + excluded.form_started_visits`;

/**
 * The funnel's steps a lead proves its visit reached (migration 0060): the form is only on the
 * contact page, and a lead is a form sent. So the funnel's steps nest even when the form's
 * first input was not counted (typed before the page's code ran, or in an earlier visit).
 */
const contactBit = goalBit('contact_viewed');
const formBit = goalBit('form_started');
const leadGoals = contactBit | formBit;

/** The counter columns a lead adds to, after the rows' keys. */
const leadColumns = sql`lead_sent, lead_visits, contact_viewed_visits, form_started_visits`;

/**
 * Counts a stored lead on its visit, in one statement: the lead is named as having a counted
 * visit, its `lead_sent` is added to the visit's rows, and `lead_visits` too if it is the
 * visit's first lead. The visit's attribution is read again from its row (locked), so the
 * counts land where the visit was counted even if it was not the one `findCountedVisit` saw.
 * Nothing happens when the visitor's row is gone (the day ended in between).
 */
export async function countLeadOnVisit(db: Db, leadId: string, day: string, visitor: string) {
  const dayValue = sql`${day}::date`;
  const month = `${day.slice(0, 8)}01`;
  await preparedStatement(
    'count_lead_on_visit',
    sql`
    with visit as (
      select source, medium, campaign, landing_path, landing_language, lead_sent, goals
      from visitors_today where day = ${dayValue} and visitor = ${visitor}::bigint
      for update
    ), marked as (
      update visitors_today as v set lead_sent = true, goals = v.goals | ${sql.lit(leadGoals)}
      from visit where v.day = ${dayValue} and v.visitor = ${visitor}::bigint
      returning (not visit.lead_sent)::int as first,
                (visit.goals & ${sql.lit(contactBit)} = 0)::int as first_contact,
                (visit.goals & ${sql.lit(formBit)} = 0)::int as first_form
    ), linked as (
      insert into lead_counted_visits (lead_id) select ${leadId}::uuid from visit
      on conflict do nothing
      returning lead_id
    ), counted as (
      select visit.landing_path as path, visit.landing_language as language, visit.source,
             visit.medium, visit.campaign, 1 as lead_sent, marked.first as lead_visits,
             marked.first_contact as contact_viewed_visits, marked.first_form as form_started_visits
      from visit cross join marked cross join linked
    ), full_counts as (
      insert into visit_counts as t (day, path, language, source, medium, campaign, ${leadColumns})
      select ${dayValue}, path, language, source, medium, campaign, ${leadColumns}
      from counted where path is not null and language is not null
      on conflict (day, path, language, source, medium, campaign) do update set ${addLeads}
    ), daily as (
      insert into visit_counts_daily as t (day, language, ${leadColumns})
      select ${dayValue}, language, ${leadColumns} from counted where language is not null
      on conflict (day, language) do update set ${addLeads}
    ), by_source as (
      insert into visit_counts_by_source as t (period, start, source, medium, campaign,
                                               ${leadColumns})
      select period, start, source, medium, campaign, ${leadColumns}
      from counted cross join (values ('day', ${dayValue}), ('month', ${month}::date))
           as p(period, start)
      order by period
      on conflict (period, start, source, medium, campaign) do update set ${addLeads}
    ), by_page as (
      insert into visit_counts_by_page as t (period, start, path, language, ${leadColumns})
      select period, start, path, language, ${leadColumns}
      from counted cross join (values ('day', ${dayValue}), ('month', ${month}::date))
           as p(period, start)
      where path is not null and language is not null
      order by period
      on conflict (period, start, path, language) do update set ${addLeads}
    )
    -- One more write of the day's counts, for the closed days' copy (decision 082).
    insert into insights_writes as w (day, writes) values (${dayValue}, 1)
    on conflict (day) do update set writes = w.writes + 1`,
  ).execute(db);
}
