import { leadStatuses, searchMaxLength } from '@contract/inbox-api';
import { languages } from '@contract/languages';
import { useState } from 'react';
import { useTexts } from '@/i18n/texts';
import { type FilterField, FilterForm } from '../ui/FilterForm';
import { secondaryButtonClass } from '../ui/styles';
import { inboxTexts } from '../ui/texts';
import {
  type FilterName,
  type FilterProblems,
  type FilterValues,
  validateFilter,
} from './list-filter';
import { leadsTexts } from './texts';

interface LeadFiltersProps {
  values: FilterValues;
  onApply: (values: FilterValues) => void;
  /** Problems of the applied filter (a hand-edited URL, or named by the server's 400). */
  problems: FilterProblems;
}

/**
 * Search and filters, in the API's names (list-filter.ts). A new filter or view of the list:
 * its name in list-filter.ts, its field here, its label in the list's texts.
 */
export function LeadFilters({ values, onApply, problems }: LeadFiltersProps) {
  const t = useTexts(leadsTexts);
  const inbox = useTexts(inboxTexts);
  const fields: FilterField<FilterName>[] = [
    { name: 'q', label: t.search, kind: 'search', maxLength: searchMaxLength, wide: true },
    {
      name: 'status',
      label: t.status,
      kind: 'select',
      any: t.anyStatus,
      // Spam is a folder (the views), not a status to filter the other views by.
      options: leadStatuses
        .filter((status) => status !== 'spam')
        .map((status) => ({ value: status, label: inbox.statuses[status] })),
    },
    {
      name: 'language',
      label: t.language,
      kind: 'select',
      any: t.anyLanguage,
      options: languages.map((language) => ({
        value: language,
        label: inbox.languageNames[language],
      })),
    },
    { name: 'source', label: t.source, kind: 'text', maxLength: 200 },
    { name: 'campaign', label: t.campaign, kind: 'text', maxLength: 200 },
    { name: 'from', label: t.from, kind: 'date' },
    { name: 'to', label: t.to, kind: 'date' },
  ];
  // On a phone all but the search fold away behind a button, so the first lead is on the
  // first screen; a refused filter keeps them open.
  const active = fields.filter((field) => field.kind !== 'search' && values[field.name]).length;
  const [open, setOpen] = useState(false);
  const shown = open || Object.keys(problems).length > 0;
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={`${secondaryButtonClass} md:hidden`}
        aria-expanded={shown}
        onClick={() => setOpen(!shown)}
      >
        {active ? t.filtersActive(active) : t.filters}
      </button>
      <div>
        <FilterForm
          folded={!shown}
          fields={fields}
          idPrefix="filter"
          values={values}
          problems={problems}
          validate={validateFilter}
          message={(problem) => t.problems[problem]}
          onApply={onApply}
          labels={{ apply: t.apply, clear: t.clear }}
          layout={{ grid: 'sm:grid-cols-2 lg:grid-cols-4', buttons: 'sm:col-span-2 lg:col-span-4' }}
        />
      </div>
    </div>
  );
}
