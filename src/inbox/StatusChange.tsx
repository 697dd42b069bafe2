import {
  conflictAnswer,
  type InboxLead,
  type LeadStatus,
  leadAnswer,
  leadStatuses,
} from '@contract/inbox-api';
import { type FormEvent, useState } from 'react';
import { InboxApiError } from './api';
import { FieldError, fieldAria, serverFieldNames } from './field-errors';
import { formTexts } from './form-texts';
import { formatDateTime } from './format';
import { useInbox } from './inbox-context';
import { StatusBadge } from './StatusBadge';
import { errorClass, inputClass, labelClass, noticeClass, primaryButtonClass } from './styles';

interface StatusChangeProps {
  lead: InboxLead;
  onChanged: (lead: InboxLead) => void;
}

/**
 * Sends the version the person saw; a 409 shows the lead as it is now (someone else changed
 * it) and lets them decide again on that version.
 */
export function StatusChange({ lead, onChanged }: StatusChangeProps) {
  const { t, language, post, errorText } = useInbox();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [message, setMessage] = useState<{ kind: 'error' | 'saved'; text: string } | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setFieldError(undefined);
    try {
      const answer = await post(`/api/inbox/leads/${lead.id}/status`, leadAnswer, {
        status,
        version: lead.version,
      });
      onChanged(answer.lead);
      setMessage({ kind: 'saved', text: t.lead.statusSaved });
    } catch (failure) {
      const conflict =
        failure instanceof InboxApiError ? conflictAnswer.safeParse(failure.body) : null;
      if (conflict?.success) {
        onChanged(conflict.data.lead);
        setMessage({
          kind: 'error',
          text: `${errorText(failure)} ${t.lead.currentState(t.statuses[conflict.data.lead.status])}`,
        });
      } else if (serverFieldNames(failure).includes('status')) {
        setFieldError(formTexts[language].status.invalid);
      } else {
        // The choice stays in the select: saving again once the server is back is one click.
        setMessage({
          kind: 'error',
          text: `${formTexts[language].status.notSaved} ${errorText(failure)}`,
        });
      }
    } finally {
      setBusy(false);
    }
  }

  const changedBy = lead.statusChangedBy?.name ?? lead.statusChangedBy?.email;
  return (
    <section
      aria-labelledby="lead-status"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="lead-status" className="mb-3 text-lg font-bold">
        {t.lead.status}: <StatusBadge status={lead.status} />
      </h2>
      {changedBy && lead.statusChangedAt && (
        <p className="mb-3 text-sm break-all text-slate-700">
          {t.lead.lastChange(changedBy, formatDateTime(lead.statusChangedAt, language))}
        </p>
      )}
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="lead-new-status" className={labelClass}>
            {t.lead.changeStatus}
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
                {t.statuses[option]}
              </option>
            ))}
          </select>
          <FieldError fieldId="lead-new-status" message={fieldError} />
        </div>
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {t.lead.saveStatus}
        </button>
      </form>
      {message && (
        <p
          className={`mt-3 ${message.kind === 'error' ? errorClass : noticeClass}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
