import { type FormEvent, useState } from 'react';
import { leadLanguages, leadStatuses, searchMaxLength } from '@/contact/inbox-api';
import { useInbox } from './inbox-context';
import { type FilterName, type FilterValues, filterNames } from './list-filter';
import { inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from './styles';

interface LeadFiltersProps {
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}

/** Search and filters; applied on submit so each change is one URL, one request. */
export function LeadFilters({ values, onApply }: LeadFiltersProps) {
  const { t } = useInbox();
  const [draft, setDraft] = useState(values);
  const set = (name: FilterName) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  function clear() {
    const empty = Object.fromEntries(filterNames.map((name) => [name, ''])) as FilterValues;
    setDraft(empty);
    onApply(empty);
  }

  return (
    <search>
      <form
        onSubmit={submit}
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
          />
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
          >
            <option value="">{t.list.anyStatus}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
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
          >
            <option value="">{t.list.anyLanguage}</option>
            {leadLanguages.map((language) => (
              <option key={language} value={language}>
                {t.languageNames[language]}
              </option>
            ))}
          </select>
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
            />
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
          />
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
          />
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
