/**
 * A person's right to erasure: every lead with their e-mail address, in any letter case, is
 * deleted, and, when the webhook is on, a lead.deleted event per lead is queued in the same
 * statement (so in the same transaction), for the CRM to erase its copy too. The event holds
 * the lead's id only and outlives the lead (migration 0006); the lead's own pending
 * notifications go with it.
 */
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';

export interface ErasureOptions {
  /** Queue lead.deleted for the webhook (LEADS_WEBHOOK_URL is set). */
  notifyWebhook: boolean;
}

export async function deleteLeadsAndQueueDeletion(
  db: Kysely<DatabaseSchema>,
  email: string,
  { notifyWebhook }: ErasureOptions,
): Promise<number> {
  // The WITH parts all see the table as it was before the statement: `leased` still finds
  // the erased leads' creation events. One of them may be on its way to the CRM right now
  // (leased by a worker); the deletion event waits until that lease has run out, so the
  // CRM cannot get lead.deleted before lead.created.
  const { rows } = await sql<{ erased: number | string }>`
    with erased as (
      delete from leads where lower(email) = ${email.trim().toLowerCase()} returning id
    ), leased as (
      select lead_id, max(locked_until) as until from outbox
      where lead_id in (select id from erased) and channel = 'webhook'
        and event = 'lead.created' and delivered_at is null
      group by lead_id
    ), queued as (
      insert into outbox (lead_id, channel, event, next_attempt_at)
      select erased.id, 'webhook', 'lead.deleted', greatest(now(), leased.until)
      from erased left join leased on leased.lead_id = erased.id
      where ${notifyWebhook}
      on conflict do nothing
    )
    select count(*) as erased from erased`.execute(db);
  return Number(rows[0]?.erased ?? 0);
}
