/**
 * One content item in the studio (decisions 400, 401): every field with Portuguese and English
 * side by side, each language with its own status, draft, publish, unpublish and history. What
 * is typed stays in the page whatever the server answers: a refused publish marks its fields,
 * a version saved meanwhile by someone else is named, and nothing is overwritten.
 */
import type { ContentLanguageState } from '@contract/content/studio-api';
import { type Language, languages } from '@contract/languages';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTexts } from '@/i18n/texts';
import { InboxApiError } from '../api/request';
import { FieldError, fieldAria } from '../ui/field-errors';
import { Message } from '../ui/Message';
import { paths } from '../ui/paths';
import { inputClass } from '../ui/styles';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { fieldsOf, labelOf, valueAt, withValue } from './document-fields';
import { LanguageActions } from './LanguageActions';
import { contentTexts } from './texts';
import { useContentItem } from './use-content';
import { useDocumentTitle } from './use-document-title';

export type Drafts = Partial<Record<Language, unknown>>;

export default function ContentEditPage() {
  const { id = '' } = useParams();
  const t = useTexts(contentTexts);
  const shared = useTexts(inboxTexts);
  const errorText = useErrorText();
  const item = useContentItem(id);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Language, Record<string, string>>>>(
    {},
  );
  const name = t.items[id] ?? id;
  useDocumentTitle(`${name} · ${t.heading}`);

  // The server's documents fill the fields once; afterwards what is typed is the editor's.
  useEffect(() => {
    if (!item.data) return;
    setDrafts((current) => {
      const next = { ...current };
      for (const state of item.data.languages) next[state.language] ??= state.data;
      return next;
    });
  }, [item.data]);

  if (item.error) return <Message text={errorText(item.error)} className="m-6" />;
  if (!item.data) return <p role="status">{shared.loading}</p>;
  const states = Object.fromEntries(item.data.languages.map((s) => [s.language, s])) as Partial<
    Record<Language, ContentLanguageState>
  >;
  const first = drafts.pt ?? drafts.en;
  const fields = first ? fieldsOf(first) : [];

  const onFailure = (language: Language, error: unknown) => {
    const named =
      error instanceof InboxApiError && error.code === 'validation'
        ? (error.body.fields as Record<string, string> | undefined)
        : undefined;
    setFieldErrors((current) => ({
      ...current,
      [language]: Object.fromEntries(
        Object.entries(named ?? {}).map(([path, code]) => [
          path,
          t.fieldErrors[code] ?? t.fieldErrors.other ?? '',
        ]),
      ),
    }));
    if (named) document.getElementById(`${language}-${Object.keys(named)[0]}`)?.focus();
  };

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <p>
        <Link to={paths.content} className="text-brand-800 underline">
          {t.back}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{name}</h1>
      <div className="grid gap-4 md:grid-cols-2">
        {languages.map((language) => {
          const state = states[language];
          if (!state) return null;
          return (
            <LanguageActions
              key={language}
              id={id}
              state={state}
              draft={drafts[language]}
              onSuccess={(answer, replace) => {
                setFieldErrors((current) => ({ ...current, [language]: {} }));
                if (replace) setDrafts((current) => ({ ...current, [language]: answer.data }));
              }}
              onFailure={(error) => onFailure(language, error)}
            />
          );
        })}
      </div>
      <div className="space-y-4">
        {fields.map((field) => (
          <fieldset key={field.path} className="rounded-lg border border-slate-200 bg-white p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">
              {labelOf(t.fields, field.path)}
            </legend>
            <div className="grid gap-3 md:grid-cols-2">
              {languages.map((language) => (
                <FieldInput
                  key={language}
                  id={`${language}-${field.path}`}
                  label={`${labelOf(t.fields, field.path)} (${t.languages[language]})`}
                  languageName={t.languages[language]}
                  lang={language === 'pt' ? 'pt-BR' : 'en'}
                  kind={field.kind}
                  value={valueAt(drafts[language], field.path)}
                  error={fieldErrors[language]?.[field.path]}
                  onChange={(value) =>
                    setDrafts((current) => ({
                      ...current,
                      [language]: withValue(current[language], field.path, value),
                    }))
                  }
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </main>
  );
}

interface FieldInputProps {
  id: string;
  label: string;
  languageName: string;
  lang: string;
  kind: 'text' | 'long' | 'number';
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
}

function FieldInput({
  id,
  label,
  languageName,
  lang,
  kind,
  value,
  error,
  onChange,
}: FieldInputProps) {
  const common = {
    id,
    lang,
    className: inputClass,
    'aria-label': label,
    ...fieldAria(id, error),
  };
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-600" aria-hidden>
        {languageName}
      </label>
      {kind === 'long' ? (
        <textarea {...common} rows={3} value={text} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={kind === 'number' ? 'numeric' : undefined}
          value={text}
          onChange={(e) => {
            const typed = e.target.value;
            onChange(kind === 'number' && /^\d+$/.test(typed) ? Number(typed) : typed);
          }}
        />
      )}
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
