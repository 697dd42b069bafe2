import { type LeadCountsAnswer, type LeadViewCount, leadCountsAnswer } from '@contract/inbox-api';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { inboxGet } from '../api/fetch';
import { queryKeys } from '../api/query-keys';
import { formatCount } from '../ui/format';
import { type FilterValues, filterToQuery } from './list-filter';
import { leadsTexts } from './texts';

type ViewName = 'owner' | 'due' | 'folder';
interface View {
  value: string;
  label: string;
  count: LeadViewCount | null;
}

/**
 * The views by owner (All, Mine, Unassigned), by follow-up (Any, Due today, Overdue) and by
 * folder (Inbox, Spam: spam is in no other view), each with how many leads it holds; a view is a link, so it lives in the URL with the filter.
 * Then how many people are new in the view shown: a person who wrote twice is one (decision 280).
 */
export function LeadViews({ filter, enabled }: { filter: FilterValues; enabled: boolean }) {
  const t = useTexts(leadsTexts);
  // One answer gives every view's count, each under the rest of the filter.
  const query = filterToQuery(filter);
  const counts = useQuery({
    queryKey: queryKeys.leadCounts(Object.fromEntries(query)),
    queryFn: ({ client, signal }) =>
      inboxGet(client, `/api/inbox/leads/counts?${query}`, leadCountsAnswer, signal),
    enabled,
  }).data;
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2">
      <ViewLinks
        name="owner"
        label={t.views.label}
        filter={filter}
        counts={counts}
        views={[
          { value: '', label: t.views.all, count: 'all' },
          { value: 'me', label: t.views.me, count: 'mine' },
          { value: 'none', label: t.views.none, count: 'unassigned' },
        ]}
      />
      <ViewLinks
        name="due"
        label={t.views.followUpLabel}
        filter={filter}
        counts={counts}
        views={[
          { value: '', label: t.views.anyTime, count: null },
          { value: 'today', label: t.views.today, count: 'dueToday' },
          { value: 'overdue', label: t.views.overdue, count: 'overdue' },
        ]}
      />
      <ViewLinks
        name="folder"
        label={t.views.folderLabel}
        filter={filter}
        counts={counts}
        views={[
          { value: '', label: t.views.inbox, count: null },
          { value: 'spam', label: t.views.spam, count: 'spam' },
        ]}
      />
      {counts && (
        <NewPeople
          filter={filter}
          count={counts.newPeople}
          atLeast={counts.atLeast.includes('newPeople')}
        />
      )}
    </div>
  );
}

interface ViewLinksProps {
  name: ViewName;
  label: string;
  filter: FilterValues;
  counts: LeadCountsAnswer | undefined;
  views: View[];
}

function ViewLinks({ name, label, filter, counts, views }: ViewLinksProps) {
  const language = useLanguage();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {views.map((view) => {
          const current = filter[name] === view.value;
          const number = view.count && counts?.[view.count];
          return (
            <li key={view.value}>
              <Link
                to={{ search: `?${filterToQuery({ ...filter, [name]: view.value })}` }}
                aria-current={current ? 'page' : undefined}
                // Smaller on a phone, so each group keeps to one line and the first lead is on the first screen.
                className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold whitespace-nowrap md:gap-2 md:px-4 md:py-1.5 md:text-base ${
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-400 bg-white text-ink hover:bg-slate-50'
                }`}
              >
                {view.label}{' '}
                {typeof number === 'number' && view.count && (
                  <span className="tabular-nums">
                    {formatCount(number, language)}
                    {/* At the limit the count stopped: at least that many. */}
                    {counts?.atLeast.includes(view.count) && '+'}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The new people of the view shown, a link to its new leads (both leads of a person listed). */
function NewPeople({
  filter,
  count,
  atLeast,
}: {
  filter: FilterValues;
  count: number;
  /** The count stopped at its limit: at least that many. */
  atLeast: boolean;
}) {
  const t = useTexts(leadsTexts);
  const language = useLanguage();
  const current = filter.status === 'new';
  return (
    <p className="self-center text-sm md:text-base">
      <Link
        to={{ search: `?${filterToQuery({ ...filter, status: 'new' })}` }}
        aria-current={current ? 'page' : undefined}
        className="font-semibold text-brand-800 underline"
      >
        {t.views.newPeople(`${formatCount(count, language)}${atLeast ? '+' : ''}`, count)}
      </Link>
    </p>
  );
}
