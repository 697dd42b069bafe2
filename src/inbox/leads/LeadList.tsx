import { type LeadSummary, leadListAnswer } from '@contract/inbox-api';
import type { Language } from '@contract/languages';
import { Link, useSearchParams } from 'react-router';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { queryKeys } from '../api/query-keys';
import { InboxApiError } from '../api/request';
import { useInfiniteList } from '../api/use-infinite-list';
import { BreakableEmail } from '../ui/BreakableEmail';
import { mailtoHref, telHref } from '../ui/contact-links';
import { DuplicateMark } from '../ui/DuplicateMark';
import { serverFieldNames } from '../ui/field-errors';
import { formatDateTime, formatDay } from '../ui/format';
import { OverdueMark } from '../ui/OverdueMark';
import { OwnerSelect } from '../ui/OwnerSelect';
import { PagedList } from '../ui/PagedList';
import { paths } from '../ui/paths';
import { StatusBadge } from '../ui/StatusBadge';
import { secondaryButtonClass } from '../ui/styles';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { LeadFilters } from './LeadFilters';
import { LeadViews } from './LeadViews';
import {
  type FilterProblems,
  type FilterValues,
  filterFromUrl,
  filterNames,
  filterToQuery,
  validateFilter,
} from './list-filter';
import { TakesLeads } from './TakesLeads';
import { leadsTexts } from './texts';

/** Where the lead came from: its source and campaign, or a dash when not recorded. */
function origin(lead: LeadSummary) {
  if (!lead.source) return '—';
  return lead.campaign ? `${lead.source} · ${lead.campaign}` : lead.source;
}

/** The export of the list as it is filtered, written for the reader's language (decision 363). */
function exportQuery(filter: URLSearchParams, language: Language) {
  const query = new URLSearchParams(filter);
  query.set('lang', language);
  return query.toString();
}

const nameOf = (lead: LeadSummary) => `${lead.firstName} ${lead.lastName}`.trim();

/**
 * Newest first, 50 a page; the view and the filters live in the URL; a table on desktop, cards
 * on a phone; each lead assigned from its row.
 */
export function LeadList() {
  const t = useTexts(leadsTexts);
  const inbox = useTexts(inboxTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromUrl(searchParams);
  const query = filterToQuery(filter);
  // A hand-edited or old URL the API would refuse: told field by field, not fetched.
  const urlProblems = validateFilter(filterFromUrl(query));
  const urlInvalid = Object.keys(urlProblems).length > 0;
  const list = useInfiniteList({
    queryKey: queryKeys.leadList(Object.fromEntries(query)),
    path: '/api/inbox/leads',
    query,
    schema: leadListAnswer,
    itemsOf: (page) => page.leads,
    enabled: !urlInvalid,
  });
  // The fields a 400 names are the filter's problems too.
  const serverProblems: FilterProblems = Object.fromEntries(
    serverFieldNames(list.error)
      .filter((name) => (filterNames as readonly string[]).includes(name))
      .map((name) => [name, 'invalid']),
  );
  const apply = (values: FilterValues) => setSearchParams(filterToQuery(values));

  return (
    <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.heading}</h1>
        <a
          href={`/api/inbox/leads.csv?${exportQuery(query, language)}`}
          download
          className={secondaryButtonClass}
        >
          {t.exportCsv}
        </a>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <LeadViews filter={filter} enabled={!urlInvalid} />
        <TakesLeads />
      </div>
      <LeadFilters
        values={filter}
        onApply={apply}
        problems={urlInvalid ? urlProblems : serverProblems}
      />
      <PagedList
        list={list}
        problem={urlInvalid ? errorText(new InboxApiError(400, 'validation', {})) : undefined}
        empty={t.empty}
        loadMore={t.loadMore}
      >
        {(leads) => (
          <>
            <table className="hidden w-full border-collapse overflow-hidden rounded-lg bg-white text-left md:table">
              <thead className="bg-slate-100 text-sm">
                <tr>
                  {[t.date, t.name, t.contact, t.phone, t.source, t.status, t.owner].map(
                    (heading) => (
                      <th key={heading} scope="col" className="px-3 py-2">
                        {heading}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {leads.map((lead) => (
                  <tr key={lead.id} className="border-t border-slate-200">
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatDateTime(lead.createdAt, language)}
                    </td>
                    <td className="px-3 py-2">
                      <LeadLink lead={lead} query={query} />
                      {lead.company && (
                        <span className="block text-sm text-slate-700">{lead.company}</span>
                      )}
                      <DuplicateMark lead={lead} />
                    </td>
                    <td className="px-3 py-2 wrap-anywhere">
                      <a href={mailtoHref(lead.email)} className="text-brand-800 underline">
                        <BreakableEmail address={lead.email} />
                      </a>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <a href={telHref(lead.phone)} className="text-brand-800 underline">
                        {lead.phone}
                      </a>
                    </td>
                    <td className="px-3 py-2 wrap-anywhere">{origin(lead)}</td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap gap-1">
                        <StatusBadge status={lead.status} />
                        {lead.overdue && <OverdueMark />}
                      </div>
                      <NextStepLine lead={lead} />
                      <SpamLine lead={lead} />
                    </td>
                    <td className="px-3 py-2">
                      <OwnerSelect lead={lead} label={inbox.owner.labelOf(nameOf(lead))} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="space-y-3 md:hidden">
              {leads.map((lead) => (
                <li key={lead.id} className="rounded-lg border border-slate-200 bg-white p-4">
                  <div className="flex items-start justify-between gap-2">
                    <LeadLink lead={lead} query={query} />
                    <div className="flex flex-wrap justify-end gap-1">
                      <StatusBadge status={lead.status} />
                      {lead.overdue && <OverdueMark />}
                    </div>
                  </div>
                  <DuplicateMark lead={lead} />
                  <NextStepLine lead={lead} />
                  <SpamLine lead={lead} />
                  {lead.company && <p className="text-sm text-slate-700">{lead.company}</p>}
                  <p className="mt-1 break-words">
                    <a href={mailtoHref(lead.email)} className="text-brand-800 underline">
                      <BreakableEmail address={lead.email} />
                    </a>
                  </p>
                  <p>
                    <a href={telHref(lead.phone)} className="text-brand-800 underline">
                      {lead.phone}
                    </a>
                  </p>
                  <p className="text-sm break-words text-slate-700">
                    {t.source}: {origin(lead)}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">
                    {formatDateTime(lead.createdAt, language)}
                  </p>
                  <div className="mt-2">
                    <OwnerSelect lead={lead} label={inbox.owner.labelOf(nameOf(lead))} />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </main>
  );
}

/** The lead's next step, short: its day and what to do. */
function NextStepLine({ lead }: { lead: LeadSummary }) {
  const t = useTexts(leadsTexts);
  const language = useLanguage();
  if (!lead.nextStepOn) return null;
  return (
    <p className="mt-1 text-sm break-words text-slate-700">
      {t.nextStep(formatDay(lead.nextStepOn, language), lead.nextStep)}
    </p>
  );
}

/** In the Spam folder: why the lead is there. */
function SpamLine({ lead }: { lead: LeadSummary }) {
  const t = useTexts(leadsTexts);
  const inbox = useTexts(inboxTexts);
  if (!lead.spamReasons) return null;
  return (
    <p className="text-sm text-slate-700">
      {t.spamBecause(lead.spamReasons.map((reason) => inbox.spamReasons[reason]).join(', '))}
    </p>
  );
}

/**
 * The lead's name, to its page with this view's filter (its previous and next follow the view);
 * bold, and "unread" to a screen reader, while nobody has opened it.
 */
function LeadLink({ lead, query }: { lead: LeadSummary; query: URLSearchParams }) {
  const t = useTexts(leadsTexts);
  const search = query.toString();
  return (
    <Link
      to={{ pathname: paths.lead(lead.id), search: search ? `?${search}` : '' }}
      className={`text-brand-800 underline ${lead.unread ? 'font-extrabold' : 'font-medium'}`}
    >
      {nameOf(lead)}
      {lead.unread && <span className="sr-only"> ({t.unread})</span>}
    </Link>
  );
}
