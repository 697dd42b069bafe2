/**
 * What `npm run bench` prints once every scenario has run: the runs beside the bare route, the
 * goals, whether every acknowledged lead and accepted event was stored, the insights' and the
 * inbox's latencies, the pages' weight. Exits non-zero when something acknowledged is missing.
 */
import { measurePages, pageWeightCaption, pageWeightTable } from '@scripts/budget/measure-pages';
import { textTable } from '@scripts/lib/text-table';
import { type InboxScaleResult, inboxScaleTables } from './inbox-scale';
import type { LatencyResult } from './insights-latency';
import { seededPaths, seededSources } from './insights-seed';
import type { LoadResult } from './load';

export interface Row {
  scenario: string;
  /** The bare route's rate measured around this run, for the ratio. */
  baseline?: number;
  result: LoadResult;
  /** The answers that count for this scenario (200 for leads, 429 for the flood). */
  counted: string;
  /** The goal this run is judged by alone, if any (committed leads are judged by peaks). */
  goal?: string;
  meetsGoal?: (result: LoadResult, countedPerSecond: number) => boolean;
}

/** Everything the scenarios measured, by label. */
export interface BenchResults {
  rows: Row[];
  /** Per database: its best rate of committed leads (and at how many connections), and the
   * bare route's best rate measured around those runs. */
  peaks: Map<string, { leads: number; leadsAt: number; bare: number }>;
  /** Per database: leads acknowledged with a 200, and leads found stored afterwards. */
  storage: Map<string, { acknowledged: number; stored: number; lost: boolean }>;
  /** Per database: events answered 202 (warm-up included), and page views counted afterwards. */
  eventTotals: Map<string, { accepted: number; counted: number }>;
  insightsRows: { label: string; result: LatencyResult; seedSeconds: number }[];
  inboxRows: InboxScaleResult[];
}

export function countedPerSecond(row: Row): number {
  const counted = row.result.byStatus[row.counted] ?? 0;
  return row.result.sent ? (row.result.requestsPerSecond * counted) / row.result.sent : 0;
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

export function printReport({
  rows,
  peaks,
  storage,
  eventTotals,
  insightsRows,
  inboxRows,
}: BenchResults) {
  console.log(
    textTable(
      ['scenario', 'req/s', 'counted/s', 'answers', 'p50 ms', 'p99 ms', 'bare req/s', 'vs bare'],
      rows.map((row) => {
        const perSecond = countedPerSecond(row);
        const answers = Object.entries(row.result.byStatus)
          .map(([status, count]) => `${count}×${status}`)
          .join(' ');
        return [
          row.scenario,
          fixed(row.result.requestsPerSecond),
          `${fixed(perSecond)} (${row.counted})`,
          row.result.errors ? `${answers} ${row.result.errors}×error` : answers,
          fixed(row.result.p50),
          fixed(row.result.p99),
          row.baseline ? fixed(row.baseline) : '',
          row.baseline ? `${fixed((100 * perSecond) / row.baseline)}%` : '',
        ];
      }),
      [1, 2, 4, 5, 6, 7],
    ),
  );

  const goals = [
    ...[...peaks].map(([label, peak]) => {
      const ratio = peak.bare ? peak.leads / peak.bare : 0;
      return [
        `committed leads, ${label}`,
        `peak ${fixed(peak.leads)}/s (${peak.leadsAt} conn.) = ${fixed(100 * ratio)}% of bare's peak ${fixed(peak.bare)}/s`,
        '≥ 25% of bare',
        ratio >= 0.25 ? 'met' : 'NOT MET',
      ];
    }),
    ...rows
      .filter((row) => row.meetsGoal)
      .map((row) => {
        const perSecond = countedPerSecond(row);
        const figure = row.baseline
          ? `${fixed(perSecond)}/s = ${fixed((100 * perSecond) / row.baseline)}% of bare`
          : `p99 ${fixed(row.result.p99)} ms`;
        return [
          row.scenario,
          figure,
          row.goal ?? '',
          row.meetsGoal?.(row.result, perSecond) ? 'met' : 'NOT MET',
        ];
      }),
  ];
  console.log('\nGoals\n');
  console.log(textTable(['scenario', 'figure', 'goal', ''], goals));

  const leadsLost = [...storage.values()].some((total) => total.lost);
  console.log('\nEvery acknowledged lead stored?\n');
  console.log(
    textTable(
      ['database', 'acknowledged (200)', 'stored', ''],
      [...storage].map(([label, total]) => [
        label,
        String(total.acknowledged),
        String(total.stored),
        total.lost ? 'LOST' : 'all stored',
      ]),
      [1, 2],
    ),
  );

  if (eventTotals.size > 0) {
    console.log('\nEvery accepted visit event counted?\n');
    console.log(
      textTable(
        ['database', 'accepted (202)', 'counted page views', ''],
        [...eventTotals].map(([label, total]) => [
          label,
          String(total.accepted),
          String(total.counted),
          total.counted >= total.accepted ? 'all counted' : 'LOST',
        ]),
        [1, 2],
      ),
    );
  }

  if (insightsRows.length > 0) {
    console.log(
      `\nGET /api/insights for a year beside the year before (${seededPaths} paths × ${seededSources} sources, ` +
        'about 10,000 visits a day), one request at a time\n',
    );
    console.log(
      textTable(
        ['database', 'seeded in', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'goal', ''],
        insightsRows.map(({ label, result, seedSeconds }) => [
          label,
          `${fixed(seedSeconds)} s`,
          result.failures
            ? `${result.requests} (${result.failures} failed)`
            : String(result.requests),
          fixed(result.p50, 1),
          fixed(result.p95, 1),
          fixed(result.max, 1),
          'p95 ≤ 50 ms',
          result.p95 <= 50 && result.failures === 0 ? 'met' : 'NOT MET',
        ]),
        [2, 3, 4, 5],
      ),
    );
  }

  if (inboxRows.length > 0) console.log(inboxScaleTables(inboxRows));

  console.log(`\n${pageWeightCaption}\n`);
  console.log(pageWeightTable(measurePages()));

  const eventsLost = [...eventTotals.values()].some((total) => total.counted < total.accepted);
  if (leadsLost || eventsLost) {
    console.error(
      `\nFAILED: some acknowledged ${leadsLost ? 'leads are' : 'visit events are'} missing from the database.`,
    );
    process.exit(1);
  }
}
