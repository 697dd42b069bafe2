/**
 * The insights page's tables below the chart, one panel each (InsightsPanel.tsx): sources,
 * landing pages, pages, events and languages, as GET /api/inbox/insights lists them (the top
 * 100 and an "(other)" row), each exportable as CSV.
 */
import type { InboxInsightsAnswer } from '@contract/inbox-api';
import { otherValue } from '@contract/insights';
import { namedEventNames } from '@contract/visit-events';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { formatCount } from '../ui/format';
import { type Counts, countColumns, whatsappColumn } from './columns';
import { InsightsPanel } from './InsightsPanel';
import { InsightsTable } from './InsightsTable';
import { insightsTexts } from './texts';

type Answer = InboxInsightsAnswer;

/** The CSV's columns of a row with counts: visits, leads, rate (a fraction, empty if none). */
const countValues = (row: Counts) => [row.visits, row.leads, row.conversionRate];

export function SourcesPanel({ data }: { data: Answer }) {
  const t = useTexts(insightsTexts);
  const language = useLanguage();
  const withoutVisit =
    data.leadsWithoutVisit > 0
      ? {
          label: t.withoutVisit,
          row: { visits: null, leads: data.leadsWithoutVisit, conversionRate: null },
        }
      : undefined;
  const sourceName = (source: string) => (source === otherValue ? t.other : source);
  return (
    <InsightsPanel
      id="insights-sources"
      heading={t.bySource}
      note={t.bySourceNote}
      csv={{
        name: `sources-${data.from}-${data.to}`,
        headers: [
          t.csvSource,
          t.csvMedium,
          t.csvCampaign,
          t.visits,
          t.leads,
          t.conversion,
          t.whatsappClicks,
        ],
        rows: () => [
          ...data.bySource.map((row) => [
            sourceName(row.source),
            row.medium,
            row.campaign,
            ...countValues(row),
            row.events.whatsapp_clicked,
          ]),
          ...(withoutVisit
            ? [[withoutVisit.label, null, null, null, data.leadsWithoutVisit, null, null]]
            : []),
        ],
      }}
    >
      {withoutVisit && (
        <p id="insights-without-visit-note" className="px-3 pt-2 text-sm text-slate-700">
          {t.withoutVisitNote}
        </p>
      )}
      {data.bySource.length === 0 && !withoutVisit ? (
        <p className="px-3 py-2">{t.noSources}</p>
      ) : (
        <InsightsTable
          caption={t.bySource}
          describedBy={
            withoutVisit
              ? 'insights-sources-note insights-without-visit-note'
              : 'insights-sources-note'
          }
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
          columns={[...countColumns(t, language), whatsappColumn(t, language)]}
          rows={data.bySource}
          rowKey={(row) => `${row.source}\u0000${row.medium}\u0000${row.campaign}`}
          other={withoutVisit}
          total={{ label: t.total, row: data }}
        />
      )}
    </InsightsPanel>
  );
}

/** A page's path, "(other)" in words, and its language after it. */
function usePageName() {
  const t = useTexts(insightsTexts);
  return (row: Answer['byPage'][number]) => (row.path === otherValue ? t.other : row.path);
}

export function LandingPagesPanel({ data }: { data: Answer }) {
  const t = useTexts(insightsTexts);
  const language = useLanguage();
  const pageName = usePageName();
  const rows = data.byPage
    .filter((row) => row.visits > 0 || row.leads > 0)
    .sort((a, b) => b.visits - a.visits || b.leads - a.leads);
  return (
    <InsightsPanel
      id="insights-landing"
      heading={t.landingPages}
      note={t.landingPagesNote}
      csv={{
        name: `landing-pages-${data.from}-${data.to}`,
        headers: [t.pageColumn, t.languageColumn, t.visits, t.leads, t.conversion],
        rows: () =>
          rows.map((row) => [
            pageName(row),
            row.language && t.languageNames[row.language],
            ...countValues(row),
          ]),
      }}
    >
      {rows.length === 0 ? (
        <p className="px-3 py-2">{t.noRows}</p>
      ) : (
        <InsightsTable
          caption={t.landingPages}
          describedBy="insights-landing-note"
          rowHeader={{
            id: 'page',
            header: t.pageColumn,
            className: 'min-w-40 wrap-anywhere',
            cell: pageName,
          }}
          columns={countColumns(t, language)}
          rows={rows}
          rowKey={(row) => `${row.language} ${row.path}`}
        />
      )}
    </InsightsPanel>
  );
}

export function PagesPanel({ data }: { data: Answer }) {
  const t = useTexts(insightsTexts);
  const language = useLanguage();
  const pageName = usePageName();
  return (
    <InsightsPanel
      id="insights-pages"
      heading={t.pages}
      csv={{
        name: `pages-${data.from}-${data.to}`,
        headers: [t.pageColumn, t.languageColumn, t.views],
        rows: () =>
          data.byPage.map((row) => [
            pageName(row),
            row.language && t.languageNames[row.language],
            row.views,
          ]),
      }}
    >
      {data.byPage.length === 0 ? (
        <p className="px-3 py-2">{t.noRows}</p>
      ) : (
        <InsightsTable
          caption={t.pages}
          rowHeader={{
            id: 'page',
            header: t.pageColumn,
            className: 'min-w-40 wrap-anywhere',
            cell: pageName,
          }}
          columns={[
            {
              id: 'views',
              header: t.views,
              numeric: true,
              cell: (row: { views: number }) => formatCount(row.views, language),
            },
          ]}
          rows={data.byPage}
          rowKey={(row) => `${row.language} ${row.path}`}
        />
      )}
    </InsightsPanel>
  );
}

export function EventsPanel({ data }: { data: Answer }) {
  const t = useTexts(insightsTexts);
  const language = useLanguage();
  const rows = namedEventNames.map((name) => ({ name, count: data.events[name] }));
  return (
    <InsightsPanel
      id="insights-events"
      heading={t.events}
      note={t.eventsNote}
      csv={{
        name: `events-${data.from}-${data.to}`,
        headers: [t.eventColumn, t.count],
        rows: () => rows.map((row) => [t.eventNames[row.name], row.count]),
      }}
    >
      <InsightsTable
        caption={t.events}
        describedBy="insights-events-note"
        rowHeader={{ id: 'event', header: t.eventColumn, cell: (row) => t.eventNames[row.name] }}
        columns={[
          {
            id: 'count',
            header: t.count,
            numeric: true,
            cell: (row: { count: number }) => formatCount(row.count, language),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.name}
      />
    </InsightsPanel>
  );
}

export function LanguagesPanel({ data }: { data: Answer }) {
  const t = useTexts(insightsTexts);
  const language = useLanguage();
  return (
    <InsightsPanel
      id="insights-languages"
      heading={t.languages}
      csv={{
        name: `languages-${data.from}-${data.to}`,
        headers: [t.languageColumn, t.visits, t.leads, t.conversion],
        rows: () =>
          data.byLanguage.map((row) => [
            row.language && t.languageNames[row.language],
            ...countValues(row),
          ]),
      }}
    >
      <InsightsTable
        caption={t.languages}
        rowHeader={{
          id: 'language',
          header: t.languageColumn,
          cell: (row) => t.languageNames[row.language],
        }}
        columns={countColumns(t, language)}
        rows={data.byLanguage}
        rowKey={(row) => row.language}
      />
    </InsightsPanel>
  );
}
