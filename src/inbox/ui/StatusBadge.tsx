import type { LeadStatus } from '@contract/inbox-api';
import { useTexts } from '@/i18n/texts';
import { inboxTexts } from './texts';

const colours: Record<LeadStatus, string> = {
  new: 'bg-blue-100 text-blue-900',
  contacted: 'bg-amber-100 text-amber-900',
  qualified: 'bg-violet-100 text-violet-900',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-slate-200 text-slate-800',
  spam: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  const t = useTexts(inboxTexts);
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold ${colours[status]}`}
    >
      {t.statuses[status]}
    </span>
  );
}
