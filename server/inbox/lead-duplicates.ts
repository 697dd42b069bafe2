/**
 * The same person writing twice: a lead whose e-mail (any case) or phone digits match an
 * earlier lead's is a duplicate of the earliest of them. Found for a page of leads at once,
 * and for counting people: the "new" counts count each person once (decision 280).
 */
import { phoneDigitsExpression } from '@server/db/lead-index-expressions';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

export interface EarlierLead {
  id: string;
  firstName: string;
  lastName: string;
}

const digits = (table: string) => sql.raw(phoneDigitsExpression.replace('phone', `${table}.phone`));

/**
 * The leads (as `e`, with id, names and created_at) the lead `lead` duplicates, earliest
 * first, for `limit 1`: the one duplicateOf names.
 */
const earlierOfSamePerson = sql`
  select e.id, e.first_name, e.last_name, e.created_at from leads e
  where lower(e.email) = lower(lead.email)
    and (e.created_at, e.id) < (lead.created_at, lead.id)
  union all
  select e.id, e.first_name, e.last_name, e.created_at from leads e
  where ${digits('e')} = ${digits('lead')}
    and length(${digits('lead')}) >= 10
    and (e.created_at, e.id) < (lead.created_at, lead.id)
  order by created_at, id
  limit 1`;

/** For each of these leads that has one, its person's earliest lead before it. */
export async function earlierLeadsOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, EarlierLead>();
  const { rows } = await sql<{
    lead_id: string;
    id: string;
    first_name: string;
    last_name: string;
  }>`
    select lead.id as lead_id, earlier.id, earlier.first_name, earlier.last_name
    from leads lead
    cross join lateral (${earlierOfSamePerson}) earlier
    where lead.id in (${sql.join(ids.map((id) => sql`${id}::uuid`))})`.execute(db);
  return new Map(
    rows.map((row) => [
      row.lead_id,
      { id: row.id, firstName: row.first_name, lastName: row.last_name },
    ]),
  );
}

// biome-ignore lint/complexity/noBannedTypes: a query of leads, whatever it selects so far
type LeadsQuery = SelectQueryBuilder<DatabaseSchema, 'leads', {}>;

/**
 * The selected leads (as `lead`), each with its person (`person`): the lead its duplicateOf
 * names, or itself. Two leads of one person have one person, even when the lead that joins
 * them (the person's first) is not among those selected.
 */
export const leadsWithTheirPerson = (db: Db, leads: LeadsQuery) =>
  db
    .selectFrom(leads.selectAll().as('lead'))
    .select(['lead.id', 'lead.first_name', 'lead.last_name', 'lead.company', 'lead.created_at'])
    .select(
      sql<string>`coalesce((select earlier.id from (${earlierOfSamePerson}) earlier), lead.id)`.as(
        'person',
      ),
    );

/** How many people the selected leads are. */
export async function countPeople(db: Db, leads: LeadsQuery): Promise<number> {
  const row = await db
    .selectFrom(leadsWithTheirPerson(db, leads).as('counted'))
    .select(sql<string>`count(distinct person)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
