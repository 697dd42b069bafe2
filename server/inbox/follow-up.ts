/**
 * Follow-up: the lead's next step, a day and a short text, one versioned change in the audit
 * log (what is due and what is late: follow-up-clock.ts).
 */
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import type { Kysely } from 'kysely';
import type { FollowUpClock } from './follow-up-clock';
import { changeLead, type LeadChangeResult } from './inbox-leads';

type Db = Kysely<DatabaseSchema>;

/** Sets (or clears, `on: null`) the next step at `version`; logged with its day, never its text. */
export function setNextStep(
  db: Db,
  {
    id,
    on,
    text,
    version,
    actor,
    clock,
  }: {
    id: string;
    on: string | null;
    text: string | null;
    version: number;
    actor: AuditActor;
    clock: FollowUpClock;
  },
): Promise<LeadChangeResult> {
  const step = on
    ? { next_step_on: on, next_step: text || null }
    : { next_step_on: null, next_step: null };
  return changeLead(db, {
    id,
    version,
    clock,
    edit: async (trx, current) => {
      if (current.next_step_on === step.next_step_on && current.next_step === step.next_step) {
        return false;
      }
      await trx.updateTable('leads').set(step).where('id', '=', id).execute();
      await recordAudit(trx, {
        actor,
        action: 'next_step_changed',
        leadId: id,
        details: { from: current.next_step_on, to: step.next_step_on },
      });
      return true;
    },
  });
}
