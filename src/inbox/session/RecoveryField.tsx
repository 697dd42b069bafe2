import type { InputHTMLAttributes } from 'react';
import { FieldError, fieldAria } from '../ui/field-errors';
import { inputClass, labelClass } from '../ui/styles';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** An explanation under the label (the password rules), read with the field. */
  hint?: string;
}

/** A labelled field of the single-use links' forms, its problem under it and tied to it. */
export function RecoveryField({ id, label, value, onChange, error, hint, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mb-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      <input
        id={id}
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...input}
        {...fieldAria(id, error, { describedBy: hintId })}
      />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
