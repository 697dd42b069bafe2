import { type InboxInsightsAnswer, inboxInsightsAnswer } from '@contract/inbox-api';
import { defaultInsightsDays, maxInsightsDays } from '@contract/insights';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatCount, formatDay, formatRate, formatShortDay } from './day-format';
import { type ChartSpec, InsightsChart } from './InsightsChart';
import { useInbox } from './inbox-context';
import { insightsTexts } from './insights-texts';
import {
  errorClass,
  inputClass,
  labelClass,
  noticeClass,
  primaryButtonClass,
  secondaryButtonClass,
} from './styles';

const dayMs = 86_400_000;
const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/**
 * Visits, leads and conversion per day (a chart, and its numbers in a table) and per source
 * (a table with totals), over a range of days kept in the URL (without one: the server's
 * last 30 days). The data is GET /api/inbox/insights, the same as GET /api/insights.
 */
export default function InsightsPage() {
  const { language, get, errorText, t: inbox } = useInbox();
  const t = insightsTexts[language];
  const [searchParams, setSearchParams] = useSearchParams();
  const query = new URLSearchParams();
  for (const name of ['from', 'to'] as const) {
    const value = searchParams.get(name);
    if (value) query.set(name, value);
  }
  const queryText = query.toString();
  const [data, setData] = useState<InboxInsightsAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setData(null);
    setError(null);
    get(`/api/inbox/insights?${queryText}`, inboxInsightsAnswer).then(
      (answer) => current && setData(answer),
      (failure) => current && setError(errorText(failure)),
    );
    return () => {
      current = false;
    };
  }, [queryText, get, errorText]);

  const chart = useMemo<ChartSpec | null>(() => {
    if (!data) return null;
    const busiest = data.byDay.reduce<(typeof data.byDay)[number] | null>(
      (best, day) => (day.visits > (best?.visits ?? 0) ? day : best),
      null,
    );
    return {
      days: data.byDay.map((day) => day.day),
      visits: data.byDay.map((day) => day.visits),
      leads: data.byDay.map((day) => day.leads),
      labels: {
        visits: t.visits,
        leads: t.leads,
        loading: t.chartLoading,
        failed: t.chartFailed,
      },
      formatDay: (day) => formatShortDay(day, language),
      formatCount: (value) => formatCount(value, language),
      summary: t.chartSummary(
        formatCount(data.visits, language),
        formatCount(data.leads, language),
        busiest ? formatDay(busiest.day, language) : null,
      ),
    };
  }, [data, language, t]);

  const count = (value: number) => formatCount(value, language);
  const rate = (value: number) => formatRate(value, language);
  const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <h1 className="text-2xl font-bold">{t.heading}</h1>
      {data && <p className="max-w-3xl text-slate-700">{t.intro(data.timeZone)}</p>}
      <RangeForm
        key={data ? `${data.from}/${data.to}` : queryText}
        from={data?.from ?? searchParams.get('from') ?? ''}
        to={data?.to ?? searchParams.get('to') ?? ''}
        onApply={(from, to) => setSearchParams(new URLSearchParams({ from, to }))}
        showDefault={queryText !== ''}
      />
      {error && (
        <p className={errorClass} role="alert">
          {error}
        </p>
      )}
      {!data && !error && <p role="status">{inbox.loading}</p>}
      {data && chart && (
        <>
          {!data.visitsCounted && <p className={noticeClass}>{t.visitsOff}</p>}
          <section aria-labelledby="insights-totals">
            <h2 id="insights-totals" className="mb-2 text-lg font-bold">
              {t.totals}{' '}
              <span className="font-normal text-slate-700">
                ({t.range(formatDay(data.from, language), formatDay(data.to, language))})
              </span>
            </h2>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
              {(
                [
                  [t.visits, count(data.visits)],
                  [t.visitors, count(data.visitors)],
                  [t.leads, count(data.leads)],
                  [t.conversion, rate(data.conversionRate)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
                  <dt className="text-sm font-semibold text-slate-700">{label}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <figure className="rounded-lg border border-slate-200 bg-white p-3">
            <figcaption className="mb-2 font-semibold">
              {t.chartCaption(formatDay(data.from, language), formatDay(data.to, language))}
            </figcaption>
            <InsightsChart spec={chart} />
          </figure>

          <details className="rounded-lg border border-slate-200 bg-white">
            <summary className="cursor-pointer px-3 py-2 font-semibold">{t.byDayToggle}</summary>
            <div>
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">{t.byDayToggle}</caption>
                <thead className="bg-slate-100">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {t.day}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {t.visits}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {t.leads}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {t.conversion}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.byDay.map((day) => (
                    <tr key={day.day} className="border-t border-slate-200">
                      <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                        {formatDay(day.day, language)}
                      </th>
                      <td className={cell}>{count(day.visits)}</td>
                      <td className={cell}>{count(day.leads)}</td>
                      <td className={cell}>{rate(day.conversionRate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>

          <section aria-labelledby="insights-sources" className="space-y-2">
            <h2 id="insights-sources" className="text-lg font-bold">
              {t.bySource}
            </h2>
            <p id="insights-sources-note" className="text-sm text-slate-700">
              {t.bySourceNote}
            </p>
            {data.bySource.length === 0 ? (
              <p>{t.noSources}</p>
            ) : (
              <div className="rounded-lg border border-slate-200 bg-white">
                <table
                  className="w-full border-collapse text-left text-sm"
                  aria-describedby="insights-sources-note"
                >
                  <thead className="bg-slate-100">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        {t.sourceColumn}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t.visits}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t.leads}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t.conversion}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.bySource.map((row) => (
                      <tr
                        key={`${row.source}\u0000${row.medium}\u0000${row.campaign}`}
                        className="border-t border-slate-200"
                      >
                        <th scope="row" className="px-3 py-2 font-normal wrap-anywhere">
                          <span className="font-semibold">{row.source}</span>
                          <span className="block text-slate-700">
                            {row.medium ?? t.none} · {row.campaign ?? t.none}
                          </span>
                        </th>
                        <td className={cell}>{count(row.visits)}</td>
                        <td className={cell}>{count(row.leads)}</td>
                        <td className={cell}>{rate(row.conversionRate)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-bold">
                    <tr>
                      <th scope="row" className="px-3 py-2">
                        {t.total}
                      </th>
                      <td className={cell}>{count(data.visits)}</td>
                      <td className={cell}>{count(data.leads)}</td>
                      <td className={cell}>{rate(data.conversionRate)}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </main>
  );
}

interface RangeFormProps {
  from: string;
  to: string;
  onApply: (from: string, to: string) => void;
  /** A range is in the URL: offer the way back to the default. */
  showDefault: boolean;
}

/** The range of days; checked here (order, length) before it reaches the URL. */
function RangeForm({ from, to, onApply, showDefault }: RangeFormProps) {
  const { language } = useInbox();
  const { pathname } = useLocation();
  const t = insightsTexts[language];
  const [draft, setDraft] = useState({ from, to });
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.from || !draft.to) return setInvalid(t.rangeMissing);
    if (draft.from > draft.to) return setInvalid(t.rangeBackwards);
    if (daysIn(draft.from, draft.to) > maxInsightsDays) {
      return setInvalid(t.rangeTooLong(maxInsightsDays));
    }
    setInvalid(null);
    onApply(draft.from, draft.to);
  }

  const errorProps = invalid
    ? { 'aria-invalid': true, 'aria-describedby': 'insights-range-error' }
    : {};
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {(['from', 'to'] as const).map((name) => (
        <div key={name} className="min-w-[10rem] flex-1 sm:flex-none">
          <label htmlFor={`insights-${name}`} className={labelClass}>
            {t[name]}
          </label>
          <input
            id={`insights-${name}`}
            type="date"
            required
            className={inputClass}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
            {...errorProps}
          />
        </div>
      ))}
      <button type="submit" className={primaryButtonClass}>
        {t.apply}
      </button>
      {showDefault && (
        <Link to={pathname} className={secondaryButtonClass}>
          {t.lastDays(defaultInsightsDays)}
        </Link>
      )}
      {invalid && (
        <p id="insights-range-error" role="alert" className={`${errorClass} basis-full`}>
          {invalid}
        </p>
      )}
    </form>
  );
}
