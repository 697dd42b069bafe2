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
  openLeadStatuses,
  type SpamReason,
  spamReasons,
} from '@contract/inbox-api';
import type { AuditActor } from '@server/audit/audit-log';
import { recordAudit } from '@server/audit/audit-log';
import { encodeCursor, type KeysetPosition } from '@server/db/keyset-cursor';
import { type DatabaseSchema, type LeadRow, leadColumnNames } from '@server/db/schema';
import { type Lead, leadFromRow } from '@server/leads/lead';
import { type Kysely, sql } from 'kysely';
import type { FollowUpClock } from './follow-up-clock';
import { type EarlierLead, earlierLeadsOf } from './lead-duplicates';
import { applyLeadFilter } from './lead-filter';
import { clearSpam, markSpam } from './spam-edits';

type Db = Kysely<DatabaseSchema>;
/** Where a page of the list ends: the last lead's arrival and id. */
type LeadPosition = KeysetPosition;
type Owners = ReadonlyMap<string, InboxUser>;
/** A lead's row, its next step's day as text (a date column read as such becomes a local Date). */
type InboxRow = LeadRow & { next_step_day: string | null };

/** Leads still being worked (lead-filter.ts says the same in SQL). */

/** Every column, and the next step's day as 'YYYY-MM-DD'. */
const nextStepDay = sql<string | null>`leads.next_step_on::text`.as('next_step_day');

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

function summaryFromRow(
  row: InboxRow,
  owners: Owners,
  clock: FollowUpClock,
  earlier: ReadonlyMap<string, EarlierLead>,
): LeadSummary {
  const createdAt = new Date(row.created_at);
  const respondBy = row.status === 'new' ? clock.respondBy(createdAt) : null;
  return {
    id: row.id,
    createdAt: createdAt.toISOString(),
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
    owner: (row.owner_id && owners.get(row.owner_id)) || null,
    nextStepOn: row.next_step_day,
    nextStep: row.next_step_day ? row.next_step : null,
    respondBy: respondBy?.toISOString() ?? null,
    overdue:
      (respondBy !== null && respondBy <= clock.now) ||
      (row.next_step_day !== null &&
        row.next_step_day < clock.today &&
        openLeadStatuses.includes(row.status)),
    duplicateOf: earlier.get(row.id) ?? null,
    spamReasons: row.status === 'spam' ? spamReasonsOf(row.spam_reasons) : null,
    unread: row.first_opened_at === null,
  };
}

/** The stored reasons the contract knows; a spam lead without any was marked by a person. */
function spamReasonsOf(stored: readonly string[] | null): SpamReason[] {
  const known = (stored ?? []).filter((reason): reason is SpamReason =>
    (spamReasons as readonly string[]).includes(reason),
  );
  return known.length > 0 ? known : ['marked'];
}

/** Its page was opened: read from now on, for every account. */
export async function markOpened(db: Db, id: string) {
  await db
    .updateTable('leads')
    .set({ first_opened_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('first_opened_at', 'is', null)
    .execute();
}

type Neighbour = { id: string; firstName: string; lastName: string };

/**
 * The leads just before (newer) and after (older) this one in the view the filter makes,
 * newest first as the list: two one-row keyset queries the list's indexes serve.
 */
export async function neighboursOf(db: Db, id: string, filter: LeadFilter, viewer: Viewer) {
  const lead = await db
    .selectFrom('leads')
    .select(['created_at', 'id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!lead) return undefined;
  const position = sql`(${new Date(lead.created_at)}::timestamptz, ${lead.id}::uuid)`;
  const one = async (newer: boolean): Promise<Neighbour | null> => {
    const direction = newer ? 'asc' : 'desc';
    const row = await applyLeadFilter(
      db.selectFrom('leads').select(['id', 'first_name', 'last_name']),
      filter,
      viewer,
    )
      .where(
        newer
          ? sql<boolean>`(created_at, id) > ${position}`
          : sql<boolean>`(created_at, id) < ${position}`,
      )
      .orderBy('created_at', direction)
      .orderBy('id', direction)
      .limit(1)
      .executeTakeFirst();
    return row ? { id: row.id, firstName: row.first_name, lastName: row.last_name } : null;
  };
  const [previous, next] = await Promise.all([one(true), one(false)]);
  return { previous, next };
}

/** Who is looking, and when: the views "Mine", "Due today" and "Overdue" depend on it. */
export interface Viewer {
  id: string;
  clock: FollowUpClock;
}

function filteredPage(
  db: Db,
  filter: LeadFilter,
  viewer: Viewer,
  after: LeadPosition | undefined,
  size: number,
) {
  let query = applyLeadFilter(
    db.selectFrom('leads').select(leadColumnNames).select(nextStepDay),
    filter,
    viewer,
  )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size);
  if (after) {
    query = query.where(sql<boolean>`(created_at, id) < (${after.at}, ${after.id}::uuid)`);
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
  const [owners, earlier] = await Promise.all([
    ownersOf(db, page),
    earlierLeadsOf(
      db,
      page.map((row) => row.id),
    ),
  ]);
  return {
    leads: page.map((row) => summaryFromRow(row, owners, viewer.clock, earlier)),
    nextCursor:
      rows.length > leadsPerPage && last
        ? encodeCursor({ at: new Date(last.created_at), id: last.id })
        : null,
  };
}

/** The team's work on a lead, as the export shows it. */
export interface LeadWork {
  status: LeadStatus;
  ownerEmail: string | null;
  nextStepOn: string | null;
  nextStep: string | null;
  notes: number;
  /** The id of the same person's earliest lead before this one. */
  duplicateOf: string | null;
}

/** How many notes each of these leads has (one query for a page). */
async function noteCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('lead_notes')
    .select(['lead_id', sql<string>`count(*)`.as('notes')])
    .where('lead_id', 'in', ids)
    .groupBy('lead_id')
    .execute();
  return new Map(rows.map((row) => [row.lead_id, Number(row.notes)]));
}

/**
 * Every lead the filter matches, newest first, a page at a time (for the streamed export),
 * with the team's work on it.
 */
export async function* iterateFilteredLeads(
  db: Db,
  filter: LeadFilter,
  viewer: Viewer,
): AsyncGenerator<Lead & { work: LeadWork }> {
  const pageSize = 500;
  let after: LeadPosition | undefined;
  for (;;) {
    const rows = await filteredPage(db, filter, viewer, after, pageSize);
    const ids = rows.map((row) => row.id);
    const [owners, notes, earlier] = await Promise.all([
      ownersOf(db, rows),
      noteCounts(db, ids),
      earlierLeadsOf(db, ids),
    ]);
    yield* rows.map((row) => ({
      ...leadFromRow(row),
      work: {
        status: row.status,
        ownerEmail: (row.owner_id && owners.get(row.owner_id)?.email) || null,
        nextStepOn: row.next_step_day,
        nextStep: row.next_step_day ? row.next_step : null,
        notes: notes.get(row.id) ?? 0,
        duplicateOf: earlier.get(row.id)?.id ?? null,
      },
    }));
    const last = rows[rows.length - 1];
    if (!last || rows.length < pageSize) return;
    after = { at: new Date(last.created_at), id: last.id };
  }
}

export async function findInboxLead(
  db: Db,
  id: string,
  clock: FollowUpClock,
): Promise<InboxLead | undefined> {
  const row = await db
    .selectFrom('leads')
    .leftJoin('users', 'users.id', 'leads.status_changed_by')
    .select(leadColumnNames.map((column) => `leads.${column}` as const))
    .select(nextStepDay)
    .select(['users.email as changed_by_email', 'users.name as changed_by_name'])
    .where('leads.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...summaryFromRow(row, await ownersOf(db, [row]), clock, await earlierLeadsOf(db, [row.id])),
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

export type LeadChangeResult =
  | { outcome: 'changed'; lead: InboxLead }
  /** Someone changed the lead since `version`: here it is as it is now. */
  | { outcome: 'conflict'; lead: InboxLead }
  | { outcome: 'not-found' };

/** What a change does to the lead as it is (locked); false when it changes nothing. */
export type LeadEdit = (
  trx: Db,
  current: Pick<LeadRow, 'status' | 'owner_id' | 'next_step'> & { next_step_on: string | null },
) => Promise<boolean>;

/**
 * A change the team makes, if the lead is still at `version` (optimistic concurrency: two
 * people changing one lead at once never overwrite each other silently). An edit that changes
 * nothing (the status it already has) is no change: no new version, nothing in the log.
 */
export async function changeLead(
  db: Db,
  {
    id,
    version,
    edit,
    clock,
  }: { id: string; version: number; edit: LeadEdit; clock: FollowUpClock },
): Promise<LeadChangeResult> {
  const accepted = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('leads')
      .select(['status', 'owner_id', 'version', 'next_step'])
      .select(sql<string | null>`next_step_on::text`.as('next_step_on'))
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
  const lead = await findInboxLead(db, id, clock);
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
    clock,
  }: {
    id: string;
    status: LeadStatus;
    version: number;
    actor: AuditActor;
    clock: FollowUpClock;
  },
): Promise<LeadChangeResult> {
  return changeLead(db, {
    id,
    version,
    clock,
    edit: async (trx, current) => {
      if (current.status === status) return false;
      // Into or out of the Spam folder is more than a status: its notifications go with it.
      if (status === 'spam') return markSpam(trx, { id, from: current.status, actor });
      if (current.status === 'spam') {
        return clearSpam(trx, { id, from: current.status, to: status, actor });
      }
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
