import { type InboxLead, leadStatuses } from '@contract/inbox-api';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { formatDateTime } from '../ui/format';
import { Message } from '../ui/Message';
import { StatusBadge } from '../ui/StatusBadge';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { leadTexts } from './texts';
import { conflictOf, useChangeStatus } from './use-lead';

/**
 * The status in one action: a button per status, the current one pressed (choosing it again
 * changes nothing). Sends the version the person saw; a 409 shows the lead as it is now
 * (someone else changed it) and lets them decide again on that version.
 */
export function StatusChange({ lead }: { lead: InboxLead }) {
  const t = useTexts(leadTexts);
  const inbox = useTexts(inboxTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const change = useChangeStatus(lead.id);
  const failure = change.error;
  const conflict = conflictOf(failure);
  const error = conflict
    ? `${errorText(failure)} ${t.currentState(inbox.statuses[conflict.lead.status])}`
    : failure && `${t.statusNotSaved} ${errorText(failure)}`;

  const changedBy = lead.statusChangedBy?.name ?? lead.statusChangedBy?.email;
  return (
    <section
      aria-labelledby="lead-status"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="lead-status" className="mb-3 text-lg font-bold">
        {t.status}: <StatusBadge status={lead.status} />
      </h2>
      {changedBy && lead.statusChangedAt && (
        <p className="mb-3 text-sm break-words text-slate-700">
          {t.lastChange(changedBy, formatDateTime(lead.statusChangedAt, language))}
        </p>
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t.changeStatus}</legend>
        <div className="flex flex-wrap gap-2">
          {/* Spam is a folder, with its own control (SpamFolder.tsx); a status chosen here takes a lead out of it. */}
          {leadStatuses
            .filter((status) => status !== 'spam')
            .map((status) => {
              const current = status === lead.status;
              return (
                <button
                  key={status}
                  type="button"
                  aria-pressed={current}
                  className={`rounded-full border px-4 py-1.5 font-semibold ${
                    current
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-400 bg-white text-ink hover:bg-slate-50'
                  }`}
                  onClick={() => {
                    if (current || change.isPending) return;
                    change.mutate({ status, version: lead.version });
                  }}
                >
                  {inbox.statuses[status]}
                </button>
              );
            })}
        </div>
      </fieldset>
      <Message className="mt-3" kind="notice" text={change.isSuccess && t.statusSaved} />
      <Message className="mt-3" text={error} />
    </section>
  );
}
