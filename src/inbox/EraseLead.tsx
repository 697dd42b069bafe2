import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { eraseAnswer, type InboxLead } from '@/contact/inbox-api';
import { useInbox } from './inbox-context';
import { errorClass, inputClass, labelClass, secondaryButtonClass } from './styles';

const dangerButtonClass =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60';

/** Erasure of the person's data, after they retype the lead's e-mail. */
export function EraseLead({ lead }: { lead: InboxLead }) {
  const { t, post, errorText } = useInbox();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await post(`/api/inbox/leads/${lead.id}/erase`, eraseAnswer, { confirmEmail });
      navigate('/inbox');
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  return (
    <section aria-labelledby="lead-erase" className="rounded-lg border border-red-200 bg-white p-4">
      <h2 id="lead-erase" className="mb-3 text-lg font-bold">
        {t.lead.erase}
      </h2>
      {!confirming ? (
        <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(true)}>
          {t.lead.erase}
        </button>
      ) : (
        <form onSubmit={submit} className="space-y-3">
          <p id="lead-erase-explain">{t.lead.eraseExplain}</p>
          <div>
            <label htmlFor="lead-erase-email" className={labelClass}>
              {t.lead.eraseConfirmLabel}
            </label>
            <input
              id="lead-erase-email"
              type="email"
              autoComplete="off"
              className={inputClass}
              value={confirmEmail}
              onChange={(event) => setConfirmEmail(event.target.value)}
              aria-describedby="lead-erase-explain"
            />
          </div>
          {error && (
            <p className={errorClass} role="alert">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={dangerButtonClass} disabled={!confirmEmail.trim()}>
              {t.lead.eraseConfirm}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => setConfirming(false)}
            >
              {t.lead.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
