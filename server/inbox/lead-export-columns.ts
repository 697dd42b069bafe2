/**
 * The team's work on each lead, after its fields in the inbox's export: headed in the
 * reader's language, the status in words (decision 365), or by their JSON keys and codes for a
 * program (decision 363).
 */
import { leadStatusLabels } from '@contract/inbox-api';
import type { Language } from '@contract/languages';
import type { ExtraColumns } from '@server/leads/csv';
import type { Lead } from '@server/leads/lead';
import type { LeadWork } from './inbox-leads';

const workHeaders: Readonly<Record<Language, readonly string[]>> = {
  pt: ['Situação', 'Responsável', 'Próximo passo em', 'Próximo passo', 'Notas', 'Duplicata de'],
  en: ['Status', 'Owner', 'Next step on', 'Next step', 'Notes', 'Duplicate of'],
};

const workKeys = ['status', 'owner', 'nextStepOn', 'nextStep', 'notes', 'duplicateOf'];

export const workColumns: ExtraColumns<Lead & { work: LeadWork }> = {
  headers: (dialect) => (dialect.language ? workHeaders[dialect.language] : workKeys),
  cells: ({ work }, dialect) => [
    dialect.language ? leadStatusLabels[dialect.language][work.status] : work.status,
    work.ownerEmail,
    work.nextStepOn === null ? null : dialect.day(work.nextStepOn),
    work.nextStep,
    work.notes,
    work.duplicateOf,
  ],
};
