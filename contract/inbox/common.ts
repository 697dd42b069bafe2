/**
 * The sales inbox's HTTP contract (inbox-api.ts): its limits, the CSRF header, the statuses and
 * the shapes of optional text and days.
 */

import '../zod-without-eval';
import { z } from 'zod';
import type { Language } from '../languages';

/** Header that carries the session's CSRF token on every POST. */
export const csrfHeader = 'x-csrf-token';

export const passwordMinLength = 12;
export const passwordMaxLength = 256;
export const noteMaxLength = 5000;
/** A note's author may edit it for this long after writing it; the server holds to it. */
export const noteEditMinutes = 15;
export const searchMaxLength = 200;
export const leadsPerPage = 50;
export const auditEntriesPerPage = 50;

/** new → contacted → qualified → won | lost, and spam; any status may follow any other. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
/** Leads still being worked: a next step of a won, lost or spam lead is due no more. */
export const openLeadStatuses: readonly LeadStatus[] = ['new', 'contacted', 'qualified'];
export const leadStatus = z.enum(leadStatuses);
/** A status as a person reads it, by language: the inbox's screens and its CSV (decision 365). */
export const leadStatusLabels: Readonly<Record<Language, Readonly<Record<LeadStatus, string>>>> = {
  pt: {
    new: 'Novo',
    contacted: 'Contatado',
    qualified: 'Qualificado',
    won: 'Ganho',
    lost: 'Perdido',
    spam: 'Spam',
  },
  en: {
    new: 'New',
    contacted: 'Contacted',
    qualified: 'Qualified',
    won: 'Won',
    lost: 'Lost',
    spam: 'Spam',
  },
};

export const nextStepMaxLength = 200;

export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );
