/**
 * The sales inbox's HTTP contract (inbox-api.ts): the single-use links (decision 372) — a
 * forgotten password's reset and the first admin's set-up.
 */

import '../zod-without-eval';
import { z } from 'zod';
import { languages } from '../languages';
import { passwordMaxLength } from './common';

/** POST /api/inbox/password-reset/request: 202 whether the address has an account or not. */
export const forgotPasswordRequest = z.object({
  email: z.string().trim().min(3).max(254),
});

const token = z.string().min(1).max(200);

/** GET /api/inbox/password-reset?token= and GET /api/inbox/setup?token=: what the link is worth. */
export const linkStates = ['valid', 'used', 'expired', 'invalid', 'done'] as const;
export const linkStateAnswer = z.object({ state: z.enum(linkStates) });
export type LinkStateAnswer = z.infer<typeof linkStateAnswer>;

/** POST /api/inbox/password-reset: the new password; answers the new session (sessionAnswer). */
export const passwordResetRequest = z.object({
  token,
  password: z.string().min(1).max(passwordMaxLength),
});

/** POST /api/inbox/setup: the first admin; answers its session (sessionAnswer). */
export const setupRequest = z.object({
  token,
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().min(3).max(254),
  language: z.enum(languages),
  password: z.string().min(1).max(passwordMaxLength),
});
export type SetupRequest = z.infer<typeof setupRequest>;
