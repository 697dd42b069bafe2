import { neighboursAnswer } from '@contract/inbox-api';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTexts } from '@/i18n/texts';
import { inboxGet } from '../api/fetch';
import { queryKeys } from '../api/query-keys';
import { paths } from '../ui/paths';
import { leadTexts } from './texts';

const linkClass = 'font-semibold text-brand-800 underline break-words';

/**
 * Back to the list, and the previous and next lead of the view the person came from: its
 * filter travels in this page's query string, so each link keeps it.
 */
export function Neighbours({ leadId }: { leadId: string }) {
  const t = useTexts(leadTexts);
  const { search } = useLocation();
  const filter = search.replace(/^\?/, '');
  const { data } = useQuery({
    queryKey: queryKeys.leadNeighbours(leadId, filter),
    queryFn: ({ client, signal }) =>
      inboxGet(
        client,
        `/api/inbox/leads/${encodeURIComponent(leadId)}/neighbours?${filter}`,
        neighboursAnswer,
        signal,
      ),
  });
  const to = (id: string) => ({ pathname: paths.lead(id), search });
  const name = (lead: { firstName: string; lastName: string }) =>
    `${lead.firstName} ${lead.lastName}`.trim();
  return (
    <nav aria-label={t.neighbours}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to={{ pathname: paths.leads, search }} className={linkClass}>
            {t.back}
          </Link>
        </li>
        {data?.previous && (
          <li>
            <Link to={to(data.previous.id)} className={linkClass} rel="prev">
              <span aria-hidden="true">← </span>
              {t.previous(name(data.previous))}
            </Link>
          </li>
        )}
        {data?.next && (
          <li>
            <Link to={to(data.next.id)} className={linkClass} rel="next">
              {t.next(name(data.next))}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
