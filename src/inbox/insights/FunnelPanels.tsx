/**
 * The contact funnel: visits → viewed the contact page → started the form → sent a
 * lead, each step counted once per visit, with the drop at each step; overall beside the
 * previous period, and per source. Bars show the steps at a glance; the table under them holds
 * every number for everyone, screen readers included.
 */
import type { InboxInsightsAnswer } from '@contract/inbox-api';
import { type FunnelStepName, funnelOf, funnelSteps, otherValue } from '@contract/insights';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { formatCount, formatRate } from '../ui/format';
import { InsightsPanel } from './InsightsPanel';
import { InsightsTable } from './InsightsTable';
import { insightsTexts } from './texts';

type Answer = InboxInsightsAnswer;
type Step = Answer['funnel'][number];

/** The step's share of the visits as a bar (decoration: its number is in the same cell). */
function Bar({ rate }: { rate: number | null }) {
  return (
    <span aria-hidden="true" className="mt-1 block h-2 w-full w-24 rounded bg-slate-100">
      <span
        className="block h-2 rounded bg-brand-700"
        style={{ width: `${Math.round((rate ?? 0) * 100)}%` }}
      />
    </span>
  );
}

export function FunnelPanel({ data }: { data: Answer }) {
  const t = useTexts(insightsTexts);
  const language = useLanguage();
  const rate = (value: number | null) => formatRate(value, language);
  const rows = data.funnel.map((step, index) => ({
    ...step,
    previous: data.previousFunnel[index],
  }));
  return (
    <InsightsPanel
      id="insights-funnel"
      heading={t.funnel}
      note={t.funnelNote}
      csv={{
        name: `funnel-${data.from}-${data.to}`,
        headers: [
          t.stepColumn,
          t.visits,
          t.ofVisits,
          t.drop,
          `${t.visits} (${t.previousPeriod})`,
          `${t.drop} (${t.previousPeriod})`,
        ],
        rows: () =>
          rows.map((row) => [
            t.funnelSteps[row.step],
            row.visits,
            row.rate,
            row.drop,
            row.previous?.visits ?? null,
            row.previous?.drop ?? null,
          ]),
      }}
    >
      <InsightsTable
        caption={t.funnel}
        describedBy="insights-funnel-note"
        rowHeader={{
          id: 'step',
          header: t.stepColumn,
          className: 'min-w-40',
          cell: (row) => t.funnelSteps[row.step],
        }}
        columns={[
          {
            id: 'visits',
            header: t.visits,
            numeric: true,
            cell: (row: (typeof rows)[number]) => (
              <>
                {formatCount(row.visits, language)}
                <Bar rate={row.rate} />
              </>
            ),
          },
          { id: 'rate', header: t.ofVisits, numeric: true, cell: (row) => rate(row.rate) },
          { id: 'drop', header: t.drop, numeric: true, cell: (row) => rate(row.drop) },
          {
            id: 'previous',
            header: `${t.visits} (${t.previousPeriod})`,
            numeric: true,
            cell: (row) => (row.previous ? formatCount(row.previous.visits, language) : '—'),
          },
          {
            id: 'previous-drop',
            header: `${t.drop} (${t.previousPeriod})`,
            numeric: true,
            cell: (row) => rate(row.previous?.drop ?? null),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.step}
      />
    </InsightsPanel>
  );
}

const stepOf = (funnel: readonly Step[], step: FunnelStepName) =>
  funnel.find((entry) => entry.step === step);

export function FunnelBySourcePanel({ data }: { data: Answer }) {
  const t = useTexts(insightsTexts);
  const language = useLanguage();
  const sourceName = (source: string) => (source === otherValue ? t.other : source);
  const later = funnelSteps.slice(1);
  return (
    <InsightsPanel
      id="insights-funnel-sources"
      heading={t.funnelBySource}
      note={t.funnelBySourceNote}
      csv={{
        name: `funnel-sources-${data.from}-${data.to}`,
        headers: [
          t.csvSource,
          t.csvMedium,
          t.csvCampaign,
          t.visits,
          ...later.flatMap((step) => [t.funnelSteps[step], t.dropFrom(t.funnelSteps[step])]),
        ],
        rows: () =>
          data.bySource.map((row) => [
            sourceName(row.source),
            row.medium,
            row.campaign,
            row.visits,
            ...later.flatMap((step) => {
              const entry = stepOf(funnelOf(row), step);
              return [entry?.visits ?? 0, entry?.drop ?? null];
            }),
          ]),
      }}
    >
      {data.bySource.length === 0 ? (
        <p className="px-3 py-2">{t.noRows}</p>
      ) : (
        <InsightsTable
          caption={t.funnelBySource}
          describedBy="insights-funnel-sources-note"
          rowHeader={{
            id: 'source',
            header: t.sourceColumn,
            className: 'min-w-40 wrap-anywhere',
            cell: (row) => (
              <>
                <span className="font-semibold">{sourceName(row.source)}</span>
                {row.source !== otherValue && (
                  <span className="block text-slate-700">
                    {row.medium ?? t.none} · {row.campaign ?? t.none}
                  </span>
                )}
              </>
            ),
          }}
          columns={[
            {
              id: 'visits',
              header: t.visits,
              numeric: true,
              cell: (row: Answer['bySource'][number]) => formatCount(row.visits, language),
            },
            ...later.map((step) => ({
              id: step,
              header: t.funnelSteps[step],
              numeric: true,
              cell: (row: Answer['bySource'][number]) => {
                const entry = stepOf(funnelOf(row), step);
                return (
                  <>
                    {formatCount(entry?.visits ?? 0, language)}
                    <span className="block text-xs text-slate-700">
                      {t.drop} {formatRate(entry?.drop ?? null, language)}
                    </span>
                  </>
                );
              },
            })),
          ]}
          rows={data.bySource}
          rowKey={(row) => `${row.source}\u0000${row.medium}\u0000${row.campaign}`}
        />
      )}
    </InsightsPanel>
  );
}
