import type { LeadLanguage, LeadRow } from '@server/db/schema';

/** A stored lead as the API, the CLI, the e-mail and the webhook show it. */
export interface Lead {
  id: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  subject: string;
  language: LeadLanguage | null;
  page: string | null;
}

export type NewLead = Omit<Lead, 'id' | 'createdAt'>;

export function leadFromRow(row: LeadRow): Lead {
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    subject: row.subject,
    language: row.language,
    page: row.page,
  };
}

/** The JSON form (dates as ISO 8601 strings) used by GET /api/leads and the webhook. */
export function leadToJson(lead: Lead) {
  return { ...lead, createdAt: lead.createdAt.toISOString() };
}

export type LeadJson = ReturnType<typeof leadToJson>;

/** Columns of the CSV export and the order of the JSON fields. */
export const leadFields = [
  'id',
  'createdAt',
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
  'language',
  'page',
] as const satisfies readonly (keyof Lead)[];
