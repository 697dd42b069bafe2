/**
 * `npm run leads -- insights` as text: the totals, then one table each by day, source, page
 * and language. Sources and paths came from visitors' URLs: control characters are removed so
 * that they cannot drive the terminal.
 */
import type { Insights, InsightsCounts } from '@contract/insights';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]+/g;
const clean = (value: string | null) => (value ?? '').replace(controlCharacters, ' ');

/** A rate; none without visits ("—", never 0%). */
const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

function table(headers: string[], rows: string[][], leftAligned: number) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < leftAligned
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}

const countHeaders = ['views', 'visits', 'visitors', 'leads', 'conversion'];
const countCells = (counts: InsightsCounts) => [
  String(counts.views),
  String(counts.visits),
  String(counts.visitors),
  String(counts.leads),
  percent(counts.conversionRate),
];

export function insightsTables(insights: Insights): string {
  const events = Object.entries(insights.events)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  return [
    `Insights ${insights.from} to ${insights.to} (${insights.timeZone})`,
    `${insights.visits} visits, ${insights.visitors} visitors, ${insights.views} page views, ` +
      `${insights.leads} leads, conversion ${percent(insights.conversionRate)}`,
    `events: ${events}`,
    `leads without a counted visit: ${insights.leadsWithoutVisit}`,
    '',
    'By day',
    table(
      ['day', ...countHeaders],
      insights.byDay.map((day) => [day.day, ...countCells(day)]),
      1,
    ),
    '',
    'By source',
    table(
      ['source', 'medium', 'campaign', ...countHeaders],
      insights.bySource.map((row) => [
        clean(row.source),
        clean(row.medium),
        clean(row.campaign),
        ...countCells(row),
      ]),
      3,
    ),
    'Conversion: visits that sent a lead ÷ visits. Leads without a counted visit are in no source.',
    '',
    'By page',
    table(
      ['path', 'lang', 'views', 'visits', 'visitors'],
      insights.byPage.map((page) => [
        clean(page.path),
        page.language ?? '',
        String(page.views),
        String(page.visits),
        String(page.visitors),
      ]),
      2,
    ),
    '',
    'By language',
    table(
      ['lang', ...countHeaders],
      insights.byLanguage.map((row) => [row.language, ...countCells(row)]),
      1,
    ),
  ].join('\n');
}
