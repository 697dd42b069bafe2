/**
 * The inbox's LGPD requests (inbox-api.ts; decisions 250 and 343): the list's filters, its keyset
 * pages and a request as the list shows it, with its 15-day clock (LGPD art. 19).
 */

import '../zod-without-eval';
import { z } from 'zod';
import { type CorrectableFieldName, correctableLeadFields } from '../lead-fields';
import { privacyRequestKinds } from '../privacy-request';
import { contactSchema } from '../schema';
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
  outcome: z.enum(['exported', 'erased', 'corrected', 'answered']).nullable(),
  /** When a lead's contact fields were last corrected for it, and which (decision 326). */
  correctedAt: z.string().nullable(),
  correctedFields: z.array(z.string()),
  /** When the person confirmed it from the address it names; null: unverified (decision 322). */
  verifiedAt: z.string().nullable(),
  /** What was sent to the person when it was answered (decision 324). */
  answer: z.string().nullable(),
  /** The person's leads we hold now: this address's, and those with their phone (decision 325). */
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

/**
 * How a lead belongs to the request's person (decision 325): its e-mail is the request's, or
 * its phone (digits only, 10 or more) is that of one of those leads.
 */
export const personLeadMatches = ['email', 'phone'] as const;
export type PersonLeadMatch = (typeof personLeadMatches)[number];

/** A lead of the person, briefly, with its contact fields as they are (a correction edits them). */
export const personLead = z.object({
  id: z.string(),
  createdAt: z.string(),
  matchedBy: z.enum(personLeadMatches),
  fields: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string().nullable(),
    cnpj: z.string().nullable(),
  }) satisfies z.ZodType<Record<CorrectableFieldName, string | null>>,
});
export type PersonLead = z.infer<typeof personLead>;

/**
 * GET /api/inbox/privacy-requests/:id/leads → 200: the person's leads, oldest first: the set
 * an erasure erases and an access request's file holds. 409 `unverified` before the person
 * confirmed the request.
 */
export const personLeadsAnswer = z.object({ leads: z.array(personLead) });

/**
 * POST /api/inbox/privacy-requests/:id/erase: the leads the officer saw listed. The server
 * erases those of them that are still the person's; a lead that became the person's after the
 * list is left, and counted in `unlisted` (decision 325).
 */
export const privacyEraseRequest = z.object({
  leadIds: z.array(z.uuid()).max(1000),
});
export const privacyEraseAnswer = z.object({
  deleted: z.number(),
  /** Listed, but no longer the person's (or gone): not erased. */
  skipped: z.number(),
  /** The person's now, but not in the list: not erased; list again. */
  unlisted: z.number(),
});
export type PrivacyEraseAnswer = z.infer<typeof privacyEraseAnswer>;

/**
 * POST /api/inbox/privacy-requests/:id/leads/:leadId/correct: every correctable field of the
 * lead (contract/lead-fields.ts), checked by the contact form's own rules (decision 326).
 * → 200 { changed: [field names] }; 409 `unverified`, `kind_mismatch`; 404 a lead not the person's.
 */
export const correctionRequest = contactSchema.pick(
  Object.fromEntries(correctableLeadFields.map((field) => [field.name, true])) as Record<
    CorrectableFieldName,
    true
  >,
);
export type CorrectionRequest = z.infer<typeof correctionRequest>;
export const correctionAnswer = z.object({ changed: z.array(z.string()) });
