import { type LeadSummary, leadListAnswer } from '@contract/inbox-api';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { InboxApiError } from './api';
import { serverFieldNames } from './field-errors';
import { formatDateTime } from './format';
import { useInbox } from './inbox-context';
import { LeadFilters } from './LeadFilters';
import {
  type FilterProblems,
  type FilterValues,
  filterFromUrl,
  filterNames,
  filterToQuery,
  validateFilter,
} from './list-filter';
import { StatusBadge } from './StatusBadge';
import { errorClass, secondaryButtonClass } from './styles';

type Page = { leads: LeadSummary[]; nextCursor: string | null };

/** Where the lead came from: its source and campaign, or a dash when not recorded. */
function origin(lead: LeadSummary) {
  if (!lead.source) return '—';
  return lead.campaign ? `${lead.source} · ${lead.campaign}` : lead.source;
}

/** Newest first, 50 a page; the filters live in the URL; a table on desktop, cards on a phone. */
export function LeadList() {
  const { t, language, get, errorText } = useInbox();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromUrl(searchParams);
  const query = filterToQuery(filter).toString();
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<FilterProblems>({});
  const [loadingMore, setLoadingMore] = useState(false);
  // A hand-edited or old URL the API would refuse: told field by field, not fetched.
  const urlProblems = validateFilter(filterFromUrl(new URLSearchParams(query)));
  const urlInvalid = Object.keys(urlProblems).length > 0;
  const problems = urlInvalid ? urlProblems : serverProblems;

  useEffect(() => {
    let current = true;
    setPage(null);
    setError(null);
    setServerProblems({});
    if (urlInvalid) {
      setError(errorText(new InboxApiError(400, 'validation', {})));
      return;
    }
    get(`/api/inbox/leads?${query}`, leadListAnswer).then(
      (answer) => current && setPage(answer),
      (failure) => {
        if (!current) return;
        setError(errorText(failure));
        const named = serverFieldNames(failure).filter((name) =>
          (filterNames as readonly string[]).includes(name),
        );
        setServerProblems(Object.fromEntries(named.map((name) => [name, 'invalid'])));
      },
    );
    return () => {
      current = false;
    };
  }, [query, urlInvalid, get, errorText]);

  async function loadMore() {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    const more = new URLSearchParams(query);
    more.set('cursor', page.nextCursor);
    try {
      const answer = await get(`/api/inbox/leads?${more}`, leadListAnswer);
      setPage({ leads: [...page.leads, ...answer.leads], nextCursor: answer.nextCursor });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setLoadingMore(false);
    }
  }

  const apply = (values: FilterValues) => setSearchParams(filterToQuery(values));
  const name = (lead: LeadSummary) => `${lead.firstName} ${lead.lastName}`.trim();

  return (
    <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.list.heading}</h1>
        <a href={`/api/inbox/leads.csv?${query}`} download className={secondaryButtonClass}>
          {t.list.exportCsv}
        </a>
      </div>
      <LeadFilters values={filter} onApply={apply} problems={problems} />
      {error && (
        <p className={errorClass} role="alert">
          {error}
        </p>
      )}
      {!page && !error && <p role="status">{t.loading}</p>}
      {page && page.leads.length === 0 && <p>{t.list.empty}</p>}
      {page && page.leads.length > 0 && (
        <>
          <table className="hidden w-full border-collapse overflow-hidden rounded-lg bg-white text-left md:table">
            <thead className="bg-slate-100 text-sm">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t.list.date}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.list.name}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.list.contact}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.list.phone}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.list.source}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.list.status}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.leads.map((lead) => (
                <tr key={lead.id} className="border-t border-slate-200">
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatDateTime(lead.createdAt, language)}
                  </td>
                  <td className="px-3 py-2">
                    <Link
                      to={`/inbox/leads/${lead.id}`}
                      className="font-semibold text-brand-800 underline"
                    >
                      {name(lead)}
                    </Link>
                  </td>
                  <td className="px-3 py-2 break-all">{lead.email}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{lead.phone}</td>
                  <td className="px-3 py-2 break-all">{origin(lead)}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={lead.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="space-y-3 md:hidden">
            {page.leads.map((lead) => (
              <li key={lead.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex items-start justify-between gap-2">
                  <Link
                    to={`/inbox/leads/${lead.id}`}
                    className="font-semibold text-brand-800 underline"
                  >
                    {name(lead)}
                  </Link>
                  <StatusBadge status={lead.status} />
                </div>
                <p className="mt-1 break-all text-slate-800">{lead.email}</p>
                <p className="text-slate-800">{lead.phone}</p>
                <p className="text-sm text-slate-700">
                  {t.list.source}: {origin(lead)}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {formatDateTime(lead.createdAt, language)}
                </p>
              </li>
            ))}
          </ul>
          {page.nextCursor && (
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={loadMore}
              disabled={loadingMore}
            >
              {loadingMore ? t.loading : t.list.loadMore}
            </button>
          )}
        </>
      )}
    </main>
  );
}
