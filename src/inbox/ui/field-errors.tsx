/**
 * Per-field errors of the inbox's forms: the message sits under its field, is tied to it by
 * aria-describedby, and the field says aria-invalid, so a screen reader reads the message
 * with the field. A 400 `validation` answer names the server's bad fields; the forms map
 * those names to their own translated messages (the server's are English, for API users).
 */
import { InboxApiError } from '../api/request';

/** The fields a 400 validation answer names (`fields: {name: message}`); [] for any other failure. */
export function serverFieldNames(failure: unknown): string[] {
  if (!(failure instanceof InboxApiError) || failure.code !== 'validation') return [];
  const fields = failure.body.fields;
  return fields && typeof fields === 'object' ? Object.keys(fields) : [];
}

export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/**
 * aria-invalid and aria-describedby of a field: its own error's id when it has one, and
 * `describedBy` (an explanation, or a message about the whole form that also makes it invalid).
 */
export function fieldAria(
  fieldId: string,
  error: string | undefined,
  { describedBy, invalid = false }: { describedBy?: string; invalid?: boolean } = {},
) {
  const ids = [describedBy, error ? errorIdOf(fieldId) : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': error || invalid ? (true as const) : undefined,
    'aria-describedby': ids || undefined,
  };
}

/** Moves focus to the first field named, once React has drawn its error. */
export function focusField(fieldId: string | undefined) {
  if (!fieldId) return;
  setTimeout(() => document.getElementById(fieldId)?.focus());
}

export function FieldError({ fieldId, message }: { fieldId: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(fieldId)} className="mt-1 text-sm font-semibold text-red-800">
      {message}
    </p>
  );
}
