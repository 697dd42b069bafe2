import { earliestDay, isAllowedDay, latestDay } from '@contract/calendar-days';
import { type InboxInsightsAnswer, inboxInsightsAnswer } from '@contract/inbox-api';
import { defaultInsightsDays, maxInsightsDays } from '@contract/insights';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { inboxGet } from '../api/fetch';
import { queryKeys } from '../api/query-keys';
import { dayPlaceholder, parseTypedDay, typedDayOf } from '../ui/day-input';
import { formatCount, formatDay, formatRate, formatShortDay } from '../ui/format';
import { Message } from '../ui/Message';
import {
  inputClass,
  labelClass,
  noticeClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../ui/styles';
import { inboxTexts } from '../ui/texts';
import { filterFromUrl, filterToQuery } from '../ui/url-filter';
import { useErrorText } from '../ui/use-error-text';
import { countColumns } from './columns';
import { FunnelBySourcePanel, FunnelPanel } from './FunnelPanels';
import { GoalsByPanel, GoalsPanel } from './GoalsPanels';
import { type ChartSpec, InsightsChart } from './InsightsChart';
import {
  EventsPanel,
  LandingPagesPanel,
  LanguagesPanel,
  PagesPanel,
  SourcesPanel,
} from './InsightsPanels';
import { InsightsTable } from './InsightsTable';
import { insightsTexts } from './texts';

/** The range of days in the URL (GET /api/inbox/insights's names). */
const rangeNames = ['from', 'to'] as const;
const dayMs = 86_400_000;
const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/** The address's other parameters (a shared link's token and language) with this range. */
function withRange(params: URLSearchParams, range: { from: string; to: string } | null) {
  const next = new URLSearchParams(params);
  for (const name of rangeNames) next.delete(name);
  if (range) {
    next.set('from', range.from);
    next.set('to', range.to);
  }
  return next;
}

/**
 * Where the page's numbers come from: the inbox's session, or a shared link's token
 * (./shared/, decision 261); either way the answer of GET /api/inbox/insights.
 */
export interface InsightsSource {
  load(client: QueryClient, query: string, signal: AbortSignal): Promise<InboxInsightsAnswer>;
  /** What to show instead of the whole page when a failure ends it (a link expired), if so. */
  ended?(error: unknown): ReactNode;
}

const inboxSource: InsightsSource = {
  load: (client, query, signal) =>
    inboxGet(client, `/api/inbox/insights?${query}`, inboxInsightsAnswer, signal),
};

/**
 * Visits, leads and conversion per day (a chart, and its numbers in a table) and per source
 * (a table with totals), over a range of days kept in the URL (without one: the server's
 * last 30 days). The data is GET /api/inbox/insights, the same as GET /api/insights.
 */
export default function InsightsPage({ source = inboxSource }: { source?: InsightsSource }) {
  const t = useTexts(insightsTexts);
  const inbox = useTexts(inboxTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = filterToQuery(rangeNames, filterFromUrl(rangeNames, searchParams));
  const queryText = query.toString();
  const { data, error } = useQuery({
    queryKey: queryKeys.insightsRange(Object.fromEntries(query)),
    queryFn: ({ client, signal }) => source.load(client, queryText, signal),
  });

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
        day: t.axisDay,
        loading: t.chartLoading,
        failed: t.chartFailed,
        values: t.chartValues,
        valuesHint: t.chartValuesHint,
      },
      describeDay: (index) => {
        const day = data.byDay[index];
        return day
          ? t.chartPoint(
              formatDay(day.day, language),
              formatCount(day.visits, language),
              formatCount(day.leads, language),
            )
          : '';
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
  const rate = (value: number | null) => formatRate(value, language);
  /** The change since the previous period, in words (an arrow alone would say nothing). */
  const change = (value: number | null, unit: 'percent' | 'points') => {
    if (value === null) return t.noPrevious;
    const size =
      unit === 'percent'
        ? formatRate(Math.abs(value), language)
        : t.points(formatCount(Math.round(Math.abs(value) * 1000) / 10, language));
    if (value > 0) return t.changeUp(size);
    if (value < 0) return t.changeDown(size);
    return t.changeNone;
  };
  const counts = countColumns(t, language);
  const ended = error ? source.ended?.(error) : null;
  if (ended) return <main className="mx-auto max-w-6xl px-4 py-10">{ended}</main>;

  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <h1 className="text-2xl font-bold">{t.heading}</h1>
      {data && <p className="max-w-3xl text-slate-700">{t.intro(data.timeZone)}</p>}
      <RangeForm
        key={data ? `${data.from}/${data.to}` : queryText}
        from={data?.from ?? searchParams.get('from') ?? ''}
        to={data?.to ?? searchParams.get('to') ?? ''}
        onApply={(from, to) => setSearchParams(withRange(searchParams, { from, to }))}
        defaultSearch={queryText === '' ? null : withRange(searchParams, null).toString()}
      />
      <Message text={error && errorText(error)} />
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
            <p id="insights-previous" className="mb-2 text-sm text-slate-700">
              {t.comparedWith(
                formatDay(data.previousRange.from, language),
                formatDay(data.previousRange.to, language),
              )}
            </p>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
              {(
                [
                  [t.visits, count(data.visits), change(data.change.visits, 'percent')],
                  [t.visitors, count(data.visitors), change(data.change.visitors, 'percent')],
                  [t.leads, count(data.leads), change(data.change.leads, 'percent')],
                  [
                    t.conversion,
                    rate(data.conversionRate),
                    change(data.change.conversionRate, 'points'),
                  ],
                  [`${t.realtime} (${t.realtimeNote})`, count(data.realtimeVisitors), null],
                ] as const
              ).map(([label, value, difference]) => (
                <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
                  <dt className="text-sm font-semibold text-slate-700">{label}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{value}</dd>
                  {difference && <dd className="text-sm text-slate-700">{difference}</dd>}
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
              <InsightsTable
                caption={t.byDayToggle}
                rowHeader={{
                  id: 'day',
                  header: t.day,
                  className: 'whitespace-nowrap',
                  cell: (day) => formatDay(day.day, language),
                }}
                columns={counts}
                rows={data.byDay}
                rowKey={(day) => day.day}
              />
            </div>
          </details>

          <SourcesPanel data={data} />
          <div className="grid gap-5 lg:grid-cols-2">
            <FunnelPanel data={data} />
            <GoalsPanel data={data} />
          </div>
          <FunnelBySourcePanel data={data} />
          <GoalsByPanel data={data} />
          <div className="grid gap-5 lg:grid-cols-2">
            <LandingPagesPanel data={data} />
            <PagesPanel data={data} />
            <EventsPanel data={data} />
            <LanguagesPanel data={data} />
          </div>
        </>
      )}
    </main>
  );
}

interface RangeFormProps {
  from: string;
  to: string;
  onApply: (from: string, to: string) => void;
  /** A range is in the URL: the address of the way back to the default (its other parameters). */
  defaultSearch: string | null;
}

/** The range of days; checked here (order, length) before it reaches the URL. */
function RangeForm({ from, to, onApply, defaultSearch }: RangeFormProps) {
  const t = useTexts(insightsTexts);
  const language = useLanguage();
  const { pathname } = useLocation();
  // Each day as the API's 'YYYY-MM-DD' once it is one, else as typed (half a day, say).
  const [draft, setDraft] = useState({ from, to });
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!parseTypedDay(draft.from) || !parseTypedDay(draft.to)) {
      return setInvalid(t.rangeMissing);
    }
    // The days the API takes (decision 300): said here, in the page's language, not as a 400.
    if (!isAllowedDay(draft.from) || !isAllowedDay(draft.to)) {
      return setInvalid(
        t.rangeOutside(formatDay(earliestDay, language), formatDay(latestDay, language)),
      );
    }
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
          {/* Typed in the page's language, dd/mm/aaaa (day-input.ts), not the browser's order. */}
          <input
            id={`insights-${name}`}
            type="text"
            inputMode="numeric"
            required
            className={inputClass}
            value={typedDayOf(draft[name])}
            onChange={(event) => {
              const typed = event.target.value;
              setDraft({ ...draft, [name]: parseTypedDay(typed) ?? typed });
            }}
            placeholder={dayPlaceholder[language]}
            autoComplete="off"
            {...errorProps}
          />
        </div>
      ))}
      <button type="submit" className={primaryButtonClass}>
        {t.apply}
      </button>
      {defaultSearch !== null && (
        <Link to={{ pathname, search: defaultSearch }} className={secondaryButtonClass}>
          {t.lastDays(defaultInsightsDays)}
        </Link>
      )}
      <Message id="insights-range-error" className="basis-full" text={invalid} />
    </form>
  );
}
