/**
 * The sales inbox's HTTP contract (inbox-api.ts): single sign-on with an OpenID Connect
 * provider (Google Workspace, Microsoft Entra; decision 460). The sign-in screen asks whether
 * it is on; an admin sets it up and approves the people waiting on the Team screen.
 */

import '../zod-without-eval';
import { z } from 'zod';
import { languages } from '../languages';
import { roles } from '../roles';

/** What a first sign-in from an allowed domain does: an account at once, or a wait for an admin. */
export const singleSignOnNewAccountPolicies = ['create', 'approve'] as const;
export type SingleSignOnNewAccountPolicy = (typeof singleSignOnNewAccountPolicies)[number];

/** GET /api/inbox/sso (no session): whether the sign-in screen offers the button, and its name. */
export const singleSignOnStatusAnswer = z.object({
  enabled: z.boolean(),
  providerName: z.string().nullable(),
});
export type SingleSignOnStatusAnswer = z.infer<typeof singleSignOnStatusAnswer>;

/** GET /api/inbox/sso/start?lang=: the language a new account gets. */
export const singleSignOnStartQuery = z.object({
  lang: z.enum(languages).catch('pt'),
});

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Not a domain');

/** GET /api/inbox/sso/settings (accounts:manage): the set-up; the client secret never leaves. */
export const singleSignOnSettingsAnswer = z.object({
  enabled: z.boolean(),
  providerName: z.string(),
  issuerUrl: z.string(),
  clientId: z.string(),
  /** A secret is stored (sealed); the form leaves it as it is when its field stays empty. */
  clientSecretSet: z.boolean(),
  allowedDomains: z.array(z.string()),
  newAccounts: z.enum(singleSignOnNewAccountPolicies),
  defaultRoles: z.array(z.enum(roles)).min(1),
  /** The address to register at the provider as the redirect (callback) URI. */
  redirectUri: z.string(),
});
export type SingleSignOnSettingsAnswer = z.infer<typeof singleSignOnSettingsAnswer>;

/**
 * POST /api/inbox/sso/settings (accounts:manage). With `enabled`, the issuer's discovery
 * document is fetched before anything is saved: a wrong URL is told at its field.
 */
export const singleSignOnSettingsRequest = z.object({
  enabled: z.boolean(),
  providerName: z.string().trim().min(1, 'Required').max(60),
  issuerUrl: z
    .string()
    .trim()
    .max(500)
    .url('Not a URL')
    .refine((value) => /^https?:\/\//.test(value), 'Not a URL'),
  clientId: z.string().trim().min(1, 'Required').max(500),
  /** Absent or empty: the stored secret stays. */
  clientSecret: z.string().max(2000).optional(),
  allowedDomains: z.array(domain).min(1, 'Required').max(50),
  newAccounts: z.enum(singleSignOnNewAccountPolicies),
  defaultRoles: z.array(z.enum(roles)).min(1, 'Required'),
});
export type SingleSignOnSettingsRequest = z.infer<typeof singleSignOnSettingsRequest>;

/** A first sign-in waiting for an admin (newAccounts: 'approve'). */
export const singleSignOnPendingAccount = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  requestedAt: z.string(),
});
export type SingleSignOnPendingAccount = z.infer<typeof singleSignOnPendingAccount>;

/** GET /api/inbox/sso/pending (accounts:manage): oldest first. */
export const singleSignOnPendingAnswer = z.object({
  pending: z.array(singleSignOnPendingAccount),
});

/** POST /api/inbox/sso/pending/:id/approve (accounts:manage). */
export const singleSignOnApproveRequest = z.object({
  roles: z.array(z.enum(roles)).min(1, 'Required'),
});

/**
 * Why a single sign-on came back refused: the callback sends the browser to the sign-in
 * screen with `?sso=<code>`, which shows the code's text (inbox-errors.ts).
 */
export const singleSignOnRefusals = [
  'sso_off',
  'sso_state_unknown',
  'sso_other_browser',
  'sso_cancelled',
  'sso_wrong_audience',
  'sso_token_expired',
  'sso_token_invalid',
  'sso_provider_unreachable',
  'sso_no_email',
  'sso_email_unverified',
  'sso_domain_not_allowed',
  'sso_pending_approval',
  'account_deactivated',
] as const;
export type SingleSignOnRefusal = (typeof singleSignOnRefusals)[number];

/** The query parameter of the sign-in screen that carries a refusal. */
export const singleSignOnRefusalParameter = 'sso';
