/**
 * "Mark as spam" and "Not spam" from the inbox: one versioned change each (a person who saw an
 * older version of the lead gets it as it is now). A lead the screen filed that is not spam
 * after all joins the turn of new leads it skipped at arrival.
 */
import type { AuditActor } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import type { Kysely } from 'kysely';
import type { FollowUpClock } from './follow-up-clock';
import { changeLead, findInboxLead, type LeadChangeResult } from './inbox-leads';
import { assignInTurn } from './lead-owners';
import { clearSpam, markSpam } from './spam-edits';

export async function changeSpam(
  db: Kysely<DatabaseSchema>,
  {
    id,
    spam,
    version,
    actor,
    clock,
  }: { id: string; spam: boolean; version: number; actor: AuditActor; clock: FollowUpClock },
): Promise<LeadChangeResult> {
  let screenedAndUnassigned = false;
  const result = await changeLead(db, {
    id,
    version,
    clock,
    edit: async (trx, current) => {
      if (spam) return markSpam(trx, { id, from: current.status, actor });
      const reasons = await trx
        .selectFrom('leads')
        .select('spam_reasons')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      screenedAndUnassigned =
        current.owner_id === null && !(reasons.spam_reasons ?? ['marked']).includes('marked');
      return clearSpam(trx, { id, from: current.status, actor });
    },
  });
  if (result.outcome !== 'changed' || !screenedAndUnassigned) return result;
  await assignInTurn(db, [id]);
  const lead = await findInboxLead(db, id, clock);
  return lead ? { outcome: 'changed', lead } : { outcome: 'not-found' };
}
