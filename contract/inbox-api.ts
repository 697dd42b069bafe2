/**
 * The sales inbox's HTTP contract, shared by the server (which validates requests with these
 * schemas and builds its answers to these types) and the inbox page (which can parse the
 * answers with them). Every route is under /api/inbox and described in docs/inbox-api.md.
 * Dates travel as ISO 8601 strings; errors as `{ error: InboxErrorCode, … }` (inbox-errors.ts
 * has their Portuguese and English texts).
 */

import { languages } from './languages';
import { privacyRequestKinds } from './privacy-request';
import './zod-without-eval';
import { z } from 'zod';
import { type AttributionKey, attributionKeys } from './attribution';
import { funnelSteps, goalNames } from './insights';
import { namedEventNames, visitGoalNames } from './visit-events';

/** Header that carries the session's CSRF token on every POST. */
export const csrfHeader = 'x-csrf-token';

export const passwordMinLength = 12;
export const passwordMaxLength = 256;
export const noteMaxLength = 5000;
/** A note's author may edit it for this long after writing it; the server holds to it. */
export const noteEditMinutes = 15;
export const searchMaxLength = 200;
export const leadsPerPage = 50;
export const auditEntriesPerPage = 50;

// ── Statuses ───────────────────────────────────────────────────────────────────────────

/** new → contacted → qualified → won | lost, and spam; any status may follow any other. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatus = z.enum(leadStatuses);

// ── Sign-in and session ────────────────────────────────────────────────────────────────

export const signInRequest = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(passwordMaxLength),
});
export type SignInRequest = z.infer<typeof signInRequest>;

export const inboxUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
});
export type InboxUser = z.infer<typeof inboxUser>;

/** Answer of POST /api/inbox/sign-in and GET /api/inbox/session. */
export const sessionAnswer = z.object({
  user: inboxUser,
  /** Send it back in the x-csrf-token header of every POST. */
  csrfToken: z.string(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

// ── The list ───────────────────────────────────────────────────────────────────────────

/** The list's views by owner (`owner=`); without one, every lead ("All"). */
export const ownerViews = ['me', 'none'] as const;
export type OwnerView = (typeof ownerViews)[number];

/**
 * The follow-up views (`due=`): `today` the next steps of today, `overdue` those of a day
 * gone by and the leads still new past the first-response limit (leads still being worked).
 */
export const dueViews = ['today', 'overdue'] as const;
export type DueView = (typeof dueViews)[number];

/**
 * The Spam folder (`folder=spam`): the leads marked as spam, by a person or by the arrival
 * screen. Without it every view, count and export leaves them out.
 */
export const folders = ['spam'] as const;
export type Folder = (typeof folders)[number];

/**
 * Why a lead is in the Spam folder: a throwaway e-mail domain, several links in the message,
 * the same message lately from another address (the arrival screen), or a person marked it.
 */
export const spamReasons = ['disposable_email', 'links', 'repeated_message', 'marked'] as const;
export type SpamReason = (typeof spamReasons)[number];

export const nextStepMaxLength = 200;

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );

const dayMessage = 'Must be a date like 2025-01-31';
const day = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.iso.date({ message: dayMessage }).optional(),
);

/**
 * The list's filters, as they appear in the page's URL and in the API's query string
 * (GET /api/inbox/leads and /api/inbox/leads.csv): every value a string, statuses
 * comma-separated, days inclusive, in UTC.
 */
export const leadFilterQuery = z
  .object({
    /**
     * Part of the name, e-mail, phone or message, in any letter case and with or without
     * accents; a phone also by its digits, however spaced.
     */
    q: optionalText(searchMaxLength),
    status: z.preprocess(
      (value) =>
        typeof value === 'string' && value !== ''
          ? value
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean)
          : undefined,
      z.array(leadStatus, { message: `Must be some of ${leadStatuses.join(', ')}` }).optional(),
    ),
    from: day,
    to: day,
    language: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(languages, { message: 'Must be pt or en' }).optional(),
    ),
    /** Attribution source (utm_source), the whole value, any case, accents or not. */
    source: optionalText(200),
    /** Attribution campaign (utm_campaign), the whole value, any case, accents or not. */
    campaign: optionalText(200),
    /** The views by owner: `me` the signed-in account's leads, `none` the unassigned ones. */
    owner: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(ownerViews, { message: 'Must be me or none' }).optional(),
    ),
    due: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(dueViews, { message: 'Must be today or overdue' }).optional(),
    ),
    folder: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(folders, { message: 'Must be spam' }).optional(),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Must not be before from',
    path: ['to'],
  });
export type LeadFilter = z.infer<typeof leadFilterQuery>;

export const leadListQuery = leadFilterQuery.and(
  z.object({
    /** nextCursor of the previous page; absent for the first page. */
    cursor: optionalText(200),
  }),
);
export type LeadListQuery = z.infer<typeof leadListQuery>;

/**
 * GET /api/inbox/leads.csv: the list's filters and the separator, `semicolon` for Excel set
 * to Portuguese (Brazil), as GET /api/leads.csv.
 */
export const leadExportQuery = leadFilterQuery.and(
  z.object({
    separator: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['comma', 'semicolon'], { message: 'Must be comma or semicolon' }).default('comma'),
    ),
  }),
);

/** A row of the list. */
export const leadSummary = z.object({
  id: z.string(),
  createdAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.enum(languages).nullable(),
  status: leadStatus,
  version: z.number(),
  /** Where the visit came from (utm_source or the referring site), null when not recorded. */
  source: z.string().nullable(),
  /** utm_campaign, null when the visit had none. */
  campaign: z.string().nullable(),
  /** The company the visitor named (issue 26.2), null when left empty. */
  company: z.string().nullable(),
  /** The account working it; null when nobody is (or its account was removed). */
  owner: inboxUser.nullable(),
  /** The next step's day ('YYYY-MM-DD', the site's calendar) and text; null when none. */
  nextStepOn: z.string().nullable(),
  nextStep: z.string().nullable(),
  /** While new: when its first answer is due (FIRST_RESPONSE_HOURS business hours after). */
  respondBy: z.string().nullable(),
  /** Past its first-response limit, or its next step's day has gone by (while being worked). */
  overdue: z.boolean(),
  /** The same person's earliest lead before this one (same e-mail or phone digits), or null. */
  duplicateOf: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  /** No inbox account has opened its page yet. */
  unread: z.boolean(),
  /** In the Spam folder (status spam): why; null otherwise. */
  spamReasons: z.array(z.enum(spamReasons)).nullable(),
});
export type LeadSummary = z.infer<typeof leadSummary>;

/** A view's count stops here; past it the view reads "1,000+". */
export const viewCountLimit = 1000;

const leadViewCounts = ['all', 'mine', 'unassigned', 'dueToday', 'overdue', 'spam'] as const;
export type LeadViewCount = (typeof leadViewCounts)[number];

/**
 * GET /api/inbox/leads/counts (the list's filters but the view's own): how many leads each
 * view holds, for the view tabs, each at most viewCountLimit.
 */
export const leadCountsAnswer = z.object({
  all: z.number(),
  mine: z.number(),
  unassigned: z.number(),
  dueToday: z.number(),
  overdue: z.number(),
  /** The Spam folder under the rest of the filter. */
  spam: z.number(),
  /**
   * The people whose leads in the view shown (the whole filter) are new: two new leads of one
   * person (same e-mail or phone digits, as duplicateOf) count once.
   */
  newPeople: z.number(),
  /**
   * The counts that stopped at viewCountLimit: at least that many ("1,000+"); for newPeople,
   * the people among the first viewCountLimit new leads.
   */
  atLeast: z.array(z.enum([...leadViewCounts, 'newPeople'])),
});
export type LeadCountsAnswer = z.infer<typeof leadCountsAnswer>;

/** Newest first, at most leadsPerPage; nextCursor is null on the last page. */
export const leadListAnswer = z.object({
  leads: z.array(leadSummary),
  nextCursor: z.string().nullable(),
});
export type LeadListAnswer = z.infer<typeof leadListAnswer>;

// ── A lead's page ──────────────────────────────────────────────────────────────────────

export const inboxLead = leadSummary.extend({
  message: z.string(),
  subject: z.string(),
  page: z.string().nullable(),
  /** The company's CNPJ, as `00.000.000/0000-00`, null when left empty. */
  cnpj: z.string().nullable(),
  /** LGPD proof (contract/lgpd.ts): the legal basis and the notice shown; the time is createdAt. */
  legalBasis: z.string(),
  privacyNoticeVersion: z.string().nullable(),
  /** Every attribution value of the lead (contract/attribution.ts), null when not known. */
  attribution: z.object(
    Object.fromEntries(attributionKeys.map((key) => [key, z.string().nullable()])) as Record<
      AttributionKey,
      z.ZodNullable<z.ZodString>
    >,
  ),
  statusChangedAt: z.string().nullable(),
  /** Null when nobody changed it yet, or the account was removed since. */
  statusChangedBy: inboxUser.nullable(),
});
export type InboxLead = z.infer<typeof inboxLead>;

export const leadNote = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The author's name (or e-mail) when they wrote it; kept if the account is removed. */
  author: z.string(),
  /** The author's account (null once it is removed): only they may edit the note. */
  authorId: z.string().nullable(),
  body: z.string(),
  /** When its author last corrected it; null when never. */
  editedAt: z.string().nullable(),
});
export type LeadNote = z.infer<typeof leadNote>;

export const notificationChannels = [
  'email',
  'webhook',
  'auto_reply',
  'rd_station',
  'hubspot',
  'pipedrive',
  'slack',
  'teams',
] as const;
export const notificationChannel = z.enum(notificationChannels);
export type NotificationChannel = z.infer<typeof notificationChannel>;

/**
 * One notification of the lead. delivered: deliveredAt set. pending: not tried yet (or being
 * sent now). failed: the last attempt failed with lastError, the next one is at nextAttemptAt
 * (null: the other side refused it, 4xx, and it is not tried again until "send again").
 * skipped: deliberately not sent (skippedReason; recipient_limit: the address had its
 * confirmation within the configured hours), decided at deliveredAt.
 */
export const delivery = z.object({
  channel: notificationChannel,
  state: z.enum(['delivered', 'pending', 'failed', 'skipped']),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lastError: z.string().nullable(),
  skippedReason: z.string().nullable(),
  /** Whether this server sends on this channel (false: "send again" answers 409). */
  channelOn: z.boolean(),
});
export type Delivery = z.infer<typeof delivery>;

/**
 * GET /api/inbox/leads/:id/neighbours?<the list's filters>: the leads before and after this one
 * in that view's order (newest first), for "previous" and "next" on its page; null at an end.
 */
const neighbour = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
export const neighboursAnswer = z.object({
  previous: neighbour.nullable(),
  next: neighbour.nullable(),
});
export type NeighboursAnswer = z.infer<typeof neighboursAnswer>;

/** GET /api/inbox/leads/:id (opening it marks it read for every account). Notes oldest first. */
export const leadDetailAnswer = z.object({
  lead: inboxLead,
  notes: z.array(leadNote),
  deliveries: z.array(delivery),
});
export type LeadDetailAnswer = z.infer<typeof leadDetailAnswer>;

// ── Changes ────────────────────────────────────────────────────────────────────────────

/** POST /api/inbox/leads/:id/status. `version` is the lead's version the person saw. */
export const statusChangeRequest = z.object({
  status: leadStatus,
  version: z.number().int().positive(),
});
export type StatusChangeRequest = z.infer<typeof statusChangeRequest>;

/** POST /api/inbox/leads/:id/owner: assign (an account's id), reassign or unassign (null). */
export const ownerChangeRequest = z.object({
  ownerId: z.uuid().nullable(),
  version: z.number().int().positive(),
});
export type OwnerChangeRequest = z.infer<typeof ownerChangeRequest>;

/** POST /api/inbox/leads/:id/next-step: a day and a short text, or `on: null` to clear it. */
export const nextStepRequest = z.object({
  on: z.iso.date({ message: dayMessage }).nullable(),
  text: z.string().trim().max(nextStepMaxLength).default(''),
  version: z.number().int().positive(),
});
export type NextStepRequest = z.infer<typeof nextStepRequest>;

/**
 * POST /api/inbox/leads/:id/spam: `spam: true` files the lead in the Spam folder and holds its
 * notifications not yet sent; `false` ("Not spam") gives it back its status and sends them.
 */
export const spamRequest = z.object({
  spam: z.boolean(),
  version: z.number().int().positive(),
});
export type SpamRequest = z.infer<typeof spamRequest>;

/** 200 of a status change, and 409 (`error: 'conflict'`) with the lead as it is now. */
export const leadAnswer = z.object({ lead: inboxLead });
export const conflictAnswer = z.object({ error: z.literal('conflict'), lead: inboxLead });
export type ConflictAnswer = z.infer<typeof conflictAnswer>;

/** POST /api/inbox/leads/:id/notes → 201 { note }. */
export const noteRequest = z.object({ body: z.string().trim().min(1).max(noteMaxLength) });
export type NoteRequest = z.infer<typeof noteRequest>;
export const noteAnswer = z.object({ note: leadNote });

// POST /api/inbox/leads/:id/notes/:noteId takes a noteRequest too: its author corrects it,
// within noteEditMinutes of writing it → 200 { note }; 403 `not_note_author`; 409
// `note_edit_closed`; 400; 404.

/**
 * POST /api/inbox/leads/:id/erase: erases every lead of the person's e-mail address. The
 * confirmation step: `confirmEmail` must be the lead's e-mail, typed again.
 */
export const eraseRequest = z.object({ confirmEmail: z.string().trim().min(1).max(254) });
export type EraseRequest = z.infer<typeof eraseRequest>;
export const eraseAnswer = z.object({ deleted: z.number() });

/** GET /api/inbox/privacy-requests → 200: a person's LGPD requests with their clock (decision 250). */
export const privacyRequestListAnswer = z.object({
  requests: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      kind: z.enum(privacyRequestKinds),
      message: z.string().nullable(),
      language: z.string(),
      receivedAt: z.string(),
      dueAt: z.string(),
      overdue: z.boolean(),
      answeredAt: z.string().nullable(),
      outcome: z.enum(['exported', 'erased', 'answered']).nullable(),
      leads: z.number(),
    }),
  ),
});

/** POST /api/inbox/leads/:id/deliveries/:channel/resend → 200 { delivery }. */
export const resendAnswer = z.object({ delivery });

// ── The team ───────────────────────────────────────────────────────────────────────────

export const inboxAccount = inboxUser.extend({
  /** Given new leads in turn (round-robin). */
  takesLeads: z.boolean(),
});
export type InboxAccount = z.infer<typeof inboxAccount>;

/** GET /api/inbox/accounts: every account, by name; who a lead can be assigned to. */
export const accountsAnswer = z.object({ accounts: z.array(inboxAccount) });
export type AccountsAnswer = z.infer<typeof accountsAnswer>;

/** POST /api/inbox/accounts/me/takes-leads: the signed-in account joins or leaves the turn. */
export const takesLeadsRequest = z.object({ takesLeads: z.boolean() });
export const takesLeadsAnswer = z.object({ account: inboxAccount });

// ── Audit log ──────────────────────────────────────────────────────────────────────────

export const auditActions = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'status_changed',
  'owner_changed',
  'takes_leads_changed',
  'next_step_changed',
  'note_added',
  'note_edited',
  'export',
  'notification_resent',
  'erasure',
  'privacy_request_export',
  'privacy_request_erasure',
  'privacy_request_answered',
  'privacy_request_deleted',
  'spam_marked',
  'spam_cleared',
  'spam_screened',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditQuery = z.object({
  /** nextCursor of the previous page. */
  cursor: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d{1,18}$/, 'Not a cursor of this log')
      .optional(),
  ),
  leadId: z.preprocess((value) => (value === '' ? undefined : value), z.uuid().optional()),
  action: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(auditActions).optional(),
  ),
  /** The account's e-mail, any case: what that person did. */
  actor: optionalText(254),
});

/**
 * What happened. `actor` is the account's e-mail (null for a failed sign-in to an unknown
 * address). `details` by action: status_changed {from, to}; owner_changed {from, to} (the
 * accounts' e-mails or null; roundRobin: true when the turn assigned it, with no actor);
 * takes_leads_changed {takesLeads}; next_step_changed {from, to} (days, never the text);
 * note_added {noteId}; note_edited {noteId} (never the text);
 * export {filter} (a search is recorded as searched: true, never its text); notification_resent {channel}; erasure {deleted};
 * sign_in_failed {reason: 'wrong_password' | 'unknown_account' | 'locked'};
 * privacy_request_export {requestId, leads}; privacy_request_erasure {requestId, deleted};
 * privacy_request_answered {requestId}; privacy_request_deleted {requestId, kind};
 * spam_marked {from, held} (the status it had, notifications held); spam_cleared {to,
 * released}; spam_screened {reasons} (no actor: the arrival screen filed it).
 */
export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string().nullable(),
  action: z.enum(auditActions),
  leadId: z.string().nullable(),
  /**
   * The lead's person as the lead says now ("Ana Souza"), read when the log is; null once the
   * lead is erased (the log itself never keeps it).
   */
  leadName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/inbox/audit: newest first, auditEntriesPerPage per page. */
export const auditAnswer = z.object({
  entries: z.array(auditEntry),
  nextCursor: z.string().nullable(),
});
export type AuditAnswer = z.infer<typeof auditAnswer>;

// ── Insights ───────────────────────────────────────────────────────────────────────────

const insightsCounts = z.object({
  views: z.number(),
  visits: z.number(),
  visitors: z.number(),
  leads: z.number(),
  leadVisits: z.number(),
  conversionRate: z.number().nullable(),
  goalVisits: z.record(z.enum(visitGoalNames), z.number()),
});

/** A row's named events: WhatsApp clicks beside the leads (issue 26.1), the goals (25.3). */
const eventCounts = z.record(z.enum(namedEventNames), z.number());

const funnelStep = z.object({
  step: z.enum(funnelSteps),
  visits: z.number(),
  rate: z.number().nullable(),
  drop: z.number().nullable(),
});

const goal = z.object({
  goal: z.enum(goalNames),
  count: z.number(),
  visits: z.number(),
  conversionRate: z.number().nullable(),
});

const change = z.object({
  views: z.number().nullable(),
  visits: z.number().nullable(),
  visitors: z.number().nullable(),
  leads: z.number().nullable(),
  conversionRate: z.number().nullable(),
});

/** A total or a row beside the previous period of the same length. */
const compared = insightsCounts.extend({ previous: insightsCounts, change });

/**
 * GET /api/inbox/insights?from=YYYY-MM-DD&to=YYYY-MM-DD (both optional: the last 30 days):
 * the answer of GET /api/insights (contract/insights.ts; the page reads the days and the
 * sources) and whether this server counts visits at all (ANALYTICS=off: only leads).
 */
export const inboxInsightsAnswer = compared.extend({
  from: z.iso.date(),
  to: z.iso.date(),
  previousRange: z.object({ from: z.iso.date(), to: z.iso.date() }),
  timeZone: z.string(),
  visitsCounted: z.boolean(),
  leadsWithoutVisit: z.number(),
  realtimeVisitors: z.number(),
  events: eventCounts,
  funnel: z.array(funnelStep),
  previousFunnel: z.array(funnelStep),
  goals: z.array(goal),
  previousGoals: z.array(goal),
  byDay: z.array(insightsCounts.extend({ day: z.iso.date() })),
  bySource: z.array(
    insightsCounts.extend({
      events: eventCounts,
      source: z.string(),
      medium: z.string().nullable(),
      campaign: z.string().nullable(),
    }),
  ),
  byPage: z.array(
    insightsCounts.extend({
      path: z.string(),
      language: z.enum(languages).nullable(),
      events: eventCounts,
    }),
  ),
  byLanguage: z.array(insightsCounts.extend({ language: z.enum(languages) })),
});
export type InboxInsightsAnswer = z.infer<typeof inboxInsightsAnswer>;
