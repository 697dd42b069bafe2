/**
 * An audit entry's details in words. The log keeps only ids, statuses, a channel, a count, a
 * reason and an export's filter (a search as `searched: true`, never its text:
 * docs/decisions/096-inbox-audit-log.md), so nothing more can show here; an unexpected shape shows nothing.
 */
import {
  type AuditEntry,
  leadStatus,
  notificationChannel,
  singleSignOnRefusals,
  spamReasons,
} from '@contract/inbox-api';
import { inboxErrorMessages } from '@contract/inbox-errors';
import type { Language } from '@contract/languages';
import { correctableLeadFields } from '@contract/lead-fields';
import { z } from 'zod';
import type { pt as leadsPt } from '../leads/pt';
import { formatDay } from '../ui/format';
import type { pt as inboxPt } from '../ui/pt';
import type { pt as auditPt } from './pt';

const spamReason = z.enum(spamReasons);

/** The texts the details take their words from, in the language shown. */
export interface DetailTexts {
  audit: typeof auditPt;
  /** The list's filter labels, for an export's filter. */
  leads: typeof leadsPt;
  /** The statuses' and languages' names. */
  inbox: typeof inboxPt;
  language: Language;
}

export function describeAuditDetails(
  { action, details }: Pick<AuditEntry, 'action' | 'details'>,
  texts: DetailTexts,
): string | null {
  const { audit: t, inbox } = texts;
  switch (action) {
    case 'status_changed': {
      const from = leadStatus.safeParse(details.from);
      const to = leadStatus.safeParse(details.to);
      return from.success && to.success
        ? t.statusChange(inbox.statuses[from.data], inbox.statuses[to.data])
        : null;
    }
    case 'owner_changed': {
      const named = (value: unknown) => (typeof value === 'string' ? value : t.nobody);
      const change = t.ownerChange(named(details.from), named(details.to));
      return details.roundRobin === true ? `${change} (${t.byTurn})` : change;
    }
    case 'next_step_changed': {
      const day = (value: unknown) =>
        typeof value === 'string' ? formatDay(value, texts.language) : t.noDay;
      return t.ownerChange(day(details.from), day(details.to));
    }
    case 'takes_leads_changed':
      return typeof details.takesLeads === 'boolean' ? t.takesLeads(details.takesLeads) : null;
    case 'notification_resent': {
      const channel = notificationChannel.safeParse(details.channel);
      return channel.success ? t.channel(t.channels[channel.data]) : null;
    }
    case 'privacy_request_export':
      return typeof details.leads === 'number' ? t.exportedLeads(details.leads) : null;
    case 'privacy_request_correction': {
      // The fields' names only (decision 326), each shown by its label.
      const { fields } = details;
      if (!Array.isArray(fields)) return null;
      const labels = fields.flatMap((name) => {
        const field = correctableLeadFields.find((candidate) => candidate.name === name);
        return field ? [field.label[texts.language]] : [];
      });
      return labels.length ? t.correctedFields(labels.join(', ')) : null;
    }
    case 'erasure':
    case 'privacy_request_erasure':
      return typeof details.deleted === 'number' ? t.erased(details.deleted) : null;
    case 'sign_in':
      return details.method === 'sso' ? t.viaSingleSignOn : null;
    case 'sign_in_failed': {
      const { reason } = details;
      // A refused single sign-on keeps its refusal's code (decision 460).
      if (details.method === 'sso') {
        const refusal = singleSignOnRefusals.find((code) => code === reason);
        return refusal
          ? `${t.viaSingleSignOn}: ${inboxErrorMessages[refusal][texts.language]}`
          : t.viaSingleSignOn;
      }
      return typeof reason === 'string' && Object.hasOwn(t.failReasons, reason)
        ? t.failReasons[reason as keyof typeof t.failReasons]
        : null;
    }
    case 'export':
      return describeExportFilter(details.filter, texts);
    case 'spam_marked':
      return typeof details.held === 'number' ? t.held(details.held) : null;
    case 'spam_cleared': {
      const to = leadStatus.safeParse(details.to);
      const released = typeof details.released === 'number' ? t.released(details.released) : '';
      return to.success
        ? [t.statusChange(inbox.statuses.spam, inbox.statuses[to.data]), released]
            .filter(Boolean)
            .join('; ')
        : null;
    }
    case 'spam_screened': {
      const reasons = Array.isArray(details.reasons)
        ? details.reasons.flatMap((reason) => {
            const known = spamReason.safeParse(reason);
            return known.success ? [inbox.spamReasons[known.data]] : [];
          })
        : [];
      return reasons.length > 0 ? t.reasons(reasons.join(', ')) : null;
    }
    case 'roles_changed': {
      const { account, from, to } = details;
      const list = (roles: unknown) => (Array.isArray(roles) ? roles.join(', ') : '—');
      return typeof account === 'string'
        ? `${account}: ${t.statusChange(list(from), list(to))}`
        : null;
    }
    case 'account_invited':
    case 'invitation_accepted':
    case 'account_deactivated':
    case 'account_reactivated':
    case 'sso_account_created':
    case 'sso_access_requested':
    case 'sso_access_approved':
    case 'sso_access_declined':
    case 'second_factors_reset':
      return typeof details.account === 'string' ? details.account : null;
    default:
      return null;
  }
}

function describeExportFilter(filter: unknown, { audit: t, leads, inbox }: DetailTexts): string {
  if (!filter || typeof filter !== 'object') return t.exportAll;
  const labels: Record<string, string> = {
    from: leads.from,
    to: leads.to,
    language: leads.language,
    source: leads.source,
    campaign: leads.campaign,
  };
  const parts: string[] = [];
  for (const [name, value] of Object.entries(filter)) {
    if (name === 'searched') {
      if (value === true) parts.push(t.searched);
    } else if (name === 'status' && Array.isArray(value)) {
      const statuses = value.flatMap((status) => {
        const parsed = leadStatus.safeParse(status);
        return parsed.success ? [inbox.statuses[parsed.data]] : [];
      });
      if (statuses.length) parts.push(`${leads.status}: ${statuses.join(', ')}`);
    } else if (Object.hasOwn(labels, name) && typeof value === 'string') {
      const shown =
        name === 'language' && (value === 'pt' || value === 'en')
          ? inbox.languageNames[value]
          : value;
      parts.push(`${labels[name]}: ${shown}`);
    }
  }
  return parts.length ? t.exportFilter(parts.join('; ')) : t.exportAll;
}
