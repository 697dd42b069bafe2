/**
 * An audit entry's details in words. The log keeps only ids, statuses, a channel, a count, a
 * reason and an export's filter (a search as `searched: true`, never its text:
 * docs/decisions/096), so nothing more can show here; an unexpected shape shows nothing.
 */
import { type AuditEntry, leadStatus, notificationChannel } from '@contract/inbox-api';
import type { auditTexts } from './audit-texts';
import type { inboxTexts } from './texts';

type AuditTexts = (typeof auditTexts)['pt'];
type InboxTexts = (typeof inboxTexts)['pt'];

export function describeAuditDetails(
  { action, details }: Pick<AuditEntry, 'action' | 'details'>,
  t: AuditTexts,
  inbox: InboxTexts,
): string | null {
  switch (action) {
    case 'status_changed': {
      const from = leadStatus.safeParse(details.from);
      const to = leadStatus.safeParse(details.to);
      return from.success && to.success
        ? t.statusChange(inbox.statuses[from.data], inbox.statuses[to.data])
        : null;
    }
    case 'notification_resent': {
      const channel = notificationChannel.safeParse(details.channel);
      return channel.success ? t.channel(t.channels[channel.data]) : null;
    }
    case 'erasure':
      return typeof details.deleted === 'number' ? t.erased(details.deleted) : null;
    case 'sign_in_failed': {
      const { reason } = details;
      return typeof reason === 'string' && Object.hasOwn(t.failReasons, reason)
        ? t.failReasons[reason as keyof AuditTexts['failReasons']]
        : null;
    }
    case 'export':
      return describeExportFilter(details.filter, t, inbox);
    default:
      return null;
  }
}

function describeExportFilter(filter: unknown, t: AuditTexts, inbox: InboxTexts): string {
  if (!filter || typeof filter !== 'object') return t.exportAll;
  const labels: Record<string, string> = {
    from: inbox.list.from,
    to: inbox.list.to,
    language: inbox.list.language,
    source: inbox.list.source,
    campaign: inbox.list.campaign,
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
      if (statuses.length) parts.push(`${inbox.list.status}: ${statuses.join(', ')}`);
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
