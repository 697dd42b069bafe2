/** The sales inbox's HTTP contract (inbox-api.ts): sign-in and session. */

import '../zod-without-eval';
import { z } from 'zod';
import { noticeFactNames } from '../notice-facts';
import { roles } from '../roles';
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

/** The signed-in account: what the screens show follows its roles (mayDo, decision 371). */
const signedInUser = inboxUser.extend({ roles: z.array(z.enum(roles)).min(1) });

/** Answer of POST /api/inbox/sign-in and GET /api/inbox/session. */
export const sessionAnswer = z.object({
  user: signedInUser,
  /** Send it back in the x-csrf-token header of every POST. */
  csrfToken: z.string(),
  /**
   * To those who can act on it (accounts or privacy), the facts the served privacy notice
   * states but this server does not do (decision 330): the inbox warns until they agree.
   */
  noticeDiffers: z.array(z.enum(noticeFactNames)).optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;
