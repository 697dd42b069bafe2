/**
 * The leads as the sales inbox sees them: the filtered list (newest first, keyset pages), the
 * filtered export, one lead with who last changed its status, and the status change itself,
 * which only applies to the version of the lead the person saw.
 */

import {
  type InboxLead,
  type LeadFilter,
  type LeadStatus,
  type LeadSummary,
  leadsPerPage,
} from '@contract/inbox-api';
import type { AuditActor } from '@server/audit/audit-log';
import { recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema, LeadRow } from '@server/db/schema';
import { type Lead, leadFromRow } from '@server/leads/lead';
import { type Kysely, sql } from 'kysely';
import { encodeCursor, type LeadPosition } from './lead-cursor';
import { applyLeadFilter } from './lead-filter';

type Db = Kysely<DatabaseSchema>;

function summaryFromRow(row: LeadRow): LeadSummary {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    language: row.language,
    status: row.status,
    version: row.version,
    source: row.attribution_source,
    campaign: row.attribution_campaign,
    company: row.company,
  };
}

function filteredPage(db: Db, filter: LeadFilter, after: LeadPosition | undefined, size: number) {
  let query = applyLeadFilter(db.selectFrom('leads').selectAll(), filter)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size);
  if (after) {
    query = query.where(sql<boolean>`(created_at, id) < (${after.createdAt}, ${after.id}::uuid)`);
  }
  return query.execute();
}

/** One page of the list; nextCursor is null when this page is the last. */
export async function listInboxLeads(db: Db, filter: LeadFilter, after?: LeadPosition) {
  const rows = await filteredPage(db, filter, after, leadsPerPage + 1);
  const page = rows.slice(0, leadsPerPage);
  const last = page[page.length - 1];
  return {
    leads: page.map(summaryFromRow),
    nextCursor:
      rows.length > leadsPerPage && last
        ? encodeCursor({ createdAt: new Date(last.created_at), id: last.id })
        : null,
  };
}

/** Every lead the filter matches, newest first, a page at a time (for the streamed export). */
export async function* iterateFilteredLeads(db: Db, filter: LeadFilter): AsyncGenerator<Lead> {
  const pageSize = 500;
  let after: LeadPosition | undefined;
  for (;;) {
    const rows = await filteredPage(db, filter, after, pageSize);
    yield* rows.map(leadFromRow);
    const last = rows[rows.length - 1];
    if (!last || rows.length < pageSize) return;
    after = { createdAt: new Date(last.created_at), id: last.id };
  }
}

export async function findInboxLead(db: Db, id: string): Promise<InboxLead | undefined> {
  const row = await db
    .selectFrom('leads')
    .leftJoin('users', 'users.id', 'leads.status_changed_by')
    .selectAll('leads')
    .select(['users.email as changed_by_email', 'users.name as changed_by_name'])
    .where('leads.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...summaryFromRow(row),
    message: row.message,
    subject: row.subject,
    page: row.page,
    cnpj: row.cnpj,
    legalBasis: row.legal_basis,
    privacyNoticeVersion: row.privacy_notice_version,
    attribution: leadFromRow(row).attribution,
    statusChangedAt: row.status_changed_at && new Date(row.status_changed_at).toISOString(),
    statusChangedBy:
      row.status_changed_by && row.changed_by_email
        ? { id: row.status_changed_by, email: row.changed_by_email, name: row.changed_by_name }
        : null,
  };
}

export type StatusChangeResult =
  | { outcome: 'changed'; lead: InboxLead }
  /** Someone changed the lead since `version`: here it is as it is now. */
  | { outcome: 'conflict'; lead: InboxLead }
  | { outcome: 'not-found' };

/**
 * Sets the status if the lead is still at `version` (optimistic concurrency: two people
 * changing one lead at once never overwrite each other silently), and logs who did it.
 */
export async function changeLeadStatus(
  db: Db,
  {
    id,
    status,
    version,
    actor,
  }: { id: string; status: LeadStatus; version: number; actor: AuditActor },
): Promise<StatusChangeResult> {
  const changed = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('leads')
      .select(['status', 'version'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current || current.version !== version) return false;
    await trx
      .updateTable('leads')
      .set({
        status,
        version: current.version + 1,
        status_changed_at: sql`date_trunc('milliseconds', now())`,
        status_changed_by: actor.id,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'status_changed',
      leadId: id,
      details: { from: current.status, to: status },
    });
    return true;
  });
  const lead = await findInboxLead(db, id);
  if (!lead) return { outcome: 'not-found' };
  return { outcome: changed ? 'changed' : 'conflict', lead };
}
