/** The sales inbox's HTTP contract (inbox-api.ts): the team. */

import '../zod-without-eval';
import { z } from 'zod';
import { languages } from '../languages';
import { inboxUser } from './session';

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

/** POST /api/inbox/accounts/me/language: the language the inbox is read in is its mails' too. */
export const accountLanguageRequest = z.object({ language: z.enum(languages) });
export const accountLanguageAnswer = z.object({ language: z.enum(languages) });
