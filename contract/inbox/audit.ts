/** The sales inbox's HTTP contract (inbox-api.ts): the audit log. */

import '../zod-without-eval';
import { z } from 'zod';
import { optionalText } from './common';

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
  'privacy_request_correction',
  'spam_marked',
  'spam_cleared',
  'spam_screened',
  'roles_changed',
  'password_reset_requested',
  'password_reset',
  'first_admin_created',
  'account_invited',
  'invitation_accepted',
  'account_deactivated',
  'account_reactivated',
  'sessions_ended',
  'content_published',
  'content_unpublished',
  'second_factor_added',
  'second_factor_removed',
  'second_step_failed',
  'recovery_codes_renewed',
  'second_factor_policy_changed',
  'second_factors_reset',
  // Single sign-on (decision 460).
  'sso_settings_changed',
  'sso_account_created',
  'sso_access_requested',
  'sso_access_approved',
  'sso_access_declined',
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
 * privacy_request_export {requestId, leads}; privacy_request_erasure {requestId, deleted, skipped, unlisted};
 * privacy_request_answered {requestId}; privacy_request_deleted {requestId, kind};
 * privacy_request_correction {requestId, fields} (the lead's; the fields' names, never values);
 * spam_marked {from, held} (the status it had, notifications held); spam_cleared {to,
 * released}; spam_screened {reasons} (no actor: the arrival screen filed it);
 * roles_changed {account, from, to} (the account's e-mail, its roles before and after; no
 * actor when changed from the CLI); password_reset_requested {account: 'known' | 'unknown'}
 * (no actor for an unknown address, which is not kept); password_reset (the account's own,
 * from its mailed link); first_admin_created (from the set-up link, decision 373);
 * account_invited {account, roles, again}; invitation_accepted {account, roles} (the new
 * account is the actor); account_deactivated {account, leads, leadsTo} (how many leads it
 * owned, and who got them; each is also an owner_changed with deactivated: true);
 * account_reactivated {account}; sessions_ended {ended} (a person ended their own devices'
 * sessions); content_published {item, language, version} and content_unpublished {item,
 * language} (the studio, decision 401); second_factor_added {kind: 'totp' | 'passkey'} and
 * second_factor_removed {kind} (the account's own); second_step_failed {reason: 'wrong_code' |
 * 'reused_code' | 'recovery_code_used' | 'wrong_recovery_code' | 'passkey'};
 * recovery_codes_renewed; second_factors_reset {account, passkeys, app} (an admin's, decision
 * 451); second_factor_policy_changed {from, to} (the roles that must hold
 * a second factor, decision 450). sign_in {method} says how: 'password', 'password+totp',
 * 'password+recovery', 'password+enrolled', 'passkey' or 'sso'; sign_in_failed {method:
 * 'sso', reason} (a refused single sign-on, its refusal code); sso_settings_changed {enabled,
 * allowedDomains, newAccounts, secretChanged}; sso_account_created {account, roles} (the new
 * account is the actor); sso_access_requested (no actor: the account is not made yet;
 * {account}); sso_access_approved {account, roles}; sso_access_declined {account}
 * (decision 460).
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
