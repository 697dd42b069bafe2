/** The sales inbox's HTTP contract (inbox-api.ts): sign-in and session. */

import '../zod-without-eval';
import { z } from 'zod';
import { passwordMaxLength } from './common';

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
