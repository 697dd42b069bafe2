import { type LeadNote, noteEditMinutes, noteMaxLength } from '@contract/inbox-api';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { readNoteDraft, storeNoteDraft } from '../api/note-drafts';
import { errorIdOf, FieldError, fieldAria, focusField, serverFieldNames } from '../ui/field-errors';
import { formatCount } from '../ui/format';
import { Message } from '../ui/Message';
import { inputClass, labelClass, primaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import { validateNote } from '../ui/validation';
import { NoteItem } from './NoteItem';
import { leadTexts } from './texts';
import { useAddNote } from './use-lead';

const fieldId = 'lead-note';

/**
 * The notes thread, oldest first. The text stays in the field (and in the tab's draft) until
 * the server keeps it: a failed save says so and why, next to the field.
 */
export function LeadNotes({ leadId, notes }: { leadId: string; notes: LeadNote[] }) {
  const t = useTexts(leadTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const [body, setBody] = useState(() => readNoteDraft(leadId));
  const [problem, setProblem] = useState<'required' | 'tooLong' | undefined>();
  const addNote = useAddNote(leadId);
  const length = body.trim().length;
  const over = length > noteMaxLength;
  const fieldError = problem && { required: t.noteRequired, tooLong: t.noteTooLong }[problem];
  // Kept as the failure, not its text, so the message follows the PT | EN switch.
  const failure =
    addNote.error && !serverFieldNames(addNote.error).includes('body')
      ? `${t.noteNotSaved} ${errorText(addNote.error)}`
      : null;

  function change(value: string) {
    setBody(value);
    storeNoteDraft(leadId, value);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    addNote.reset();
    const found = validateNote(body);
    setProblem(found);
    if (found) return focusField(fieldId);
    addNote.mutate(body, {
      onSuccess: () => setBody(''),
      onError: (error) => {
        if (!serverFieldNames(error).includes('body')) return;
        setProblem('tooLong');
        focusField(fieldId);
      },
    });
  }

  return (
    <section
      aria-labelledby="lead-notes"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="lead-notes" className="mb-3 text-lg font-bold">
        {t.notes}
      </h2>
      {notes.length === 0 ? (
        <p className="mb-3 text-slate-700">{t.noNotes}</p>
      ) : (
        <ol className="mb-4 space-y-3">
          {notes.map((note) => (
            <NoteItem key={note.id} leadId={leadId} note={note} />
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="space-y-2">
        <label htmlFor={fieldId} className={labelClass}>
          {t.newNote}
        </label>
        <p className="text-sm text-slate-700">{t.noteEditHint(noteEditMinutes)}</p>
        {/* No maxLength: a paste past the limit would be cut silently; the counter and the
            check say so instead, and nothing typed is lost. */}
        <textarea
          id={fieldId}
          rows={3}
          className={inputClass}
          value={body}
          onChange={(event) => change(event.target.value)}
          {...fieldAria(fieldId, fieldError, { invalid: over })}
          // The problem first, then the count.
          aria-describedby={[
            fieldError && errorIdOf(fieldId),
            failure && 'lead-note-failure',
            'lead-note-count',
          ]
            .filter(Boolean)
            .join(' ')}
        />
        <p
          id="lead-note-count"
          className={`text-sm ${over ? 'font-semibold text-red-800' : 'text-slate-700'}`}
        >
          {t.noteCount(formatCount(length, language), formatCount(noteMaxLength, language))}
        </p>
        <FieldError fieldId={fieldId} message={fieldError} />
        <Message id="lead-note-failure" text={failure} />
        <button type="submit" className={primaryButtonClass} disabled={addNote.isPending}>
          {t.addNote}
        </button>
      </form>
    </section>
  );
}
