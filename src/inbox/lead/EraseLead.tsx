import type { InboxLead } from '@contract/inbox-api';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTexts } from '@/i18n/texts';
import { InboxApiError } from '../api/request';
import { FieldError, fieldAria, focusField, serverFieldNames } from '../ui/field-errors';
import { Message } from '../ui/Message';
import { paths } from '../ui/paths';
import { inputClass, labelClass, secondaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import { leadTexts } from './texts';
import { useErase } from './use-lead';

const dangerButtonClass =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60';

const fieldId = 'lead-erase-email';

/** A typed address that is not the lead's, or one the server refuses, is the field's fault. */
const isFieldsFault = (failure: unknown) =>
  (failure instanceof InboxApiError && failure.code === 'confirmation_mismatch') ||
  serverFieldNames(failure).includes('confirmEmail');

/** Erasure of the person's data, after they retype the lead's e-mail. */
export function EraseLead({ lead }: { lead: InboxLead }) {
  const t = useTexts(leadTexts);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const erase = useErase(lead.id);
  const [confirming, setConfirming] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [required, setRequired] = useState(false);
  const failure = erase.error;
  const fieldError = required
    ? t.eraseRequired
    : isFieldsFault(failure)
      ? errorText(new InboxApiError(400, 'confirmation_mismatch', {}))
      : undefined;
  const error = failure && !isFieldsFault(failure) ? errorText(failure) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    erase.reset();
    setRequired(!confirmEmail.trim());
    if (!confirmEmail.trim()) return focusField(fieldId);
    erase.mutate(confirmEmail, {
      onSuccess: () => navigate(paths.leads),
      onError: (failure) => isFieldsFault(failure) && focusField(fieldId),
    });
  }

  return (
    <section aria-labelledby="lead-erase" className="rounded-lg border border-red-200 bg-white p-4">
      <h2 id="lead-erase" className="mb-3 text-lg font-bold">
        {t.erase}
      </h2>
      {!confirming ? (
        <button
          id="lead-erase-start"
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            // The button goes away: focus moves to the field of the confirmation step.
            setConfirming(true);
            focusField(fieldId);
          }}
        >
          {t.erase}
        </button>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <p id="lead-erase-explain">{t.eraseExplain}</p>
          <div>
            <label htmlFor={fieldId} className={labelClass}>
              {t.eraseConfirmLabel}
            </label>
            <input
              id={fieldId}
              type="email"
              autoComplete="off"
              className={inputClass}
              value={confirmEmail}
              onChange={(event) => setConfirmEmail(event.target.value)}
              {...fieldAria(fieldId, fieldError, { describedBy: 'lead-erase-explain' })}
            />
            <FieldError fieldId={fieldId} message={fieldError} />
          </div>
          <Message text={error} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={dangerButtonClass} disabled={erase.isPending}>
              {t.eraseConfirm}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                setConfirming(false);
                setRequired(false);
                erase.reset();
                focusField('lead-erase-start');
              }}
            >
              {t.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
