import { type AuditAnswer, type AuditEntry, auditActions, auditAnswer } from '@contract/inbox-api';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { describeAuditDetails } from './audit-details';
import { auditTexts } from './audit-texts';
import { FieldError, fieldAria, focusField } from './field-errors';
import { formatDateTime } from './format';
import { useInbox } from './inbox-context';
import {
  errorClass,
  inputClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from './styles';
import { type AuditFilterProblems, validateAuditFilter } from './validation';

/** The log's filters as they live in the page's URL: the API's own names (GET /api/inbox/audit). */
const auditFilterNames = ['action', 'actor'] as const;
type AuditFilterValues = Record<(typeof auditFilterNames)[number], string>;

function auditFilterToQuery(values: AuditFilterValues) {
  const query = new URLSearchParams();
  for (const name of auditFilterNames) {
    const value = values[name].trim();
    if (value) query.set(name, value);
  }
  return query;
}

/** The audit log: newest first, 50 at a time, filtered by kind and person (kept in the URL). */
export default function AuditPage() {
  const { language, get, errorText, t: inbox } = useInbox();
  const t = auditTexts[language];
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: AuditFilterValues = {
    action: searchParams.get('action') ?? '',
    actor: searchParams.get('actor') ?? '',
  };
  const query = auditFilterToQuery(filter).toString();
  // A URL edited by hand is checked like the form: its problems show on the fields, unfetched.
  const urlProblems = validateAuditFilter(filter.action, filter.actor);
  const urlValid = Object.keys(urlProblems).length === 0;
  const [page, setPage] = useState<AuditAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let current = true;
    setPage(null);
    setError(null);
    if (!urlValid) return;
    get(`/api/inbox/audit?${query}`, auditAnswer).then(
      (answer) => current && setPage(answer),
      (failure) => current && setError(errorText(failure)),
    );
    return () => {
      current = false;
    };
  }, [query, urlValid, get, errorText]);

  async function loadMore() {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    const more = new URLSearchParams(query);
    more.set('cursor', page.nextCursor);
    try {
      const answer = await get(`/api/inbox/audit?${more}`, auditAnswer);
      setPage({ entries: [...page.entries, ...answer.entries], nextCursor: answer.nextCursor });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t.heading}</h1>
      <p className="max-w-3xl text-slate-700">{t.intro}</p>
      <AuditFilters
        key={query}
        values={filter}
        problems={urlProblems}
        onApply={(values) => setSearchParams(auditFilterToQuery(values))}
      />
      {error && (
        <p className={errorClass} role="alert">
          {error}
        </p>
      )}
      {!page && !error && urlValid && <p role="status">{inbox.loading}</p>}
      {page && page.entries.length === 0 && <p>{t.empty}</p>}
      {page && page.entries.length > 0 && (
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
              {page.entries.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatDateTime(entry.at, language)}
                  </td>
                  <td className="px-3 py-2 break-all">
                    <Actor entry={entry} />
                  </td>
                  <td className="px-3 py-2">{t.actions[entry.action]}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <LeadReference entry={entry} />
                  </td>
                  <td className="px-3 py-2">{describeAuditDetails(entry, t, inbox)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="space-y-3 md:hidden">
            {page.entries.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="font-semibold">{t.actions[entry.action]}</p>
                <p className="break-all">
                  <Actor entry={entry} />
                </p>
                <p className="text-sm text-slate-700">{formatDateTime(entry.at, language)}</p>
                {entry.leadId && (
                  <p className="text-sm">
                    <LeadReference entry={entry} />
                  </p>
                )}
                <p className="text-sm text-slate-800">{describeAuditDetails(entry, t, inbox)}</p>
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
              {loadingMore ? inbox.loading : t.loadMore}
            </button>
          )}
        </>
      )}
    </main>
  );
}

interface AuditFiltersProps {
  values: AuditFilterValues;
  /** What is wrong with the values as the URL gave them. */
  problems: AuditFilterProblems;
  onApply: (values: AuditFilterValues) => void;
}

/** Kind and person; applied on submit so each change is one URL, one request. */
function AuditFilters({ values, problems: urlProblems, onApply }: AuditFiltersProps) {
  const { language } = useInbox();
  const t = auditTexts[language];
  const [draft, setDraft] = useState(values);
  const [problems, setProblems] = useState(urlProblems);
  const actionError = problems.action && t[problems.action];
  const actorError = problems.actor && t[problems.actor];

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAuditFilter(draft.action, draft.actor);
    setProblems(found);
    if (found.action || found.actor) {
      focusField(found.action ? 'audit-action' : 'audit-actor');
      return;
    }
    onApply(draft);
  }
  function clear() {
    const empty = { action: '', actor: '' };
    setDraft(empty);
    setProblems({});
    onApply(empty);
  }

  return (
    <search>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-3"
      >
        <div>
          <label htmlFor="audit-action" className={labelClass}>
            {t.kind}
          </label>
          <select
            id="audit-action"
            className={inputClass}
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
            {...fieldAria('audit-action', actionError)}
          >
            <option value="">{t.anyKind}</option>
            {problems.action && <option value={draft.action}>{draft.action}</option>}
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {t.actions[action]}
              </option>
            ))}
          </select>
          <FieldError fieldId="audit-action" message={actionError} />
        </div>
        <div className="md:col-span-2">
          <label htmlFor="audit-actor" className={labelClass}>
            {t.person}
          </label>
          <input
            id="audit-actor"
            type="email"
            autoComplete="off"
            maxLength={254}
            className={inputClass}
            value={draft.actor}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
            {...fieldAria('audit-actor', actorError, { describedBy: 'audit-actor-hint' })}
          />
          <p id="audit-actor-hint" className="mt-1 text-sm text-slate-700">
            {t.personHint}
          </p>
          <FieldError fieldId="audit-actor" message={actorError} />
        </div>
        <div className="flex flex-wrap gap-2 md:col-span-3">
          <button type="submit" className={primaryButtonClass}>
            {t.apply}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={clear}>
            {t.clear}
          </button>
        </div>
      </form>
    </search>
  );
}

/** Who: the account's e-mail, a link that filters the log to that person. */
function Actor({ entry }: { entry: AuditEntry }) {
  const { language } = useInbox();
  const t = auditTexts[language];
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

/** The lead the entry is about: a link to its page, or only its id once it is erased. */
function LeadReference({ entry }: { entry: AuditEntry }) {
  const { language } = useInbox();
  const t = auditTexts[language];
  if (!entry.leadId) return <span aria-hidden="true">—</span>;
  const shortId = entry.leadId.slice(0, 8);
  if (entry.action === 'erasure') return <span>{t.erasedLead(shortId)}</span>;
  return (
    <Link to={`/inbox/leads/${entry.leadId}`} className="text-brand-800 underline">
      {t.openLead(shortId)}
    </Link>
  );
}
