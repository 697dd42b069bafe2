/**
 * Who works each lead: assigning, reassigning and unassigning it (one versioned change, in
 * the audit log), the team it can go to, and the turn (round-robin) that gives each new lead
 * to the account among those taking leads that was given one longest ago.
 */
import type { InboxAccount } from '@contract/inbox-api';
import { markGivenALead, setTakesLeads as setAccountTakesLeads } from '@server/accounts/users';
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';
import type { FollowUpClock } from './follow-up-clock';
import { changeLead, type LeadChangeResult } from './inbox-leads';

type Db = Kysely<DatabaseSchema>;

const emailOf = async (db: Db, id: string | null) =>
  id
    ? ((await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst())
        ?.email ?? null)
    : null;

const isDeactivated = async (db: Db, id: string) =>
  Boolean(
    (await db.selectFrom('users').select('deactivated_at').where('id', '=', id).executeTakeFirst())
      ?.deactivated_at,
  );

export type OwnerChangeResult = LeadChangeResult | { outcome: 'no-such-account' };

/** Gives the lead to `ownerId` (null: nobody) at `version`; the owner it has is no change. */
export async function changeLeadOwner(
  db: Db,
  {
    id,
    ownerId,
    version,
    actor,
    clock,
  }: {
    id: string;
    ownerId: string | null;
    version: number;
    actor: AuditActor;
    clock: FollowUpClock;
  },
): Promise<OwnerChangeResult> {
  const to = await emailOf(db, ownerId);
  if (ownerId && !to) return { outcome: 'no-such-account' };
  if (ownerId && (await isDeactivated(db, ownerId))) return { outcome: 'no-such-account' };
  return changeLead(db, {
    id,
    version,
    clock,
    edit: async (trx, current) => {
      if (current.owner_id === ownerId) return false;
      await trx.updateTable('leads').set({ owner_id: ownerId }).where('id', '=', id).execute();
      await recordAudit(trx, {
        actor,
        action: 'owner_changed',
        leadId: id,
        details: { from: await emailOf(trx, current.owner_id), to },
      });
      return true;
    },
  });
}

export async function listAccounts(db: Db): Promise<InboxAccount[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'takes_leads'])
    // A deactivated account is given no lead (decision 375).
    .where('deactivated_at', 'is', null)
    .orderBy(sql`lower(coalesce(name, email))`)
    .execute();
  return rows.map(({ takes_leads, ...account }) => ({ ...account, takesLeads: takes_leads }));
}

/** The account joins (or leaves) the turn of new leads; logged. */
export async function setTakesLeads(db: Db, actor: AuditActor, takesLeads: boolean) {
  return db.transaction().execute(async (trx) => {
    const row = await setAccountTakesLeads(trx, actor.id, takesLeads);
    await recordAudit(trx, { actor, action: 'takes_leads_changed', details: { takesLeads } });
    const { takes_leads, ...account } = row;
    return { ...account, takesLeads: takes_leads } satisfies InboxAccount;
  });
}

/**
 * Gives each of these new leads, oldest first, to the next account in the turn: the one
 * taking leads that was given one longest ago (never given one: first; then by e-mail). The
 * chosen account's row is locked, so two instances assigning at once take turns too. Nothing
 * happens while no account takes leads.
 */
export async function assignInTurn(db: Db, leadIds: readonly string[]) {
  if (leadIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const leadId of leadIds) {
      const next = await trx
        .selectFrom('users')
        .select(['id', 'email'])
        .where('takes_leads', '=', true)
        .orderBy(sql`last_assigned_at asc nulls first`)
        .orderBy('email')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (!next) return;
      const assigned = await trx
        .updateTable('leads')
        .set({ owner_id: next.id })
        .where('id', '=', leadId)
        .where('owner_id', 'is', null)
        .executeTakeFirst();
      if (Number(assigned.numUpdatedRows) === 0) continue;
      await markGivenALead(trx, next.id);
      await recordAudit(trx, {
        actor: null,
        action: 'owner_changed',
        leadId,
        details: { from: null, to: next.email, roundRobin: true },
      });
    }
  });
}
