import { type FormEvent, useState } from 'react';
import { type LeadNote, noteAnswer, noteMaxLength } from '@/contact/inbox-api';
import { formatDateTime } from './format';
import { useInbox } from './inbox-context';
import { errorClass, inputClass, labelClass, primaryButtonClass } from './styles';

interface LeadNotesProps {
  leadId: string;
  notes: LeadNote[];
  onAdded: (note: LeadNote) => void;
}

/** The notes thread, oldest first; the text stays in the field until the server keeps it. */
export function LeadNotes({ leadId, notes, onAdded }: LeadNotesProps) {
  const { t, language, post, errorText } = useInbox();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await post(`/api/inbox/leads/${leadId}/notes`, noteAnswer, { body });
      onAdded(answer.note);
      setBody('');
    } catch (failure) {
      setError(errorText(failure));
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
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor="lead-note" className={labelClass}>
          {t.lead.newNote}
        </label>
        <textarea
          id="lead-note"
          rows={3}
          maxLength={noteMaxLength}
          className={inputClass}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-describedby={error ? 'lead-note-error' : undefined}
        />
        {error && (
          <p id="lead-note-error" className={errorClass} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={primaryButtonClass} disabled={busy || !body.trim()}>
          {t.lead.addNote}
        </button>
      </form>
    </section>
  );
}
