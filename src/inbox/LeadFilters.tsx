import { leadStatuses, searchMaxLength } from '@contract/inbox-api';
import { languages } from '@contract/languages';
import { type FormEvent, useState } from 'react';
import { FieldError, fieldAria, focusField } from './field-errors';
import { formTexts } from './form-texts';
import { useInbox } from './inbox-context';
import {
  type FilterName,
  type FilterProblems,
  type FilterValues,
  filterNames,
  filterToQuery,
  validateFilter,
} from './list-filter';
import { inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from './styles';

interface LeadFiltersProps {
  values: FilterValues;
  onApply: (values: FilterValues) => void;
  /** Problems of the applied filter (a hand-edited URL, or named by the server's 400). */
  problems: FilterProblems;
}

const idOf = (name: FilterName) => `filter-${name}`;

/**
 * Search and filters; applied on submit so each change is one URL, one request. A filter the
 * API would refuse (an end date before the start) is told under its field and not applied.
 */
export function LeadFilters({ values, onApply, problems: applied }: LeadFiltersProps) {
  const { t, language } = useInbox();
  const [draft, setDraft] = useState(values);
  const [problems, setProblems] = useState<FilterProblems>(applied);
  // A new URL (applied, back, a shared link) or new problems from the server reset the form
  // in place, not by remounting it: focus stays where the person is.
  const appliedKey = `${filterToQuery(values)}|${JSON.stringify(applied)}`;
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    setDraft(values);
    setProblems(applied);
  }
  const set = (name: FilterName) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const errorOf = (name: FilterName) => {
    const problem = problems[name];
    return problem && formTexts[language].filters[problem];
  };
  const aria = (name: FilterName) => fieldAria(idOf(name), errorOf(name));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFilter(draft);
    setProblems(found);
    const first = filterNames.find((name) => found[name]);
    if (first) return focusField(idOf(first));
    onApply(draft);
  }
  function clear() {
    const empty = Object.fromEntries(filterNames.map((name) => [name, ''])) as FilterValues;
    setDraft(empty);
    setProblems({});
    onApply(empty);
  }

  return (
    <search>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-6"
      >
        <div className="md:col-span-2">
          <label htmlFor="filter-q" className={labelClass}>
            {t.list.search}
          </label>
          <input
            id="filter-q"
            type="search"
            maxLength={searchMaxLength}
            className={inputClass}
            value={draft.q}
            onChange={set('q')}
            {...aria('q')}
          />
          <FieldError fieldId={idOf('q')} message={errorOf('q')} />
        </div>
        <div>
          <label htmlFor="filter-status" className={labelClass}>
            {t.list.status}
          </label>
          <select
            id="filter-status"
            className={inputClass}
            value={draft.status}
            onChange={set('status')}
            {...aria('status')}
          >
            <option value="">{t.list.anyStatus}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
          <FieldError fieldId={idOf('status')} message={errorOf('status')} />
        </div>
        <div>
          <label htmlFor="filter-language" className={labelClass}>
            {t.list.language}
          </label>
          <select
            id="filter-language"
            className={inputClass}
            value={draft.language}
            onChange={set('language')}
            {...aria('language')}
          >
            <option value="">{t.list.anyLanguage}</option>
            {languages.map((language) => (
              <option key={language} value={language}>
                {t.languageNames[language]}
              </option>
            ))}
          </select>
          <FieldError fieldId={idOf('language')} message={errorOf('language')} />
        </div>
        {(['source', 'campaign'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`filter-${name}`} className={labelClass}>
              {t.list[name]}
            </label>
            <input
              id={`filter-${name}`}
              maxLength={200}
              className={inputClass}
              value={draft[name]}
              onChange={set(name)}
              {...aria(name)}
            />
            <FieldError fieldId={idOf(name)} message={errorOf(name)} />
          </div>
        ))}
        <div>
          <label htmlFor="filter-from" className={labelClass}>
            {t.list.from}
          </label>
          <input
            id="filter-from"
            type="date"
            className={inputClass}
            value={draft.from}
            onChange={set('from')}
            {...aria('from')}
          />
          <FieldError fieldId={idOf('from')} message={errorOf('from')} />
        </div>
        <div>
          <label htmlFor="filter-to" className={labelClass}>
            {t.list.to}
          </label>
          <input
            id="filter-to"
            type="date"
            className={inputClass}
            value={draft.to}
            onChange={set('to')}
            {...aria('to')}
          />
          <FieldError fieldId={idOf('to')} message={errorOf('to')} />
        </div>
        <div className="flex flex-wrap gap-2 md:col-span-6">
          <button type="submit" className={primaryButtonClass}>
            {t.list.apply}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={clear}>
            {t.list.clear}
          </button>
        </div>
      </form>
    </search>
  );
}
