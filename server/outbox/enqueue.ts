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

export interface ErasureOptions {
  /** Queue lead.deleted for the webhook (LEADS_WEBHOOK_URL is set). */
  notifyWebhook: boolean;
}

/** A lead.created notification per wanted (lead, channel) whose lead is in `leads`, due now. */
export function queueLeadCreated(
  leads: string,
  wanted: readonly { leadId: string; channel: NotificationChannel }[],
) {
  return sql`
      insert into outbox (lead_id, channel)
      select lead_id, channel
      from unnest(${wanted.map((row) => row.leadId)}::uuid[],
                  ${wanted.map((row) => row.channel)}::text[]) as wanted(lead_id, channel)
      where lead_id in (select id from ${sql.table(leads)})`;
}

/**
 * With the webhook on, a lead.deleted per lead in `leads`, for the CRM to erase its copy too;
 * the event holds the lead's id only and outlives the lead (migration 0006). The statement
 * sees the outbox as it was before it: one of the leads' creation events may be on its way to
 * the CRM right now (leased by a worker), so the deletion event waits until that lease has run
 * out, and the CRM cannot get lead.deleted before lead.created.
 */
export function queueLeadDeleted(leads: string, { notifyWebhook }: ErasureOptions) {
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
