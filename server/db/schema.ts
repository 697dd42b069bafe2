/**
 * The tables as Kysely sees them. Changing a table means a new migration in ./migrations
 * and an update here; the two are checked against each other by the integration tests.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export type LeadLanguage = 'pt' | 'en';

/** A sales lead: what the visitor typed, where they typed it and when. Nothing else. */
export interface LeadsTable {
  id: string;
  created_at: Generated<Date>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  subject: string;
  language: LeadLanguage | null;
  /** Path of the page the form was on, e.g. /en/contact. */
  page: string | null;
  /** The client's Idempotency-Key, so a retried send finds the lead it already created. */
  idempotency_key: string | null;
}

export type NotificationChannel = 'email' | 'webhook';

/**
 * The transactional outbox: one row per lead and channel, written in the lead's transaction
 * and worked off by the outbox worker until delivered.
 */
export interface OutboxTable {
  lead_id: string;
  channel: NotificationChannel;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  /** Lease of the instance delivering it right now; expired leases are picked up again. */
  locked_until: Date | null;
  last_error: string | null;
  delivered_at: Date | null;
}

export interface DatabaseSchema {
  leads: LeadsTable;
  outbox: OutboxTable;
}

export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
