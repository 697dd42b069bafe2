import { eraseAnswer, type InboxLead } from '@contract/inbox-api';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { InboxApiError } from './api';
import { FieldError, fieldAria, focusField, serverFieldNames } from './field-errors';
import { formTexts } from './form-texts';
import { useInbox } from './inbox-context';
import { errorClass, inputClass, labelClass, secondaryButtonClass } from './styles';

const dangerButtonClass =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60';

const fieldId = 'lead-erase-email';

/** Erasure of the person's data, after they retype the lead's e-mail. */
export function EraseLead({ lead }: { lead: InboxLead }) {
  const { t, language, post, errorText } = useInbox();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldError(undefined);
    if (!confirmEmail.trim()) {
      setFieldError(formTexts[language].erase.required);
      return focusField(fieldId);
    }
    try {
      await post(`/api/inbox/leads/${lead.id}/erase`, eraseAnswer, { confirmEmail });
      navigate('/inbox');
    } catch (failure) {
      // A typed address that is not the lead's, or one the server refuses, is the field's fault.
      const mismatch = failure instanceof InboxApiError && failure.code === 'confirmation_mismatch';
      if (mismatch || serverFieldNames(failure).includes('confirmEmail')) {
        setFieldError(errorText(new InboxApiError(400, 'confirmation_mismatch', {})));
        focusField(fieldId);
      } else {
        setError(errorText(failure));
      }
    }
  }

  return (
    <section aria-labelledby="lead-erase" className="rounded-lg border border-red-200 bg-white p-4">
      <h2 id="lead-erase" className="mb-3 text-lg font-bold">
        {t.lead.erase}
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
          {t.lead.erase}
        </button>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <p id="lead-erase-explain">{t.lead.eraseExplain}</p>
          <div>
            <label htmlFor={fieldId} className={labelClass}>
              {t.lead.eraseConfirmLabel}
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
          {error && (
            <p className={errorClass} role="alert">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={dangerButtonClass}>
              {t.lead.eraseConfirm}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                setConfirming(false);
                setFieldError(undefined);
                setError(null);
                focusField('lead-erase-start');
              }}
            >
              {t.lead.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
