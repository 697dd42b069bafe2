/**
 * The sales inbox's HTTP contract (inbox-api.ts): the changes to a lead (status, owner, follow-up,
 * notes, spam, deliveries, privacy requests).
 */

import '../zod-without-eval';
import { z } from 'zod';
import { allowedDay } from '../calendar-days';
import { privacyRequestKinds } from '../privacy-request';
import { leadStatus, nextStepMaxLength, noteMaxLength } from './common';
import { delivery, inboxLead, leadNote } from './lead-page';

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
  on: allowedDay.nullable(),
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
      verifiedAt: z.string().nullable(),
      answer: z.string().nullable(),
      leads: z.number(),
    }),
  ),
});

/** POST /api/inbox/leads/:id/deliveries/:channel/resend → 200 { delivery }. */
export const resendAnswer = z.object({ delivery });
