import {
  type PrivacyRequestItem,
  privacyRequestConfirmations,
  privacyRequestStates,
} from '@contract/inbox-api';
import { correctableLeadFields } from '@contract/lead-fields';
import { privacyRequestKinds } from '@contract/privacy-request';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { FilterForm } from '../ui/FilterForm';
import { formatDateTime } from '../ui/format';
import { Message } from '../ui/Message';
import { OverdueMark } from '../ui/OverdueMark';
import { PagedList } from '../ui/PagedList';
import { secondaryButtonClass } from '../ui/styles';
import { filterFromUrl, filterToQuery } from '../ui/url-filter';
import { useErrorText } from '../ui/use-error-text';
import { CorrectionPanel, ErasurePanel } from './PersonLeads';
import { privacyTexts } from './texts';
import {
  useDownloadPersonalData,
  usePrivacyRequestAction,
  usePrivacyRequests,
} from './use-privacy-requests';

type Item = PrivacyRequestItem;

/** The list's filters: the API's own names and values (GET /api/inbox/privacy-requests). */
const filterNames = ['status', 'kind', 'confirmed'] as const;
type FilterName = (typeof filterNames)[number];
const allowed: Record<FilterName, readonly string[]> = {
  status: privacyRequestStates,
  kind: privacyRequestKinds,
  confirmed: privacyRequestConfirmations,
};

/** A hand-edited URL's value the API would refuse is told at its field, unfetched. */
function validateFilter(values: Record<FilterName, string>) {
  const problems: Partial<Record<FilterName, 'unknownValue'>> = {};
  for (const name of filterNames) {
    if (values[name] && !allowed[name].includes(values[name])) problems[name] = 'unknownValue';
  }
  return problems;
}

/** The 15-day clock in words (never by colour alone): the days left, or how late it is. */
function Clock({ item }: { item: Item }) {
  const t = useTexts(privacyTexts);
  if (item.daysLeft === null) return null;
  if (item.overdue) {
    return (
      <>
        <OverdueMark />
        <span className="font-semibold text-red-800">
          {t.daysLate(Math.max(-item.daysLeft, 0))}
        </span>
      </>
    );
  }
  const soon = item.daysLeft <= 3;
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${
        soon
          ? 'border-amber-400 bg-amber-50 text-amber-900'
          : 'border-slate-300 bg-slate-50 text-slate-800'
      }`}
    >
      {t.daysLeft(item.daysLeft)}
    </span>
  );
}

/** One request: who, what, its clock, and what can be done about it. */
function RequestCard({ item }: { item: Item }) {
  const t = useTexts(privacyTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const action = usePrivacyRequestAction(item.id);
  const download = useDownloadPersonalData(item.id);
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const [answer, setAnswer] = useState('');
  const failure = action.error ?? download.error;
  const busy = action.isPending || download.isPending;
  const headingId = `privacy-request-${item.id}`;
  // Unverified: nothing of the person's is handed over or erased (decision 322).
  const verified = item.verifiedAt !== null;

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-3 rounded-lg border border-slate-300 bg-white p-4"
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={headingId} className="text-lg font-bold break-all">
            {item.email}
          </h2>
          <span className="font-semibold text-slate-700">{t.kinds[item.kind]}</span>
          <Clock item={item} />
          {!item.verifiedAt && (
            <span className="inline-flex items-center rounded-full border border-amber-400 bg-amber-50 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-amber-900">
              {t.unverified}
            </span>
          )}
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t.received}</dt>
          <dd>{formatDateTime(item.receivedAt, language)}</dd>
          <dt className="font-semibold">{t.due}</dt>
          <dd>{formatDateTime(item.dueAt, language)}</dd>
          {item.verifiedAt && (
            <>
              <dt className="font-semibold">{t.verified}</dt>
              <dd>{formatDateTime(item.verifiedAt, language)}</dd>
            </>
          )}
          {item.answeredAt && (
            <>
              <dt className="font-semibold">{t.answered}</dt>
              <dd>
                {formatDateTime(item.answeredAt, language)}
                {item.outcome && ` (${t.outcomes[item.outcome]})`}
              </dd>
            </>
          )}
          {item.correctedAt && (
            <>
              <dt className="font-semibold">{t.corrected}</dt>
              <dd>
                {formatDateTime(item.correctedAt, language)}
                {item.correctedFields.length > 0 &&
                  ` (${item.correctedFields
                    .map(
                      (name) =>
                        correctableLeadFields.find((field) => field.name === name)?.label[
                          language
                        ] ?? name,
                    )
                    .join(', ')})`}
              </dd>
            </>
          )}
          {item.message && (
            <>
              <dt className="font-semibold">{t.message}</dt>
              <dd className="whitespace-pre-wrap">{item.message}</dd>
            </>
          )}
        </dl>
        <p className="text-sm text-slate-700">{t.leads(item.leads)}</p>
        {!verified && <p className="text-sm text-amber-900">{t.unverifiedExplain}</p>}
        <div className="flex flex-wrap gap-2">
          {verified && item.kind === 'access' && (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={busy}
              onClick={() => download.mutate()}
            >
              {download.isPending ? t.downloading : t.download}
            </button>
          )}
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={busy}
            onClick={() => action.mutate('delete')}
          >
            {t.remove}
          </button>
          {verified && item.kind === 'erasure' && !confirming && item.outcome !== 'erased' && (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t.erase}
            </button>
          )}
          {verified && item.kind === 'correction' && !correcting && (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={busy}
              onClick={() => setCorrecting(true)}
            >
              {t.correct}
            </button>
          )}
        </div>
        {correcting && <CorrectionPanel requestId={item.id} />}
        {confirming && (
          <ErasurePanel
            requestId={item.id}
            email={item.email}
            onDone={() => setConfirming(false)}
          />
        )}
        {!item.answeredAt && (
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (answer.trim()) action.mutate({ answer });
            }}
          >
            <label className="block space-y-1">
              <span className="font-semibold">{t.answerLabel}</span>
              <textarea
                className="block w-full rounded-md border border-slate-400 p-2"
                rows={3}
                required
                maxLength={4000}
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
              />
            </label>
            <button type="submit" className={secondaryButtonClass} disabled={busy}>
              {t.markAnswered}
            </button>
          </form>
        )}
        {item.answer && (
          <p className="text-sm whitespace-pre-wrap">
            <span className="font-semibold">{t.answerSent}</span> {item.answer}
          </p>
        )}
        {failure && <Message text={errorText(failure)} />}
      </article>
    </li>
  );
}

/**
 * The LGPD requests, every one in pages (decision 343): the overdue first, then the least time
 * left, then the answered; filtered by state and kind (kept in the URL).
 */
export default function PrivacyRequestsPage() {
  const t = useTexts(privacyTexts);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromUrl(filterNames, searchParams);
  const query = filterToQuery(filterNames, filter);
  const urlProblems = validateFilter(filter);
  const list = usePrivacyRequests(query, Object.keys(urlProblems).length === 0);
  return (
    <main className="mx-auto max-w-4xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t.heading}</h1>
      <p className="max-w-3xl text-slate-700">{t.intro}</p>
      <FilterForm
        idPrefix="privacy-requests"
        fields={[
          {
            name: 'status',
            label: t.state,
            kind: 'select',
            any: t.anyState,
            options: privacyRequestStates.map((state) => ({
              value: state,
              label: t.states[state],
            })),
            showRefused: true,
          },
          {
            name: 'kind',
            label: t.kind,
            kind: 'select',
            any: t.anyKind,
            options: privacyRequestKinds.map((kind) => ({ value: kind, label: t.kinds[kind] })),
            showRefused: true,
          },
          {
            name: 'confirmed',
            label: t.confirmation,
            kind: 'select',
            any: t.anyConfirmation,
            options: privacyRequestConfirmations.map((value) => ({
              value,
              label: t.confirmations[value],
            })),
            showRefused: true,
          },
        ]}
        values={filter}
        problems={urlProblems}
        validate={validateFilter}
        message={(problem) => t[problem]}
        onApply={(values) => setSearchParams(filterToQuery(filterNames, values))}
        labels={{ apply: t.apply, clear: t.clear }}
        layout={{ grid: 'sm:grid-cols-3', buttons: 'sm:col-span-3' }}
      />
      <PagedList
        list={list}
        empty={query.size > 0 ? t.emptyFiltered : t.empty}
        loadMore={t.loadMore}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((item) => (
              <RequestCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
