import { type LeadNote, noteAnswer, noteMaxLength } from '@contract/inbox-api';
import { type FormEvent, useState } from 'react';
import { FieldError, fieldAria, focusField, serverFieldNames } from './field-errors';
import { formTexts } from './form-texts';
import { formatDateTime } from './format';
import { useInbox } from './inbox-context';
import { readNoteDraft, storeNoteDraft } from './note-drafts';
import { errorClass, inputClass, labelClass, primaryButtonClass } from './styles';
import { validateNote } from './validation';

interface LeadNotesProps {
  leadId: string;
  notes: LeadNote[];
  onAdded: (note: LeadNote) => void;
}

const fieldId = 'lead-note';

/**
 * The notes thread, oldest first. The text stays in the field (and in the tab's draft) until
 * the server keeps it: a failed save says so and why, next to the field.
 */
export function LeadNotes({ leadId, notes, onAdded }: LeadNotesProps) {
  const { t, language, post, errorText } = useInbox();
  const texts = formTexts[language].note;
  const [body, setBody] = useState(() => readNoteDraft(leadId));
  const [problem, setProblem] = useState<'required' | 'tooLong' | undefined>();
  /** A failed save, kept (not its text) so the message follows the PT | EN switch. */
  const [saveFailure, setSaveFailure] = useState<{ error: unknown } | null>(null);
  const fieldError = problem && texts[problem];
  const failure = saveFailure && `${texts.notSaved} ${errorText(saveFailure.error)}`;
  const [busy, setBusy] = useState(false);

  function change(value: string) {
    setBody(value);
    storeNoteDraft(leadId, value);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaveFailure(null);
    const found = validateNote(body);
    setProblem(found);
    if (found) return focusField(fieldId);
    setBusy(true);
    try {
      const answer = await post(`/api/inbox/leads/${leadId}/notes`, noteAnswer, { body });
      onAdded(answer.note);
      change('');
    } catch (error) {
      if (serverFieldNames(error).includes('body')) {
        setProblem('tooLong');
        focusField(fieldId);
      } else {
        setSaveFailure({ error });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="lead-notes"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="lead-notes" className="mb-3 text-lg font-bold">
        {t.lead.notes}
      </h2>
      {notes.length === 0 ? (
        <p className="mb-3 text-slate-700">{t.lead.noNotes}</p>
      ) : (
        <ol className="mb-4 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="border-l-4 border-brand-200 pl-3">
              <p className="text-sm break-all text-slate-700">
                <strong>{note.author}</strong> · {formatDateTime(note.createdAt, language)}
              </p>
              <p className="whitespace-pre-wrap break-words">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="space-y-2">
        <label htmlFor={fieldId} className={labelClass}>
          {t.lead.newNote}
        </label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={noteMaxLength}
          className={inputClass}
          value={body}
          onChange={(event) => change(event.target.value)}
          {...fieldAria(fieldId, fieldError, {
            describedBy: failure ? 'lead-note-failure' : undefined,
          })}
        />
        <FieldError fieldId={fieldId} message={fieldError} />
        {failure && (
          <p id="lead-note-failure" className={errorClass} role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {t.lead.addNote}
        </button>
      </form>
    </section>
  );
}
