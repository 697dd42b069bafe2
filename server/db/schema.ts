/**
 * The tables as Kysely sees them. Changing a table means a new migration in ./migrations
 * and an update here (for leads: in the field definitions); the integration tests check the
 * two against each other.
 */

import type { Language } from '@contract/languages';
import type { LeadField, LeadFieldValue } from '@contract/lead-fields';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** One column per lead field (contract/lead-fields.ts), typed by its definition. */
type LeadColumns = {
  [F in LeadField as F['column']]: F extends { generated: true }
    ? Generated<LeadFieldValue<F>>
    : LeadFieldValue<F>;
};

/** A sales lead: its fields, and the client's key for retries. Nothing else. */
export interface LeadsTable extends LeadColumns {
  /** The client's Idempotency-Key, so a retried send finds the lead it already created. */
  idempotency_key: string | null;
  /** The sales team's work on it (migration 0005). */
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** Grows by one with every change the team makes: their optimistic concurrency check. */
  version: ColumnType<number, number | undefined, number>;
  status_changed_at: Date | null;
  status_changed_by: string | null;
  /** The inbox account working it, null when nobody is (migration 0020). */
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The next step's day ('YYYY-MM-DD', read as `next_step_on::text`) and text (migration 0021). */
  next_step_on: ColumnType<string | null, string | null | undefined, string | null>;
  next_step: ColumnType<string | null, string | null | undefined, string | null>;
  /** When an inbox account first opened its page; null: unread (migration 0052). */
  first_opened_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Why it is in the Spam folder: the screen's reasons, or 'marked' (migration 0050). */
  spam_reasons: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  /** The status it had when marked as spam: "Not spam" gives it back. */
  status_before_spam: ColumnType<
    LeadStatus | null,
    LeadStatus | null | undefined,
    LeadStatus | null
  >;
}

export type LeadStatus = 'new' | 'contacted' | 'qualified' | 'won' | 'lost' | 'spam';

/**
 * The team's e-mail, the webhook, the confirmation to the visitor (migration 0007), and the
 * CRMs (migration 0045).
 */
export type NotificationChannel =
  | 'email'
  | 'webhook'
  | 'auto_reply'
  | 'rd_station'
  | 'hubspot'
  | 'pipedrive'
  /** Chat alerts (migration 0065). */
  | 'slack'
  | 'teams';

/**
 * What a notification tells: a new lead, that a lead was erased (its id only), or that a lead
 * passed its first-response limit still new (chat alerts, migration 0065).
 */
export type OutboxEvent = 'lead.created' | 'lead.deleted' | 'lead.overdue';

/**
 * The transactional outbox: one row per lead, channel and event, written in the transaction
 * that stores (or erases) the lead and worked off by the outbox worker until delivered.
 */
export interface OutboxTable {
  /** No foreign key: a lead.deleted row outlives its lead. */
  lead_id: string;
  channel: NotificationChannel;
  event: ColumnType<OutboxEvent, OutboxEvent | undefined, OutboxEvent>;
  /** The lead's id on every row but lead.deleted (erasing the lead deletes the row), else null. */
  created_lead_id: ColumnType<string | null, never, never>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  /** Lease of the instance delivering it right now; expired leases are picked up again. */
  locked_until: Date | null;
  last_error: string | null;
  delivered_at: Date | null;
  /** Why it was deliberately not sent (migration 0010); delivered_at says when it was decided. */
  skipped: string | null;
  /** Times the team asked to send it again (migration 0012). */
  resends: ColumnType<number, number | undefined, number>;
  /** The other side refused it (4xx): not tried again until "send again" (migration 0045). */
  failed_for_good: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A member of the sales team who signs in to the inbox. */
export interface UsersTable {
  id: string;
  email: string;
  name: string | null;
  /** argon2id, PHC string. */
  password_hash: string;
  created_at: Generated<Date>;
  last_sign_in_at: Date | null;
  /** Keyed hashes of the networks it last signed in from, newest first (migration 0011). */
  sign_in_networks: ColumnType<string[], string[] | undefined, string[]>;
  /** Given new leads in turn (round-robin) while set (migration 0020). */
  takes_leads: ColumnType<boolean, boolean | undefined, boolean>;
  last_assigned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The language of its morning digest (migration 0065). */
  language: ColumnType<Language, Language | undefined, Language>;
}

/** A signed-in browser. The cookie holds the token; only its SHA-256 is stored. */
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}

/**
 * Sign-in attempts of the last minutes that did not succeed (or are being checked right now),
 * by keyed hash of the account typed and of the client's network (migration 0011).
 */
export interface SignInFailuresTable {
  id: Generated<string>;
  at: Generated<Date>;
  account_key: string;
  network_key: string;
}

/** Who did what and when in the inbox. Never a message body or a visitor's details. */
export interface AuditLogTable {
  id: Generated<string>;
  at: Generated<Date>;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  lead_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface LeadNotesTable {
  id: string;
  lead_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: Generated<Date>;
  /** Last corrected by its author (migration 0051), null when never. */
  edited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** What every visit-count table counts (migration 0002, decision 080). */
export interface VisitCounters {
  views: ColumnType<number, number | undefined, number>;
  /** Visits that started on this row (their first event). */
  visits: ColumnType<number, number | undefined, number>;
  /** Visitors whose first event of the day is on this row, so rows add up to daily uniques. */
  visitors: ColumnType<number, number | undefined, number>;
  module_opened: ColumnType<number, number | undefined, number>;
  language_switched: ColumnType<number, number | undefined, number>;
  demo_clicked: ColumnType<number, number | undefined, number>;
  lead_sent: ColumnType<number, number | undefined, number>;
  /** Visits counted on this row that sent at least one lead (migration 0030, decision 220). */
  lead_visits: ColumnType<number, number | undefined, number>;
  /** Migration 0041. */
  whatsapp_clicked: ColumnType<number, number | undefined, number>;
  /** Migration 0060: the contact form's first input, and visits that reached each goal. */
  form_started: ColumnType<number, number | undefined, number>;
  contact_viewed_visits: ColumnType<number, number | undefined, number>;
  module_opened_visits: ColumnType<number, number | undefined, number>;
  language_switched_visits: ColumnType<number, number | undefined, number>;
  demo_clicked_visits: ColumnType<number, number | undefined, number>;
  whatsapp_clicked_visits: ColumnType<number, number | undefined, number>;
  form_started_visits: ColumnType<number, number | undefined, number>;
}

/** Dates written as 'YYYY-MM-DD'; read them as `day::text` (the drivers would make a local Date). */
type Day = ColumnType<string, string, string>;

/** Absent medium and campaign are stored as ''. */
export interface VisitCountsTable extends VisitCounters {
  day: Day;
  path: string;
  language: Language;
  source: string;
  medium: string;
  campaign: string;
}

export interface VisitCountsDailyTable extends VisitCounters {
  day: Day;
  language: Language;
}

/** Writes of the counts the insights read, by day (migration 0009, decision 082). */
export interface InsightsWritesTable {
  day: Day;
  writes: ColumnType<string, string | number, string | number>;
}

export type RollupPeriod = 'day' | 'month';

export interface VisitCountsBySourceTable extends VisitCounters {
  period: RollupPeriod;
  start: Day;
  source: string;
  medium: string;
  campaign: string;
}

export interface VisitCountsByPageTable extends VisitCounters {
  period: RollupPeriod;
  start: Day;
  path: string;
  language: Language;
}

/** Today's visitors (a salted hash), deleted when the day is over. */
export interface VisitorsTodayTable {
  day: Day;
  visitor: string;
  visit_started_at: Date;
  last_seen_at: Date;
  source: string;
  medium: string;
  campaign: string;
  /** The page the visit's first event was on: its visit is counted there (migration 0030). */
  landing_path: string | null;
  landing_language: Language | null;
  /** The visit has sent a lead (counted once per visit). */
  lead_sent: ColumnType<boolean, boolean | undefined, boolean>;
  /** The goals the visit has reached, a bit each (`goalBit`, migration 0060). */
  goals: ColumnType<number, number | undefined, number>;
}

/** Leads whose visit was counted (migration 0030); the others have no counted visit. */
export interface LeadCountedVisitsTable {
  lead_id: string;
}

export interface VisitorSaltsTable {
  day: Day;
  salt: string;
}

export interface DatabaseSchema {
  leads: LeadsTable;
  outbox: OutboxTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  audit_log: AuditLogTable;
  lead_notes: LeadNotesTable;
  visit_counts: VisitCountsTable;
  visit_counts_daily: VisitCountsDailyTable;
  visit_counts_by_source: VisitCountsBySourceTable;
  visit_counts_by_page: VisitCountsByPageTable;
  insights_writes: InsightsWritesTable;
  visitors_today: VisitorsTodayTable;
  visitor_salts: VisitorSaltsTable;
  server_secrets: ServerSecretsTable;
  auto_reply_recipients: AutoReplyRecipientsTable;
  lead_counted_visits: LeadCountedVisitsTable;
  admin_token_attempts: AdminTokenAttemptsTable;
  counted_values: CountedValuesTable;
  privacy_requests: PrivacyRequestsTable;
  scheduled_mails: ScheduledMailsTable;
  insights_shares: InsightsSharesTable;
}

/** Admin-token attempts under way or failed, per client network (migration 0070). */
export interface AdminTokenAttemptsTable {
  id: Generated<string>;
  at: Generated<Date>;
  network_key: string;
}

/** The values a day's counts may name (decision 221, migration 0071). */
export interface CountedValuesTable {
  day: Day;
  kind: 'path' | 'source' | 'medium' | 'campaign';
  value: string;
}

/** A shared read-only link to the insights (migration 0066). */
export interface InsightsSharesTable {
  id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  revoked_at: Date | null;
}

export type ScheduledMailKind = 'digest' | 'weekly_report';

/**
 * The scheduler's mails (migration 0065): one row per kind and key, queued once whatever the
 * number of instances and delivered like the outbox (lease, backoff).
 */
export interface ScheduledMailsTable {
  kind: ScheduledMailKind;
  /** 'YYYY-MM-DD:<account id>' for a digest, the week's Monday for a weekly report. */
  key: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  locked_until: Date | null;
  last_error: string | null;
  delivered_at: Date | null;
  skipped: string | null;
}

/** Random keys shared by every instance (migration 0010): see server/db/server-secret.ts. */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** Who got a confirmation lately, by keyed hash of the address (decision 102). */
export interface AutoReplyRecipientsTable {
  recipient_key: string;
  lead_id: string;
  sent_at: ColumnType<Date, Date | undefined, Date>;
}

/** A person's LGPD request (migration 0055, server/privacy-requests/). */
export interface PrivacyRequestsTable {
  id: Generated<string>;
  email: string;
  kind: 'access' | 'erasure' | 'correction';
  message: string | null;
  language: string;
  received_at: Generated<Date>;
  answered_at: Date | null;
  outcome: string | null;
}

export type LeadRow = Selectable<LeadsTable>;
