import { type AuditEntry, auditActions, auditAnswer } from '@contract/inbox-api';
import { Link, useSearchParams } from 'react-router';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { queryKeys } from '../api/query-keys';
import { useInfiniteList } from '../api/use-infinite-list';
import { leadsTexts } from '../leads/texts';
import { FilterForm } from '../ui/FilterForm';
import { formatDateTime } from '../ui/format';
import { PagedList } from '../ui/PagedList';
import { paths } from '../ui/paths';
import { inboxTexts } from '../ui/texts';
import { filterFromUrl, filterToQuery } from '../ui/url-filter';
import { validateAuditFilter } from '../ui/validation';
import { type DetailTexts, describeAuditDetails } from './audit-details';
import { auditTexts } from './texts';

/** The log's filters: the API's own names (GET /api/inbox/audit). */
const auditFilterNames = ['action', 'actor'] as const;

/** The audit log: newest first, 50 at a time, filtered by kind and person (kept in the URL). */
export default function AuditPage() {
  const texts: DetailTexts = {
    audit: useTexts(auditTexts),
    leads: useTexts(leadsTexts),
    inbox: useTexts(inboxTexts),
    language: useLanguage(),
  };
  const t = texts.audit;
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromUrl(auditFilterNames, searchParams);
  const query = filterToQuery(auditFilterNames, filter);
  // A URL edited by hand is checked like the form: its problems show on the fields, unfetched.
  const urlProblems = validateAuditFilter(filter.action, filter.actor);
  const list = useInfiniteList({
    queryKey: queryKeys.auditLog(Object.fromEntries(query)),
    path: '/api/inbox/audit',
    query,
    schema: auditAnswer,
    itemsOf: (page) => page.entries,
    enabled: Object.keys(urlProblems).length === 0,
  });

  return (
    <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t.heading}</h1>
      <p className="max-w-3xl text-slate-700">{t.intro}</p>
      <FilterForm
        idPrefix="audit"
        fields={[
          {
            name: 'action',
            label: t.kind,
            kind: 'select',
            any: t.anyKind,
            options: auditActions.map((action) => ({ value: action, label: t.actions[action] })),
            showRefused: true,
          },
          {
            name: 'actor',
            label: t.person,
            kind: 'email',
            maxLength: 254,
            hint: t.personHint,
            wide: true,
          },
        ]}
        values={filter}
        problems={urlProblems}
        validate={(draft) => validateAuditFilter(draft.action, draft.actor)}
        message={(problem) => t[problem]}
        onApply={(values) => setSearchParams(filterToQuery(auditFilterNames, values))}
        labels={{ apply: t.apply, clear: t.clear }}
        layout={{ grid: 'md:grid-cols-3', buttons: 'md:col-span-3' }}
      />
      <PagedList list={list} empty={t.empty} loadMore={t.loadMore}>
        {(entries) => (
          <>
            <table className="hidden w-full border-collapse overflow-hidden rounded-lg bg-white text-left md:table">
              <thead className="bg-slate-100 text-sm">
                <tr>
                  {[t.when, t.who, t.what, t.lead, t.details].map((heading) => (
                    <th key={heading} scope="col" className="px-3 py-2">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="border-t border-slate-200 align-top">
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatDateTime(entry.at, language)}
                    </td>
                    <td className="px-3 py-2 wrap-anywhere">
                      <Actor entry={entry} />
                    </td>
                    <td className="px-3 py-2">{t.actions[entry.action]}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <LeadReference entry={entry} />
                    </td>
                    <td className="px-3 py-2">{describeAuditDetails(entry, texts)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="space-y-3 md:hidden">
              {entries.map((entry) => (
                <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4">
                  <p className="font-semibold">{t.actions[entry.action]}</p>
                  <p className="wrap-anywhere">
                    <Actor entry={entry} />
                  </p>
                  <p className="text-sm text-slate-700">{formatDateTime(entry.at, language)}</p>
                  {entry.leadId && (
                    <p className="text-sm">
                      <LeadReference entry={entry} />
                    </p>
                  )}
                  <p className="text-sm text-slate-800">{describeAuditDetails(entry, texts)}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </main>
  );
}

/** Who: the account's e-mail, a link that filters the log to that person. */
function Actor({ entry }: { entry: AuditEntry }) {
  const t = useTexts(auditTexts);
  if (!entry.actor) return <span className="text-slate-700">{t.unknownAccount}</span>;
  return (
    <Link
      to={`?${new URLSearchParams({ actor: entry.actor })}`}
      className="text-brand-800 underline"
      title={t.onlyThisPerson(entry.actor)}
    >
      {entry.actor}
    </Link>
  );
}

/** The lead the entry is about: its person's name, a link to its page; its id once erased. */
function LeadReference({ entry }: { entry: AuditEntry }) {
  const t = useTexts(auditTexts);
  if (!entry.leadId) return <span aria-hidden="true">—</span>;
  const shortId = entry.leadId.slice(0, 8);
  if (entry.action === 'erasure') return <span>{t.erasedLead(shortId)}</span>;
  // Erased since (the log keeps no name): its short id.
  if (!entry.leadName) return <span>{t.erasedLead(shortId)}</span>;
  return (
    <Link to={paths.lead(entry.leadId)} className="text-brand-800 underline">
      {entry.leadName}
    </Link>
  );
}
