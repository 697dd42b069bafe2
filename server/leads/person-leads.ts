/**
 * The person a privacy request is about (decision 325): every lead with the request's e-mail
 * address (any letter case), and every lead whose phone is one of those leads' phones, compared
 * by its digits (as the duplicates are, server/inbox/lead-duplicates.ts: 10 digits or more, so
 * an empty or junk phone joins nobody). One step only: a lead found by phone does not bring in
 * the leads of its own e-mail address, which may be someone else's (a shared switchboard).
 * The list the officer confirms, the erasure and the access file of a privacy request
 * (server/privacy-requests/) are this one set.
 */
import type { PersonLead, PersonLeadMatch } from '@contract/inbox-api';
import { phoneDigitsExpression } from '@server/db/lead-index-expressions';
import type { DatabaseSchema } from '@server/db/schema';
import { dropLeadCreated, queueLeadDeleted, type WebhookOptions } from '@server/outbox/enqueue';
import { type Kysely, type RawBuilder, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

/** The phone's digits of `table`'s row, as the index leads_phone_digits is written. */
const digits = (table: string) => sql.raw(phoneDigitsExpression.replace('phone', `${table}.phone`));

/**
 * A query of the person's leads' ids with how each matched (`id`, `matched_by`), for an
 * address given as SQL (a value, or a column of an outer query).
 */
export function personLeadIds(address: RawBuilder<unknown>) {
  return sql`
    select by_email.id, 'email' as matched_by from leads by_email
    where lower(by_email.email) = lower(${address})
    union
    select by_phone.id, 'phone' as matched_by from leads by_phone
    where ${digits('by_phone')} in (
        select ${digits('own')} from leads own
        where lower(own.email) = lower(${address}) and length(${digits('own')}) >= 10)
      and lower(by_phone.email) <> lower(${address})`;
}

/** The person's leads, oldest first, each briefly, with its contact fields as they are. */
export async function findPersonLeads(db: Db, email: string): Promise<PersonLead[]> {
  const address = sql`${email.trim()}`;
  const { rows } = await sql<{
    id: string;
    created_at: Date | string;
    matched_by: PersonLeadMatch;
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    company: string | null;
    cnpj: string | null;
  }>`
    select leads.id, leads.created_at, person.matched_by, leads.first_name, leads.last_name,
      leads.email, leads.phone, leads.company, leads.cnpj
    from (${personLeadIds(address)}) person join leads on leads.id = person.id
    order by leads.created_at, leads.id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    matchedBy: row.matched_by,
    fields: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      cnpj: row.cnpj,
    },
  }));
}

/** Whether this lead is, right now, one of the person's. */
export async function isPersonLead(db: Db, email: string, leadId: string): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    select id from (${personLeadIds(sql`${email.trim()}`)}) person
    where id = ${leadId}::uuid`.execute(db);
  return rows.length > 0;
}

export interface PersonErasure {
  deleted: number;
  /** Listed but no longer the person's, or already gone. */
  skipped: number;
  /** The person's now but not listed: left for a second look. */
  unlisted: number;
}

/**
 * Erases exactly the listed leads that are still the person's, in one statement (so a lead
 * that joins or leaves the person meanwhile is either erased or not, never half): their
 * notifications and everything keyed to them go (the foreign keys' cascade; the creation
 * events by name, as the retention purge does), and with the webhook on a lead.deleted per
 * lead is queued for the CRM. Nothing else is erased; `unlisted` says what was left.
 * Run within the caller's transaction; on the embedded database the caller then rewrites the
 * files (rewriteErasedRows, decision 015).
 */
export async function deletePersonLeads(
  db: Db,
  email: string,
  listed: readonly string[],
  options: WebhookOptions,
): Promise<PersonErasure> {
  const address = sql`${email.trim()}`;
  const { rows } = await sql<{ deleted: number | string; unlisted: number | string }>`
    with person as (${personLeadIds(address)}),
    erasing as (
      select distinct id from person
      where id = any(${[...new Set(listed)]}::uuid[])
    ),
    notifications as (${dropLeadCreated('erasing')}),
    queued as (${queueLeadDeleted('erasing', options)}),
    erased as (delete from leads where id in (select id from erasing) returning id)
    select (select count(*) from erased) as deleted,
      (select count(distinct id) from person where id not in (select id from erasing)) as unlisted
    `.execute(db);
  const deleted = Number(rows[0]?.deleted ?? 0);
  return {
    deleted,
    skipped: new Set(listed).size - deleted,
    unlisted: Number(rows[0]?.unlisted ?? 0),
  };
}
