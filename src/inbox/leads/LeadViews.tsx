import { leadCountsAnswer } from '@contract/inbox-api';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { inboxGet } from '../api/fetch';
import { queryKeys } from '../api/query-keys';
import { type FilterValues, filterToQuery } from './list-filter';
import { leadsTexts } from './texts';

const views = [
  { view: '', count: 'all' },
  { view: 'me', count: 'mine' },
  { view: 'none', count: 'unassigned' },
] as const;

/**
 * The views by owner (All, Mine, Unassigned), each with how many leads it holds under the rest
 * of the filter; a view is a link, so it lives in the URL with the filter.
 */
export function LeadViews({ filter, enabled }: { filter: FilterValues; enabled: boolean }) {
  const t = useTexts(leadsTexts);
  const language = useLanguage();
  const rest = filterToQuery({ ...filter, owner: '' });
  const counts = useQuery({
    queryKey: queryKeys.leadCounts(Object.fromEntries(rest)),
    queryFn: ({ client, signal }) =>
      inboxGet(client, `/api/inbox/leads/counts?${rest}`, leadCountsAnswer, signal),
    enabled,
  }).data;
  const labels = { '': t.views.all, me: t.views.me, none: t.views.none };

  return (
    <nav aria-label={t.views.label}>
      <ul className="flex flex-wrap gap-2">
        {views.map(({ view, count }) => {
          const current = filter.owner === view;
          const number = counts?.[count];
          return (
            <li key={view}>
              <Link
                to={{ search: `?${filterToQuery({ ...filter, owner: view })}` }}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-4 py-1.5 font-semibold ${
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-400 bg-white text-ink hover:bg-slate-50'
                }`}
              >
                {labels[view]}{' '}
                {number !== undefined && (
                  <span className="tabular-nums">{number.toLocaleString(language)}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
