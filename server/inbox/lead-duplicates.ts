/**
 * The same person writing twice: a lead whose e-mail (any case) or phone digits match an
 * earlier lead's is a duplicate of the earliest of them. Found for a page of leads at once.
 */
import { phoneDigitsExpression } from '@server/db/lead-index-expressions';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

export interface EarlierLead {
  id: string;
  firstName: string;
  lastName: string;
}

const digits = (table: string) => sql.raw(phoneDigitsExpression.replace('phone', `${table}.phone`));

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
    cross join lateral (
      select e.id, e.first_name, e.last_name, e.created_at from leads e
      where lower(e.email) = lower(lead.email)
        and (e.created_at, e.id) < (lead.created_at, lead.id)
      union all
      select e.id, e.first_name, e.last_name, e.created_at from leads e
      where ${digits('e')} = ${digits('lead')}
        and length(${digits('lead')}) >= 10
        and (e.created_at, e.id) < (lead.created_at, lead.id)
      order by created_at, id
      limit 1
    ) earlier
    where lead.id in (${sql.join(ids.map((id) => sql`${id}::uuid`))})`.execute(db);
  return new Map(
    rows.map((row) => [
      row.lead_id,
      { id: row.id, firstName: row.first_name, lastName: row.last_name },
    ]),
  );
}
