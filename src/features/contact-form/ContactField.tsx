import { CircleAlert } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useContactFormT } from '@/i18n/contact-form-dictionary';
import type { ContactFieldSpec } from './contact-fields';
import { controlClass, fieldCellClass, hintClass, labelClass } from './form-layout';
import { maskInputEvent } from './masked-input';

const controlLook =
  'border-slate-500 bg-white px-3 text-base text-ink shadow-xs transition-colors ' +
  'hover:border-slate-700 disabled:cursor-progress ' +
  'aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

/** One field: its visible label, optional hint, the control and its error, all tied together. */
export function ContactField({
  spec,
  registration,
  defaultValue,
  error,
  autoFocus,
}: {
  spec: ContactFieldSpec;
  registration: UseFormRegisterReturn;
  /** In the HTML too, so a page drawn by the server shows what the visitor sent. */
  defaultValue?: string;
  error?: string;
  /** The first field the server found invalid: the browser focuses it, script or not. */
  autoFocus?: boolean;
}) {
  const t = useContactFormT();
  const id = useId();
  const inputId = `${id}input`;
  const hintId = spec.hint ? `${id}hint` : undefined;
  const errorId = error ? `${id}error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const { mask } = spec;
  const controlProps = {
    id: inputId,
    ...registration,
    defaultValue,
    autoFocus,
    ...(mask && {
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        maskInputEvent(mask, event);
        return registration.onChange(event);
      },
    }),
    autoCapitalize: spec.autoCapitalize,
    autoComplete: spec.autoComplete,
    inputMode: spec.inputMode,
    maxLength: spec.maxLength,
    required: !spec.optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${controlClass(spec)} ${controlLook}`,
  };

  return (
    <div className={fieldCellClass(spec)}>
      <label htmlFor={inputId} className={labelClass}>
        {t.form.labels[spec.name]}
      </label>
      {spec.hint && (
        <span id={hintId} className={hintClass}>
          {t.form.hints[spec.hint]}
        </span>
      )}
      {spec.control === 'multiline' ? (
        <textarea {...controlProps} className={`${controlProps.className} resize-y py-2`} />
      ) : (
        <input type={spec.control} {...controlProps} />
      )}
      {error && (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
