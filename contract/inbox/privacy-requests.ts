/**
 * The inbox's LGPD requests (inbox-api.ts; decisions 250 and 343): the list's filters, its keyset
 * pages and a request as the list shows it, with its 15-day clock (LGPD art. 19).
 */

import '../zod-without-eval';
import { z } from 'zod';
import { privacyRequestKinds } from '../privacy-request';
import { optionalText } from './common';

export const privacyRequestsPerPage = 50;

/**
 * The list's states (`status=`): `open` not answered yet, `overdue` open past its 15 days,
 * `answered` the clock stopped. Without one, every request: the open first, then the answered.
 */
export const privacyRequestStates = ['open', 'overdue', 'answered'] as const;
export type PrivacyRequestState = (typeof privacyRequestStates)[number];

/**
 * `confirmed=` (decision 322): `yes` the person confirmed it from the address it names, `no`
 * not (yet): a stranger's request for someone else's address stays here.
 */
export const privacyRequestConfirmations = ['yes', 'no'] as const;
export type PrivacyRequestConfirmation = (typeof privacyRequestConfirmations)[number];

const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(values, { message: `Must be one of ${values.join(', ')}` }).optional(),
  );

/**
 * GET /api/inbox/privacy-requests's filters, as in the page's URL. A new filter is one more
 * entry here and one in the server's conditions (server/privacy-requests/privacy-request-list.ts).
 */
export const privacyRequestFilterQuery = z.object({
  status: choice(privacyRequestStates),
  kind: choice(privacyRequestKinds),
  confirmed: choice(privacyRequestConfirmations),
});
export type PrivacyRequestFilter = z.infer<typeof privacyRequestFilterQuery>;

export const privacyRequestListQuery = privacyRequestFilterQuery.extend({
  /** nextCursor of the previous page; absent for the first page. */
  cursor: optionalText(200),
});

/** A request as the list shows it. */
export const privacyRequestItem = z.object({
  id: z.string(),
  email: z.string(),
  kind: z.enum(privacyRequestKinds),
  message: z.string().nullable(),
  language: z.string(),
  receivedAt: z.string(),
  /** receivedAt + 15 days (art. 19). */
  dueAt: z.string(),
  /** Past its due date and not answered. */
  overdue: z.boolean(),
  /**
   * Whole days until dueAt, rounded up (15 on arrival, 1 on its last day); 0 or less once
   * overdue (-2: two days late); null once answered, when the clock has stopped.
   */
  daysLeft: z.number().nullable(),
  answeredAt: z.string().nullable(),
  outcome: z.enum(['exported', 'erased', 'answered']).nullable(),
  /** When the person confirmed it from the address it names; null: unverified (decision 322). */
  verifiedAt: z.string().nullable(),
  /** What was sent to the person when it was answered (decision 324). */
  answer: z.string().nullable(),
  /** Leads we hold with this address now. */
  leads: z.number(),
});
export type PrivacyRequestItem = z.infer<typeof privacyRequestItem>;

/**
 * GET /api/inbox/privacy-requests → 200: the overdue first, then the least time left, then the
 * answered, the latest answer first; at most privacyRequestsPerPage, nextCursor null on the last.
 */
export const privacyRequestListAnswer = z.object({
  requests: z.array(privacyRequestItem),
  nextCursor: z.string().nullable(),
});
export type PrivacyRequestListAnswer = z.infer<typeof privacyRequestListAnswer>;
