import { searchMaxLength } from '@contract/inbox-api';
import type { Texts } from '@/i18n/texts';
import type { pt } from './pt';

export const en: Texts<typeof pt> = {
  heading: 'Leads',
  search: 'Search (name, e-mail, phone, company, CNPJ or message)',
  status: 'Status',
  anyStatus: 'Any status',
  from: 'From',
  to: 'To',
  language: 'Language',
  anyLanguage: 'Any language',
  apply: 'Filter',
  clear: 'Clear filters',
  exportCsv: 'Export CSV',
  loadMore: 'Load more',
  empty: 'No leads found.',
  date: 'Date',
  name: 'Name',
  contact: 'E-mail',
  phone: 'Phone',
  source: 'Source',
  campaign: 'Campaign',
  problems: {
    invalidDate: 'Enter a valid date.',
    toBeforeFrom: 'The end date cannot be before the start date.',
    tooLong: `Use at most ${searchMaxLength} characters.`,
    notAnOption: 'Choose one of the options in the list.',
    invalid: 'Check this filter.',
  },
};
