import { type FormEvent, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { dayPlaceholder, parseTypedDay, typedDayOf } from './day-input';
import { FieldError, fieldAria, focusField } from './field-errors';
import { inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from './styles';

/** One filter of a list, as data: a new filter (or view) of a list is one more entry. */
export interface FilterField<Name extends string> {
  name: Name;
  label: string;
  kind: 'search' | 'text' | 'email' | 'date' | 'select';
  /** A select's choices, after the first, empty one (`any`: "every status"…). */
  options?: readonly { value: string; label: string }[];
  any?: string;
  maxLength?: number;
  /** An explanation under the field, read with it. */
  hint?: string;
  /** Two columns wide on a wide screen. */
  wide?: boolean;
  /** A select shows a value it does not offer (from a hand-edited URL) while it is refused. */
  showRefused?: boolean;
}

interface FilterFormProps<Name extends string, Problem extends string> {
  fields: readonly FilterField<Name>[];
  /** Each field's id is `<idPrefix>-<name>`. */
  idPrefix: string;
  /** The applied filter (the URL's). */
  values: Record<Name, string>;
  /** Problems of the applied filter (a hand-edited URL, or named by the server's 400). */
  problems: Partial<Record<Name, Problem>>;
  validate: (values: Record<Name, string>) => Partial<Record<Name, Problem>>;
  /** A problem's message, in the language shown (kept as a code: it follows the PT | EN switch). */
  message: (problem: Problem) => string;
  onApply: (values: Record<Name, string>) => void;
  labels: { apply: string; clear: string };
  /** The grid of a wide screen, and the buttons' row across it (Tailwind classes). */
  layout: { grid: string; buttons: string };
  /** On a phone, only the search shows (the others fold away until asked for). */
  folded?: boolean;
}

/**
 * A list's filters; applied on submit so each change is one URL, one request. A filter the API
 * would refuse is told under its field, focus goes to the first, and nothing is applied.
 */
export function FilterForm<Name extends string, Problem extends string>(
  props: FilterFormProps<Name, Problem>,
) {
  const { fields, idPrefix, values, problems: applied, onApply } = props;
  const language = useLanguage();
  const [draft, setDraft] = useState(values);
  const [problems, setProblems] = useState(applied);
  // A new URL (applied, back, a shared link) or new problems from the server reset the form
  // in place, not by remounting it: focus stays where the person is.
  const appliedKey = JSON.stringify([values, applied]);
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    setDraft(values);
    setProblems(applied);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = props.validate(draft);
    setProblems(found);
    const first = fields.find((field) => found[field.name]);
    if (first) return focusField(`${idPrefix}-${first.name}`);
    onApply(draft);
  }
  function clear() {
    // A list's view (kept in the URL too, chosen apart from the form) stays as it is.
    const empty = {
      ...values,
      ...Object.fromEntries(fields.map((field) => [field.name, ''])),
    } as Record<Name, string>;
    setDraft(empty);
    setProblems({});
    onApply(empty);
  }

  return (
    <search>
      <form
        onSubmit={submit}
        noValidate
        className={`grid gap-3 rounded-lg border border-slate-200 bg-white p-4 ${props.layout.grid}`}
      >
        {fields.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          const problem = problems[field.name];
          const error = problem && props.message(problem);
          const control = {
            id,
            className: inputClass,
            value: draft[field.name],
            onChange: (event: { target: { value: string } }) =>
              setDraft((current) => ({ ...current, [field.name]: event.target.value })),
            ...fieldAria(id, error, { describedBy: field.hint && `${id}-hint` }),
          };
          return (
            <div
              key={field.name}
              className={
                [
                  field.wide && 'md:col-span-2',
                  props.folded && field.kind !== 'search' && 'hidden md:block',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            >
              <label htmlFor={id} className={labelClass}>
                {field.label}
              </label>
              {field.kind === 'select' ? (
                <select {...control}>
                  <option value="">{field.any}</option>
                  {field.showRefused && problem && (
                    <option value={draft[field.name]}>{draft[field.name]}</option>
                  )}
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : field.kind === 'date' ? (
                // Typed in the page's language (day-input.ts), kept as the API's day.
                <input
                  {...control}
                  value={typedDayOf(draft[field.name])}
                  onChange={(event) => {
                    const typed = event.target.value;
                    setDraft((current) => ({
                      ...current,
                      [field.name]: parseTypedDay(typed) ?? typed,
                    }));
                  }}
                  placeholder={dayPlaceholder[language]}
                  autoComplete="off"
                />
              ) : (
                <input
                  {...control}
                  type={field.kind === 'text' ? undefined : field.kind}
                  maxLength={field.maxLength}
                  autoComplete={field.kind === 'email' ? 'off' : undefined}
                />
              )}
              {field.hint && (
                <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
                  {field.hint}
                </p>
              )}
              <FieldError fieldId={id} message={error} />
            </div>
          );
        })}
        <div className={`flex flex-wrap gap-2 ${props.layout.buttons}`}>
          <button type="submit" className={primaryButtonClass}>
            {props.labels.apply}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={clear}>
            {props.labels.clear}
          </button>
        </div>
      </form>
    </search>
  );
}
