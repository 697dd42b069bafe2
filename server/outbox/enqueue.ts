/**
 * Every write that puts a notification in the outbox or takes one out, but the worker's own
 * marks (outbox-repository.ts): this folder is the outbox table's one writer
 * (docs/architecture.md, "Who writes each table"). A lead and its notifications change in one
 * statement (decisions 005 and 024), so storing, erasing and purging leads take the outbox's
 * part as a statement to run in their own WITH, under a name of their choosing; `leads` names
 * the WITH part of theirs that holds the leads' ids (`id`).
 */
import type { DatabaseSchema, NotificationChannel, OutboxTable } from '@server/db/schema';
import { type Kysely, type Selectable, sql } from 'kysely';

export interface WebhookOptions {
  /** Queue lead.deleted for the webhook (LEADS_WEBHOOK_URL is set). */
  notifyWebhook: boolean;
}

/**
 * A lead.created notification per wanted (lead, channel) whose lead is in `leads`, due now;
 * one `held` (a lead the spam screen filed) is kept as skipped for 'spam' until "Not spam".
 */
export function queueLeadCreated(
  leads: string,
  wanted: readonly { leadId: string; channel: NotificationChannel; held?: boolean }[],
) {
  return sql`
      insert into outbox (lead_id, channel, delivered_at, skipped)
      select lead_id, channel, case when held then now() end, case when held then 'spam' end
      from unnest(${wanted.map((row) => row.leadId)}::uuid[],
                  ${wanted.map((row) => row.channel)}::text[],
                  ${wanted.map((row) => row.held === true)}::boolean[]) as wanted(lead_id, channel, held)
      where lead_id in (select id from ${sql.table(leads)})`;
}

/**
 * A lead.overdue row per chat channel for each lead still new that arrived in [since, before):
 * once per lead and channel, whoever queues it (the outbox's key). Answers how many.
 */
export async function queueLeadOverdue(
  db: Kysely<DatabaseSchema>,
  channels: readonly NotificationChannel[],
  { since, before }: { since: Date; before: Date },
) {
  const { rows } = await sql<{ lead_id: string }>`
    insert into outbox (lead_id, channel, event)
    select leads.id, wanted.channel, 'lead.overdue'
    from leads cross join unnest(${[...channels]}::text[]) as wanted(channel)
    where leads.status = 'new' and leads.created_at < ${before} and leads.created_at >= ${since}
    on conflict do nothing
    returning lead_id`.execute(db);
  return rows.length;
}

/**
 * "Mark as spam": the lead's lead.created notifications not yet sent are held, as skipped for
 * 'spam', so no worker takes them; one being sent right now (leased) or refused for good is
 * left as it is. Answers how many were held.
 */
export async function holdLeadCreated(trx: Kysely<DatabaseSchema>, leadId: string) {
  const held = await trx
    .updateTable('outbox')
    .set({ delivered_at: sql`now()`, skipped: 'spam' })
    .where('lead_id', '=', leadId)
    .where('event', '=', 'lead.created')
    .where('delivered_at', 'is', null)
    .where('failed_for_good', '=', false)
    .where((eb) =>
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]),
    )
    .executeTakeFirst();
  return Number(held.numUpdatedRows);
}

/** "Not spam": the held notifications queued again, due now. Answers how many. */
export async function releaseHeldLeadCreated(trx: Kysely<DatabaseSchema>, leadId: string) {
  const released = await trx
    .updateTable('outbox')
    .set({ delivered_at: null, skipped: null, next_attempt_at: sql`now()`, locked_until: null })
    .where('lead_id', '=', leadId)
    .where('event', '=', 'lead.created')
    .where('skipped', '=', 'spam')
    .executeTakeFirst();
  return Number(released.numUpdatedRows);
}

/**
 * With the webhook on, a lead.deleted per lead in `leads`, for the CRM to erase its copy too;
 * the event holds the lead's id only and outlives the lead (migration 0006). The statement
 * sees the outbox as it was before it: one of the leads' creation events may be on its way to
 * the CRM right now (leased by a worker), so the deletion event waits until that lease has run
 * out, and the CRM cannot get lead.deleted before lead.created.
 */
export function queueLeadDeleted(leads: string, { notifyWebhook }: WebhookOptions) {
  return sql`
      insert into outbox (lead_id, channel, event, next_attempt_at)
      select erased.id, 'webhook', 'lead.deleted', greatest(now(), leased.until)
      from ${sql.table(leads)} as erased left join (
        select lead_id, max(locked_until) as until from outbox
        where lead_id in (select id from ${sql.table(leads)}) and channel = 'webhook'
          and event = 'lead.created' and delivered_at is null
        group by lead_id
      ) as leased on leased.lead_id = erased.id
      where ${notifyWebhook}
      on conflict do nothing`;
}

/**
 * With the webhook on, the lead's contact fields were corrected (decision 327): a lead.updated
 * for the webhook, when it has the lead's lead.created (sent or on its way). Due once a creation
 * event being sent right now has had its lease, so the receiver never hears of the change
 * before the lead. A later correction makes the row due again, whatever its state: a worker
 * sending it at this moment loaded the lead before the change, and its outcome is not recorded
 * (the row is no longer its lease, server/queue/queue-table.ts), so the latest fields go too.
 */
export function queueLeadUpdated(leadId: string, { notifyWebhook }: WebhookOptions) {
  return sql`
      insert into outbox (lead_id, channel, event, next_attempt_at)
      select created.lead_id, 'webhook', 'lead.updated', greatest(now(), created.locked_until)
      from outbox as created
      where ${notifyWebhook} and created.lead_id = ${leadId} and created.channel = 'webhook'
        and created.event = 'lead.created'
      on conflict (lead_id, channel, event) do update
        set next_attempt_at = greatest(now(), excluded.next_attempt_at), delivered_at = null,
            skipped = null, attempts = 0, last_error = null, failed_for_good = false,
            locked_until = null, locked_by = null`;
}

/** The leads' creation events, by name (not only through the foreign key's cascade). */
export function dropLeadCreated(leads: string) {
  return sql`
      delete from outbox where lead_id in (select id from ${sql.table(leads)})
        and event = 'lead.created'`;
}

export type SendAgainResult = Selectable<OutboxTable> | 'in-progress';

/**
 * "Send again": the lead's notification on `channel` goes back to the outbox as due now, its
 * attempts reset, for the worker of any instance to deliver; a lead stored before the channel
 * was configured gets its row now. Within the caller's transaction, which has checked the
 * lead; 'in-progress' while an instance holds the row's lease and is sending it.
 */
export async function sendAgain(
  trx: Kysely<DatabaseSchema>,
  { leadId, channel }: { leadId: string; channel: NotificationChannel },
): Promise<SendAgainResult> {
  const current = await trx
    .selectFrom('outbox')
    .select(sql<boolean>`locked_until is not null and locked_until > now()`.as('leased'))
    .where('lead_id', '=', leadId)
    .where('channel', '=', channel)
    .where('event', '=', 'lead.created')
    .forUpdate()
    .executeTakeFirst();
  if (current?.leased) return 'in-progress';
  const due = {
    attempts: 0,
    next_attempt_at: sql<Date>`now()`,
    delivered_at: null,
    last_error: null,
    skipped: null,
    locked_until: null,
    failed_for_good: false,
  };
  return trx
    .insertInto('outbox')
    .values({ lead_id: leadId, channel, event: 'lead.created', ...due })
    .onConflict((conflict) =>
      conflict
        .columns(['lead_id', 'channel', 'event'])
        .doUpdateSet((eb) => ({ ...due, resends: eb('outbox.resends', '+', 1) })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
