import { useContactFormT } from '@/i18n/contact-form-dictionary';
import { contactFields } from './contact-fields';
import {
  controlClass,
  fieldCellClass,
  formGridClass,
  hintClass,
  labelClass,
  submitCellClass,
  submitHeightClass,
} from './form-layout';

const bar = 'rounded bg-slate-200 text-transparent select-none';

/**
 * What shows while the form's code loads after a client-side navigation: the form's own rows,
 * drawn as grey bars with the same classes and texts, so nothing moves when the form arrives.
 * A chunk of its own, with the rows it shares with the form: the prerendered page holds the form
 * itself, so its first load has no use for this (docs/decisions/275-a-page-loads-its-own-language.md).
 */
export default function ContactFormPlaceholder() {
  const t = useContactFormT();
  return (
    <div role="status" className={`${formGridClass} motion-safe:animate-pulse`}>
      <span className="sr-only">{t.form.loading}</span>
      {contactFields.map((spec) => (
        <div key={spec.name} aria-hidden="true" className={fieldCellClass(spec)}>
          <span className={labelClass}>
            <span className={bar}>{t.form.labels[spec.name]}</span>
          </span>
          {spec.hint && (
            <span className={hintClass}>
              <span className={bar}>{t.form.hints[spec.hint]}</span>
            </span>
          )}
          <div className={`${controlClass(spec)} border-slate-200 bg-slate-100`} />
        </div>
      ))}
      <div aria-hidden="true" className={submitCellClass}>
        <div className={`${submitHeightClass} rounded-full bg-slate-200`} />
      </div>
    </div>
  );
}
