/**
 * The sales inbox's HTTP contract (inbox-api.ts): the admins' Team screen, invitations and
 * their acceptance, and each person's signed-in devices (decision 375).
 */

import '../zod-without-eval';
import { z } from 'zod';
import { languages } from '../languages';
import { roles } from '../roles';
import { passwordMaxLength } from './common';

/** Days an invitation's link opens (decision 375). */
export const invitationDays = 7;

const roleList = z
  .array(z.enum(roles), { error: 'choose_role' })
  .min(1, 'choose_role')
  .transform((list) => [...new Set(list)]);

export const teamAccount = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  roles: z.array(z.enum(roles)),
  active: z.boolean(),
  lastSignInAt: z.string().nullable(),
  /** Leads it owns now (offered for reassignment when it is deactivated). */
  ownedLeads: z.number(),
});
export type TeamAccount = z.infer<typeof teamAccount>;

export const pendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(z.enum(roles)),
  language: z.enum(languages),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

/** GET /api/inbox/team. */
export const teamAnswer = z.object({
  accounts: z.array(teamAccount),
  invitations: z.array(pendingInvitation),
});
export type TeamAnswer = z.infer<typeof teamAnswer>;

/** POST /api/inbox/team/invitations. */
export const invitationRequest = z.object({
  email: z.string().trim().min(3, 'invalid_email').max(254, 'invalid_email').email('invalid_email'),
  roles: roleList,
  language: z.enum(languages),
});

/** POST /api/inbox/team/accounts/:id/roles. */
export const rolesRequest = z.object({ roles: roleList });

/**
 * POST /api/inbox/team/accounts/:id/deactivate: who gets the leads it owns, every one of them
 * (null: nobody, they wait unassigned for the team).
 */
export const deactivateRequest = z.object({ leadsTo: z.uuid().nullable() });

/** GET /api/inbox/team/accounts/:id/leads: what a deactivation would hand over. */
export const ownedLeadsAnswer = z.object({
  leads: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      company: z.string().nullable(),
      status: z.string(),
    }),
  ),
  total: z.number(),
});
export type OwnedLeadsAnswer = z.infer<typeof ownedLeadsAnswer>;

/** What an invitation's link is worth now (GET /api/inbox/invitation?id=&code=). */
export const invitationStates = ['valid', 'used', 'expired', 'superseded', 'invalid'] as const;
export type InvitationState = (typeof invitationStates)[number];
export const invitationAnswer = z.object({
  state: z.enum(invitationStates),
  /** Only while valid: the address the account will have, and the invitation's language. */
  email: z.string().optional(),
  language: z.enum(languages).optional(),
});

/** POST /api/inbox/invitation/accept: the invitee's own details. */
export const acceptInvitationRequest = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string().trim().min(1, 'required').max(120, 'too_long'),
  language: z.enum(languages),
  password: z.string().min(1, 'required').max(passwordMaxLength, 'too_long'),
});

/** One signed-in device of the person (GET /api/inbox/devices). */
export const signedInDevice = z.object({
  id: z.string(),
  device: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The device this request came from. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDevice>;
export const devicesAnswer = z.object({ devices: z.array(signedInDevice) });
