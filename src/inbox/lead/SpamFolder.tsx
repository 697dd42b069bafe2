import type { InboxLead } from '@contract/inbox-api';
import { useTexts } from '@/i18n/texts';
import { Message } from '../ui/Message';
import { secondaryButtonClass } from '../ui/styles';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { leadTexts } from './texts';
import { conflictOf, useChangeSpam } from './use-lead';

/**
 * The lead in or out of the Spam folder, in one action: why it is there (the arrival screen's
 * reasons, or a person), and "Not spam", which gives it back its status and sends the
 * notifications it held; or "Mark as spam". A 409 shows the lead as it is now.
 */
export function SpamFolder({ lead }: { lead: InboxLead }) {
  const t = useTexts(leadTexts).spam;
  const inbox = useTexts(inboxTexts);
  const errorText = useErrorText();
  const change = useChangeSpam(lead.id);
  const inFolder = lead.status === 'spam';
  const failure = change.error;
  const error =
    failure && (conflictOf(failure) ? errorText(failure) : `${t.notSaved} ${errorText(failure)}`);
  const done = change.isSuccess && (inFolder ? t.marked : t.cleared);

  return (
    <section
      aria-labelledby="lead-spam"
      className={`rounded-lg border p-4 ${inFolder ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white'}`}
    >
      <h2 id="lead-spam" className="mb-2 text-lg font-bold">
        {t.heading}
      </h2>
      {inFolder ? (
        <>
          <p className="mb-2">{t.inFolder}</p>
          {lead.spamReasons && (
            <div className="mb-3">
              <p className="font-semibold">{t.why}</p>
              <ul className="list-disc pl-6">
                {lead.spamReasons.map((reason) => (
                  <li key={reason}>{inbox.spamReasons[reason]}</li>
                ))}
              </ul>
            </div>
          )}
        </>
      ) : (
        <p className="mb-3 text-slate-700">{t.notInFolder}</p>
      )}
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={change.isPending}
        onClick={() => change.mutate({ spam: !inFolder, version: lead.version })}
      >
        {inFolder ? t.notSpam : t.mark}
      </button>
      <Message className="mt-3" kind="notice" text={done} />
      <Message className="mt-3" text={error} />
    </section>
  );
}
