/**
 * A request's person (decision 325): their leads listed briefly (when, who, the company, how
 * each is theirs), for the officer to confirm an erasure of exactly those, or to correct one
 * (decision 326) with the contact form's own fields and rules.
 */
import type { CorrectionRequest, PersonLead, PrivacyEraseAnswer } from '@contract/inbox-api';
import { correctableLeadFields } from '@contract/lead-fields';
import {
  type ContactValidationMessages,
  englishValidationMessages,
} from '@contract/validation-messages';
import { useId, useState } from 'react';
import { contactForm as enContactForm } from '@/i18n/en/contact-form';
import { useLanguage } from '@/i18n/language-context';
import { contactForm as ptContactForm } from '@/i18n/pt/contact-form';
import { useTexts } from '@/i18n/texts';
import { InboxApiError } from '../api/request';
import { formatDateTime } from '../ui/format';
import { Message } from '../ui/Message';
import { inputClass, labelClass, secondaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import { privacyTexts } from './texts';
import { useCorrectLead, useErasePerson, usePersonLeads } from './use-privacy-requests';

const validationMessages = { pt: ptContactForm.validation, en: enContactForm.validation };
const keyOfEnglish = new Map(
  Object.entries(englishValidationMessages).map(([key, text]) => [
    text,
    key as keyof ContactValidationMessages,
  ]),
);

const dangerButtonClass =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60';

/** One lead, briefly: when it came, whose name, which company, how it is the person's. */
function LeadSummary({ lead }: { lead: PersonLead }) {
  const t = useTexts(privacyTexts);
  const language = useLanguage();
  const { firstName, lastName, company } = lead.fields;
  return (
    <span className="flex flex-wrap gap-x-2">
      <span className="font-semibold">
        {firstName} {lastName}
      </span>
      {company && <span>· {company}</span>}
      <span className="text-slate-700">· {formatDateTime(lead.createdAt, language)}</span>
      <span className="text-slate-700">· {t.matchedBy[lead.matchedBy]}</span>
    </span>
  );
}

function useLeadList(requestId: string) {
  const t = useTexts(privacyTexts);
  const errorText = useErrorText();
  const query = usePersonLeads(requestId, true);
  const status = query.isPending ? (
    <p role="status">{t.loadingLeads}</p>
  ) : query.error ? (
    <Message text={errorText(query.error)} />
  ) : null;
  return { leads: query.data?.leads, status };
}

/** The erasure's confirmation: the leads it erases, and the button that sends exactly those. */
export function ErasurePanel({
  requestId,
  email,
  onDone,
}: {
  requestId: string;
  email: string;
  onDone: () => void;
}) {
  const t = useTexts(privacyTexts);
  const errorText = useErrorText();
  const { leads, status } = useLeadList(requestId);
  const erase = useErasePerson(requestId);
  const [result, setResult] = useState<PrivacyEraseAnswer>();
  const headingId = useId();
  if (result) return <Message kind="notice" text={t.erasedPerson(result)} />;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-md border border-red-200 p-3">
      <h3 id={headingId} className="font-semibold">
        {t.personLeads}
      </h3>
      <p className="text-sm text-slate-700">{t.personLeadsExplain}</p>
      {status}
      {leads && (
        <>
          {leads.length === 0 ? (
            <p>{t.noPersonLeads}</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {leads.map((lead) => (
                <li key={lead.id}>
                  <LeadSummary lead={lead} />
                </li>
              ))}
            </ul>
          )}
          <p className="break-words">{t.eraseExplain(email)}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={dangerButtonClass}
              disabled={erase.isPending}
              onClick={() =>
                erase.mutate(
                  leads.map((lead) => lead.id),
                  { onSuccess: setResult },
                )
              }
            >
              {t.eraseListed(leads.length)}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={onDone}>
              {t.cancel}
            </button>
          </div>
        </>
      )}
      {erase.error && <Message text={errorText(erase.error)} />}
    </section>
  );
}

type FormValues = Record<(typeof correctableLeadFields)[number]['name'], string>;

/** One lead's contact fields, as the person asked them corrected. */
function CorrectionForm({ requestId, lead }: { requestId: string; lead: PersonLead }) {
  const t = useTexts(privacyTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const correct = useCorrectLead(requestId, lead.id);
  const idPrefix = useId();
  const [values, setValues] = useState<FormValues>(
    () =>
      Object.fromEntries(
        correctableLeadFields.map((field) => [field.name, lead.fields[field.name] ?? '']),
      ) as FormValues,
  );
  const fieldErrors =
    correct.error instanceof InboxApiError && correct.error.code === 'validation'
      ? ((correct.error.body.fields ?? {}) as Record<string, string>)
      : {};
  const errorOf = (name: string) => {
    const message = fieldErrors[name];
    if (message === undefined) return undefined;
    const key = keyOfEnglish.get(message);
    return key ? validationMessages[language][key] : t.checkField;
  };
  const labelOf = (name: string) =>
    correctableLeadFields.find((field) => field.name === name)?.label[language] ?? name;
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        correct.mutate(values as CorrectionRequest);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {correctableLeadFields.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          const error = errorOf(field.name);
          return (
            <div key={field.name}>
              <label htmlFor={id} className={labelClass}>
                {field.label[language]}
              </label>
              <input
                id={id}
                className={inputClass}
                type={field.name === 'email' ? 'email' : field.name === 'phone' ? 'tel' : 'text'}
                maxLength={field.name === 'cnpj' ? field.max * 2 : field.max}
                value={values[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.name]: event.target.value }))
                }
              />
              {error && (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <button type="submit" className={secondaryButtonClass} disabled={correct.isPending}>
        {t.correctLead}
      </button>
      {correct.data && (
        <Message
          kind="notice"
          text={t.correctionSaved(correct.data.changed.map(labelOf).join(', '))}
        />
      )}
      {correct.error && <Message text={errorText(correct.error)} />}
    </form>
  );
}

/** The correction: each of the person's leads with its contact fields to edit. */
export function CorrectionPanel({ requestId }: { requestId: string }) {
  const t = useTexts(privacyTexts);
  const { leads, status } = useLeadList(requestId);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-md border border-slate-300 p-3"
    >
      <h3 id={headingId} className="font-semibold">
        {t.personLeads}
      </h3>
      <p className="text-sm text-slate-700">{t.personLeadsExplain}</p>
      {status}
      {leads?.length === 0 && <p>{t.noPersonLeads}</p>}
      {leads && leads.length > 0 && (
        <ul className="space-y-4">
          {leads.map((lead) => (
            <li
              key={lead.id}
              className="space-y-2 border-t border-slate-200 pt-3 first:border-0 first:pt-0"
            >
              <LeadSummary lead={lead} />
              <CorrectionForm requestId={requestId} lead={lead} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
