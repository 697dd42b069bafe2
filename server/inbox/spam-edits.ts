/**
 * Into and out of the Spam folder, as edits of a lead already locked by its versioned change
 * (inbox-leads.ts changeLead): the status, what "Not spam" gives back, the lead's
 * notifications, and the audit log, in one transaction.
 *
 * Marking holds every notification of the new lead not yet sent (skipped as 'spam', so no
 * outbox worker takes it); "Not spam" queues exactly those again, due now. A notification
 * being sent at this very moment is not stopped: its instance records what really happened.
 * One refused for good stays as it is (it waits for "send again").
 */
import type { LeadStatus } from '@contract/inbox-api';
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import { holdLeadCreated, releaseHeldLeadCreated } from '@server/outbox/enqueue';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

const changedBy = (actor: AuditActor) => ({
  status_changed_at: sql<Date>`date_trunc('milliseconds', now())`,
  status_changed_by: actor.id,
});

/** Files the lead as spam; false when it is there already. */
export async function markSpam(
  trx: Db,
  { id, from, actor }: { id: string; from: LeadStatus; actor: AuditActor },
): Promise<boolean> {
  if (from === 'spam') return false;
  await trx
    .updateTable('leads')
    .set({
      status: 'spam',
      status_before_spam: from,
      spam_reasons: ['marked'],
      ...changedBy(actor),
    })
    .where('id', '=', id)
    .execute();
  const held = await holdLeadCreated(trx, id);
  await recordAudit(trx, {
    actor,
    action: 'spam_marked',
    leadId: id,
    details: { from, held },
  });
  return true;
}

/**
 * "Not spam": back to `to`, or the status it had before it was marked (new for a lead the
 * screen filed), its held notifications queued; false when it is not in the folder.
 */
export async function clearSpam(
  trx: Db,
  { id, from, to, actor }: { id: string; from: LeadStatus; to?: LeadStatus; actor: AuditActor },
): Promise<boolean> {
  if (from !== 'spam' || to === 'spam') return false;
  const before = await trx
    .selectFrom('leads')
    .select('status_before_spam')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const status = to ?? before.status_before_spam ?? 'new';
  await trx
    .updateTable('leads')
    .set({ status, status_before_spam: null, spam_reasons: null, ...changedBy(actor) })
    .where('id', '=', id)
    .execute();
  const released = await releaseHeldLeadCreated(trx, id);
  await recordAudit(trx, {
    actor,
    action: 'spam_cleared',
    leadId: id,
    details: { to: status, released },
  });
  return true;
}
