/**
 * The leads as the sales inbox sees them: the filtered list (newest first, keyset pages), the
 * filtered export, one lead with who last changed its status, and the status change itself,
 * which only applies to the version of the lead the person saw.
 */

import {
  type InboxLead,
  type InboxUser,
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
type Owners = ReadonlyMap<string, InboxUser>;

/** The accounts that own these rows, by id (one query for a whole page). */
async function ownersOf(db: Db, rows: readonly LeadRow[]): Promise<Owners> {
  const ids = [...new Set(rows.flatMap((row) => (row.owner_id ? [row.owner_id] : [])))];
  if (ids.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(users.map((user) => [user.id, user]));
}

function summaryFromRow(row: LeadRow, owners: Owners): LeadSummary {
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
    owner: (row.owner_id && owners.get(row.owner_id)) || null,
  };
}

/** Who is looking: the views "Mine" and the like depend on it. */
export interface Viewer {
  id: string;
}

function filteredPage(
  db: Db,
  filter: LeadFilter,
  viewer: Viewer,
  after: LeadPosition | undefined,
  size: number,
) {
  let query = applyLeadFilter(db.selectFrom('leads').selectAll(), filter, viewer)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size);
  if (after) {
    query = query.where(sql<boolean>`(created_at, id) < (${after.createdAt}, ${after.id}::uuid)`);
  }
  return query.execute();
}

/** One page of the list; nextCursor is null when this page is the last. */
export async function listInboxLeads(
  db: Db,
  filter: LeadFilter,
  viewer: Viewer,
  after?: LeadPosition,
) {
  const rows = await filteredPage(db, filter, viewer, after, leadsPerPage + 1);
  const page = rows.slice(0, leadsPerPage);
  const last = page[page.length - 1];
  const owners = await ownersOf(db, page);
  return {
    leads: page.map((row) => summaryFromRow(row, owners)),
    nextCursor:
      rows.length > leadsPerPage && last
        ? encodeCursor({ createdAt: new Date(last.created_at), id: last.id })
        : null,
  };
}

/** Every lead the filter matches, newest first, a page at a time (for the streamed export). */
export async function* iterateFilteredLeads(
  db: Db,
  filter: LeadFilter,
  viewer: Viewer,
): AsyncGenerator<Lead> {
  const pageSize = 500;
  let after: LeadPosition | undefined;
  for (;;) {
    const rows = await filteredPage(db, filter, viewer, after, pageSize);
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
    ...summaryFromRow(row, await ownersOf(db, [row])),
    message: row.message,
    subject: row.subject,
    page: row.page,
    attribution: leadFromRow(row).attribution,
    statusChangedAt: row.status_changed_at && new Date(row.status_changed_at).toISOString(),
    statusChangedBy:
      row.status_changed_by && row.changed_by_email
        ? { id: row.status_changed_by, email: row.changed_by_email, name: row.changed_by_name }
        : null,
  };
}

export type LeadChangeResult =
  | { outcome: 'changed'; lead: InboxLead }
  /** Someone changed the lead since `version`: here it is as it is now. */
  | { outcome: 'conflict'; lead: InboxLead }
  | { outcome: 'not-found' };

/** What a change does to the lead as it is (locked); false when it changes nothing. */
export type LeadEdit = (trx: Db, current: Pick<LeadRow, 'status' | 'owner_id'>) => Promise<boolean>;

/**
 * A change the team makes, if the lead is still at `version` (optimistic concurrency: two
 * people changing one lead at once never overwrite each other silently). An edit that changes
 * nothing (the status it already has) is no change: no new version, nothing in the log.
 */
export async function changeLead(
  db: Db,
  { id, version, edit }: { id: string; version: number; edit: LeadEdit },
): Promise<LeadChangeResult> {
  const accepted = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('leads')
      .select(['status', 'owner_id', 'version'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current || current.version !== version) return false;
    if (await edit(trx, current)) {
      await trx
        .updateTable('leads')
        .set({ version: current.version + 1 })
        .where('id', '=', id)
        .execute();
    }
    return true;
  });
  const lead = await findInboxLead(db, id);
  if (!lead) return { outcome: 'not-found' };
  return { outcome: accepted ? 'changed' : 'conflict', lead };
}

/** Sets the status at `version`, and logs who did it; the status it has is no change. */
export function changeLeadStatus(
  db: Db,
  {
    id,
    status,
    version,
    actor,
  }: { id: string; status: LeadStatus; version: number; actor: AuditActor },
): Promise<LeadChangeResult> {
  return changeLead(db, {
    id,
    version,
    edit: async (trx, current) => {
      if (current.status === status) return false;
      await trx
        .updateTable('leads')
        .set({
          status,
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
    },
  });
}
