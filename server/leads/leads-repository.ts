/**
 * Every read and write of leads. Storing a lead writes its outbox rows in the same
 * statement (through the outbox's own queueLeadCreated), so a lead is never stored without
 * its notifications nor notified without being stored.
 */
import { randomUUID } from 'node:crypto';
import { type LeadField, leadFields } from '@contract/lead-fields';
import { preparedStatement } from '@server/db/postgres-prepared';
import { type DatabaseSchema, leadColumnNames, type NotificationChannel } from '@server/db/schema';
import { queueLeadCreated } from '@server/outbox/enqueue';
import { type Kysely, sql } from 'kysely';
import { type Lead, leadFromRow, leadValue, type NewLead } from './lead';

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
  /**
   * What the arrival screen found (server/spam): any reason files the lead in the Spam folder,
   * its notifications held (skipped as 'spam') until a person says "Not spam".
   */
  spamReasons?: readonly string[];
}

/** What the visitor typed: a retry with the same key is the same lead when these agree. */
const visitorFields = leadFields.filter((field) => field.filledBy === 'visitor');

const sameLead = (a: NewLead, b: Lead) =>
  visitorFields.every((field) => leadValue(a, field) === leadValue(b, field));

/** The columns a new lead's row is inserted with: every field the database does not fill. */
const insertedFields = leadFields.filter((field) => !('generated' in field && field.generated));

/** The PostgreSQL array type each field's values travel in. */
const arrayTypes: Record<LeadField['type'], string> = {
  uuid: 'uuid[]',
  timestamp: 'timestamptz[]',
  text: 'text[]',
  language: 'text[]',
};

const insertedColumns = sql.join(
  [...insertedFields.map((field) => field.column), 'idempotency_key', 'status', 'spam_reasons'].map(
    (column) => sql.ref(column),
  ),
);

const insertedColumnsButReasons = sql.join(
  [...insertedFields.map((field) => field.column), 'idempotency_key', 'status'].map((column) =>
    sql.ref(column),
  ),
);

/** A lead's screen reasons travel as one text each (unnest would flatten an array of arrays). */
const reasonsSeparator = ',';

export interface LeadToStore {
  lead: NewLead;
  options: StoreLeadOptions;
}

/**
 * Stores several leads in ONE statement (the group commit of lead-batcher.ts) and answers
 * each one's outcome, in order. The leads and their outbox rows are written by a single
 * INSERT with a data-modifying WITH, which PostgreSQL runs atomically: one round trip and one
 * commit for the whole batch. Idempotency holds within the batch and across batches and
 * instances: a key already taken, even by a transaction still running, makes no new lead.
 *
 * Each column (one per lead field, fixed for the life of the process) travels as one array
 * parameter (unnest), so the statement's text is the same whatever the batch size, and it
 * runs as a prepared statement: the database parses and plans it once per connection
 * (postgres-prepared.ts, pglite-statements.ts), not once per batch.
 */
export async function storeLeads(db: Db, batch: LeadToStore[]): Promise<StoreLeadResult[]> {
  const rows = batch.map(({ lead, options }) => {
    const id = randomUUID();
    const reasons = options.spamReasons ?? [];
    return {
      id,
      lead: { ...lead, id },
      idempotencyKey: options.idempotencyKey ?? null,
      spamReasons: reasons.length > 0 ? reasons.join(reasonsSeparator) : null,
    };
  });
  // Rows go in key order, so two batches holding the same keys lock them in the same order
  // and do not deadlock: unnest yields its arrays' elements in order, and the insert takes
  // them as they come (an ORDER BY to make sure of it cost a tenth of a commit on PGlite).
  // Should PostgreSQL ever find a deadlock here, it fails one batch, whose leads the batcher
  // then stores one by one. On a key already taken PostgreSQL waits for the transaction that
  // took it, so two requests with one key at the same moment make one lead.
  const ordered = [...rows].sort(byIdempotencyKey);
  const columnArrays = sql.join([
    ...insertedFields.map(
      (field) =>
        sql`${ordered.map((row) => leadValue(row.lead, field))}::${sql.raw(arrayTypes[field.type])}`,
    ),
    sql`${ordered.map((row) => row.idempotencyKey)}::text[]`,
    sql`${ordered.map((row) => (row.spamReasons ? 'spam' : 'new'))}::text[]`,
    sql`${ordered.map((row) => row.spamReasons)}::text[]`,
  ]);
  const outbox = batch.flatMap(({ options }, index) =>
    options.channels.map((channel) => ({
      leadId: rows[index]?.id ?? '',
      channel,
      held: (options.spamReasons?.length ?? 0) > 0,
    })),
  );

  // Outbox rows only for the leads really inserted (not for those whose key was taken).
  const { rows: inserted } = await preparedStatement(
    'store_leads',
    sql<{ id: string }>`
    with inserted as (
      insert into leads (${insertedColumns})
      select ${insertedColumnsButReasons}, string_to_array(spam_reasons, ${reasonsSeparator})
      from unnest(${columnArrays}) as batch(${insertedColumns})
      on conflict (idempotency_key) do nothing
      returning id
    ), queued as (${queueLeadCreated('inserted', outbox)})
    select id from inserted`,
  ).execute(db);
  const created = new Set(inserted.map((row) => row.id));

  // The others met a key already taken: the lead that holds it says what they are.
  const takenKeys = rows
    .filter((row) => !created.has(row.id))
    .map((row) => row.idempotencyKey ?? '');
  const holders = new Map(
    takenKeys.length === 0
      ? []
      : (
          await db
            .selectFrom('leads')
            .select(leadColumnNames)
            .where('idempotency_key', 'in', takenKeys)
            .execute()
        ).map((row) => [row.idempotency_key, leadFromRow(row)] as const),
  );

  return batch.map(({ lead, options }, index): StoreLeadResult => {
    const id = rows[index]?.id ?? '';
    if (created.has(id)) return { outcome: 'created', id };
    const holder = holders.get(options.idempotencyKey ?? null);
    if (!holder) throw new Error('a lead was neither stored nor found by its Idempotency-Key');
    return sameLead(lead, holder)
      ? { outcome: 'replayed', id: holder.id }
      : { outcome: 'key-reused' };
  });
}

function byIdempotencyKey(
  a: { idempotencyKey: string | null },
  b: { idempotencyKey: string | null },
) {
  const left = a.idempotencyKey ?? '';
  const right = b.idempotencyKey ?? '';
  return left < right ? -1 : left > right ? 1 : 0;
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
    .select(leadColumnNames)
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
      .select(leadColumnNames)
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
  const row = await db
    .selectFrom('leads')
    .select(leadColumnNames)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && leadFromRow(row);
}
