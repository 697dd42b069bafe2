/**
 * Every read and write of leads. Storing a lead writes its outbox rows in the same
 * transaction, so a lead is never stored without its notifications nor notified without
 * being stored.
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type Lead, leadFromRow, type NewLead } from '../leads/lead';
import type { DatabaseSchema, NotificationChannel } from './schema';

type Db = Kysely<DatabaseSchema>;

export type StoreLeadResult =
  /** A new lead. */
  | { outcome: 'created'; id: string }
  /** The same request came again with its Idempotency-Key: the lead it created before. */
  | { outcome: 'replayed'; id: string }
  /** The Idempotency-Key was used before for a different lead. */
  | { outcome: 'key-reused' };

export interface StoreLeadOptions {
  idempotencyKey?: string;
  /** The notification channels that are configured: one outbox row each. */
  channels: readonly NotificationChannel[];
}

const sameLead = (a: NewLead, b: Lead) =>
  a.firstName === b.firstName &&
  a.lastName === b.lastName &&
  a.email === b.email &&
  a.phone === b.phone &&
  a.message === b.message &&
  a.subject === b.subject;

export function storeLead(db: Db, lead: NewLead, options: StoreLeadOptions) {
  return db.transaction().execute(async (trx): Promise<StoreLeadResult> => {
    // On a key already taken, PostgreSQL waits for the transaction that took it, so two
    // requests with one key at the same moment still make one lead.
    const inserted = await trx
      .insertInto('leads')
      .values({
        id: randomUUID(),
        first_name: lead.firstName,
        last_name: lead.lastName,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        subject: lead.subject,
        language: lead.language,
        page: lead.page,
        idempotency_key: options.idempotencyKey ?? null,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();

    if (inserted) {
      if (options.channels.length > 0) {
        await trx
          .insertInto('outbox')
          .values(options.channels.map((channel) => ({ lead_id: inserted.id, channel })))
          .execute();
      }
      return { outcome: 'created', id: inserted.id };
    }

    const existing = await trx
      .selectFrom('leads')
      .selectAll()
      .where('idempotency_key', '=', options.idempotencyKey ?? '')
      .executeTakeFirstOrThrow();
    return sameLead(lead, leadFromRow(existing))
      ? { outcome: 'replayed', id: existing.id }
      : { outcome: 'key-reused' };
  });
}

export interface LeadQuery {
  /** Only leads created at or after this time. */
  since?: Date;
  limit: number;
}

/** Newest first. */
export async function listLeads(db: Db, { since, limit }: LeadQuery): Promise<Lead[]> {
  let query = db
    .selectFrom('leads')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (since) query = query.where('created_at', '>=', since);
  return (await query.execute()).map(leadFromRow);
}

/**
 * Every lead (or every one since a time), newest first, fetched page by page so an export
 * of any size never holds the whole table in memory.
 */
export async function* iterateLeads(
  db: Db,
  { since, pageSize = 500 }: { since?: Date; pageSize?: number } = {},
): AsyncGenerator<Lead> {
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom('leads')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize);
    if (since) query = query.where('created_at', '>=', since);
    if (after) {
      const { createdAt, id } = after;
      query = query.where(sql<boolean>`(created_at, id) < (${createdAt}, ${id}::uuid)`);
    }
    const page = (await query.execute()).map(leadFromRow);
    yield* page;
    const last = page[page.length - 1];
    if (!last || page.length < pageSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

export async function findLead(db: Db, id: string): Promise<Lead | undefined> {
  const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  return row && leadFromRow(row);
}

/** A person's right to erasure: every lead with this e-mail address, in any letter case. */
export async function deleteLeadsByEmail(db: Db, email: string): Promise<number> {
  const result = await db
    .deleteFrom('leads')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
