/**
 * The inbox's audit log: who did what, when. Entries name the account (its id and, kept
 * after it is removed, its e-mail), the action and the lead; their details never hold a
 * message body or a visitor's contact details (an erased person must not live on here).
 */

import type { AuditAction, AuditEntry } from '@contract/inbox-api';
import { auditEntriesPerPage } from '@contract/inbox-api';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditRecord {
  actor: AuditActor | null;
  action: AuditAction;
  leadId?: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Db, { actor, action, leadId, details = {} }: AuditRecord) {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? null,
      action,
      lead_id: leadId ?? null,
      details: JSON.stringify(details),
    })
    .execute();
}

export interface AuditFilter {
  /** Entries older than this id (the previous page's nextCursor). */
  before?: string;
  leadId?: string;
  action?: AuditAction;
  /** The account's e-mail, compared without case. */
  actor?: string;
}

/** Newest first, one page; nextCursor is the last entry's id when there may be more. */
export async function listAudit(db: Db, { before, leadId, action, actor }: AuditFilter) {
  // The lead's name is read from the lead, now: an erased person is gone from here too.
  let query = db
    .selectFrom('audit_log')
    .leftJoin('leads', 'leads.id', 'audit_log.lead_id')
    .selectAll('audit_log')
    .select(sql<string | null>`leads.first_name || ' ' || leads.last_name`.as('lead_name'))
    .orderBy('audit_log.id', 'desc')
    .limit(auditEntriesPerPage + 1);
  if (before) query = query.where('audit_log.id', '<', before);
  if (leadId) query = query.where('audit_log.lead_id', '=', leadId);
  if (action) query = query.where('audit_log.action', '=', action);
  if (actor) query = query.where(sql<string>`lower(actor_email)`, '=', actor.toLowerCase());
  const rows = await query.execute();
  const page = rows.slice(0, auditEntriesPerPage);
  const entries: AuditEntry[] = page.map((row) => ({
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    actor: row.actor_email,
    action: row.action as AuditAction,
    leadId: row.lead_id,
    leadName: row.lead_name,
    details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
  }));
  const last = page[page.length - 1];
  return {
    entries,
    nextCursor: rows.length > auditEntriesPerPage && last ? String(last.id) : null,
  };
}
