import { type LeadNote, noteEditMinutes, noteMaxLength } from '@contract/inbox-api';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { useSignedInUser } from '../api/session';
import { errorIdOf, FieldError, fieldAria, focusField, serverFieldNames } from '../ui/field-errors';
import { formatCount, formatDateTime } from '../ui/format';
import { Message } from '../ui/Message';
import { inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import { validateNote } from '../ui/validation';
import { leadTexts } from './texts';
import { useEditNote } from './use-lead';

/** Still within the minutes its author may edit it, by this browser's clock (the server decides). */
const editable = (note: LeadNote) =>
  Date.now() < Date.parse(note.createdAt) + noteEditMinutes * 60_000;

/**
 * One note of the thread; its author may correct it in place for noteEditMinutes after writing
 * it, with the same counter and messages as a new note. Past that the server says no, and the
 * text typed stays in the field.
 */
export function NoteItem({ leadId, note }: { leadId: string; note: LeadNote }) {
  const t = useTexts(leadTexts);
  const language = useLanguage();
  const user = useSignedInUser();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const mine = user !== undefined && note.authorId === user.id;
  const when = formatDateTime(note.createdAt, language);

  return (
    <li className="border-l-4 border-brand-200 pl-3">
      <p className="text-sm wrap-anywhere text-slate-700">
        <strong>{note.author}</strong> · {when}
        {note.editedAt && ` · ${t.noteEdited(formatDateTime(note.editedAt, language))}`}
      </p>
      {editing ? (
        <NoteEditor
          leadId={leadId}
          note={note}
          onDone={(wasSaved) => {
            setEditing(false);
            setSaved(wasSaved);
          }}
        />
      ) : (
        <>
          <p className="whitespace-pre-wrap break-words">{note.body}</p>
          {mine && editable(note) && (
            <button
              type="button"
              className="mt-1 text-sm font-semibold text-brand-800 underline"
              aria-label={t.editNoteOf(when)}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t.editNote}
            </button>
          )}
          <Message className="mt-2" kind="notice" text={saved && t.noteSaved} />
        </>
      )}
    </li>
  );
}

function NoteEditor({
  leadId,
  note,
  onDone,
}: {
  leadId: string;
  note: LeadNote;
  onDone: (saved: boolean) => void;
}) {
  const t = useTexts(leadTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const fieldId = `note-edit-${note.id}`;
  const [body, setBody] = useState(note.body);
  const [problem, setProblem] = useState<'required' | 'tooLong' | undefined>();
  const save = useEditNote(leadId, note.id);
  const length = body.trim().length;
  const over = length > noteMaxLength;
  const fieldError = problem && { required: t.noteRequired, tooLong: t.noteTooLong }[problem];
  const failure =
    save.error && !serverFieldNames(save.error).includes('body')
      ? `${t.noteNotSaved} ${errorText(save.error)}`
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    const found = validateNote(body);
    setProblem(found);
    if (found) return focusField(fieldId);
    save.mutate(body, {
      onSuccess: () => onDone(true),
      onError: (error) => {
        if (!serverFieldNames(error).includes('body')) return focusField(fieldId);
        setProblem('tooLong');
        focusField(fieldId);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-1 space-y-2">
      <label htmlFor={fieldId} className={labelClass}>
        {t.editNoteLabel}
      </label>
      {/* No maxLength: a paste past the limit would be cut silently (as the new note's box). */}
      <textarea
        id={fieldId}
        rows={3}
        className={inputClass}
        value={body}
        // biome-ignore lint/a11y/noAutofocus: the person asked to edit this note; the field is where they go.
        autoFocus
        onChange={(event) => setBody(event.target.value)}
        {...fieldAria(fieldId, fieldError, { invalid: over })}
        aria-describedby={[
          fieldError && errorIdOf(fieldId),
          failure && `${fieldId}-failure`,
          `${fieldId}-count`,
        ]
          .filter(Boolean)
          .join(' ')}
      />
      <p
        id={`${fieldId}-count`}
        className={`text-sm ${over ? 'font-semibold text-red-800' : 'text-slate-700'}`}
      >
        {t.noteCount(formatCount(length, language), formatCount(noteMaxLength, language))}
      </p>
      <FieldError fieldId={fieldId} message={fieldError} />
      <Message id={`${fieldId}-failure`} text={failure} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {t.saveNote}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => onDone(false)}>
          {t.cancelEdit}
        </button>
      </div>
    </form>
  );
}
