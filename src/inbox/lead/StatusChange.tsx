import { type InboxLead, type LeadStatus, leadStatuses } from '@contract/inbox-api';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { FieldError, fieldAria, serverFieldNames } from '../ui/field-errors';
import { formatDateTime } from '../ui/format';
import { Message } from '../ui/Message';
import { StatusBadge } from '../ui/StatusBadge';
import { inputClass, labelClass, primaryButtonClass } from '../ui/styles';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { leadTexts } from './texts';
import { conflictOf, useChangeStatus } from './use-lead';

/**
 * Sends the version the person saw; a 409 shows the lead as it is now (someone else changed
 * it) and lets them decide again on that version.
 */
export function StatusChange({ lead }: { lead: InboxLead }) {
  const t = useTexts(leadTexts);
  const inbox = useTexts(inboxTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const change = useChangeStatus(lead.id);
  const failure = change.error;
  const conflict = conflictOf(failure);
  const fieldError = serverFieldNames(failure).includes('status') ? t.statusInvalid : undefined;
  // The choice stays in the select: saving again once the server is back is one click.
  const error = conflict
    ? `${errorText(failure)} ${t.currentState(inbox.statuses[conflict.lead.status])}`
    : failure && !fieldError && `${t.statusNotSaved} ${errorText(failure)}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate({ status, version: lead.version });
  }

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
        <p className="mb-3 text-sm break-all text-slate-700">
          {t.lastChange(changedBy, formatDateTime(lead.statusChangedAt, language))}
        </p>
      )}
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="lead-new-status" className={labelClass}>
            {t.changeStatus}
          </label>
          <select
            id="lead-new-status"
            className={inputClass}
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus)}
            {...fieldAria('lead-new-status', fieldError)}
          >
            {leadStatuses.map((option) => (
              <option key={option} value={option}>
                {inbox.statuses[option]}
              </option>
            ))}
          </select>
          <FieldError fieldId="lead-new-status" message={fieldError} />
        </div>
        <button type="submit" className={primaryButtonClass} disabled={change.isPending}>
          {t.saveStatus}
        </button>
      </form>
      <Message className="mt-3" kind="notice" text={change.isSuccess && t.statusSaved} />
      <Message className="mt-3" text={error} />
    </section>
  );
}
