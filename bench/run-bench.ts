/**
 * `npm run bench`: measures the lead API beside a bare Fastify JSON route started in the same
 * run, on 127.0.0.1 only, with bounded runs (BENCH_SECONDS each, default 10):
 *
 *   1. the bare route, open loop            → the baseline
 *   2. POST /contacts/send, embedded DB      → committed leads per second, ratio to the baseline
 *   3. the same on PostgreSQL (skipped, said so, when no server answers)
 *   4. 1,000 leads per second, fixed rate   → p99 latency on each database
 *   5. a flood from one IP past the limit   → 429 answers per second, ratio to the baseline
 *
 * The open-loop runs go at 10 and at 100 connections (BENCH_CONNECTIONS=10,100): with more
 * visitors at once, more leads share each commit; each is compared with the bare route at
 * the same number of connections.
 *
 * then checks that every acknowledged lead was stored, and prints the page weight of every
 * route. Figures are printed, never asserted: the machines are shared and noisy. It fails
 * only if an acknowledged lead is missing. Run `npm run build` first.
 * BENCH_ONLY=embedded,postgres,flood runs some of the scenarios (the baseline always runs).
 */
import os from 'node:os';
import { measurePages, pageWeightCaption, pageWeightTable } from '../scripts/budget/measure-pages';
import { startBuiltSiteServer } from '../scripts/lib/built-site-server';
import { textTable } from '../scripts/lib/text-table';
import { startBareServer } from './bare-baseline';
import { type LoadResult, sendLeads } from './load';
import { createTemporaryDatabase } from './postgres-database';
import { countStoredLeads } from './stored-leads';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connectionLevels = (process.env.BENCH_CONNECTIONS ?? '10,100')
  .split(',')
  .map((level) => Number(level.trim()));
const fixedRate = 1000;
const adminToken = 'bench-admin-token-0123456789';
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const runs = (scenario: 'embedded' | 'postgres' | 'flood') => !only || only.includes(scenario);
/** No limit for the throughput runs; the flood run uses the default limit. */
const unlimited = { RATE_LIMIT_MAX: '1000000000', ADMIN_TOKEN: adminToken };

interface Row {
  scenario: string;
  /** The bare route's rate at the same number of connections, for the ratio. */
  baseline?: number;
  result: LoadResult;
  /** The answers that count for this scenario (200 for leads, 429 for the flood). */
  counted: string;
  goal: string;
  meetsGoal?: (result: LoadResult, countedPerSecond: number) => boolean;
}

const rows: Row[] = [];
const storageChecks: string[][] = [];
let leadsLost = false;

function countedPerSecond(row: Row): number {
  const counted = row.result.byStatus[row.counted] ?? 0;
  return row.result.sent ? (row.result.requestsPerSecond * counted) / row.result.sent : 0;
}

async function measureDatabase(label: string, env: NodeJS.ProcessEnv) {
  const server = await startBuiltSiteServer({ ...env, ...unlimited });
  try {
    let acknowledged = 0;
    for (const connections of connectionLevels) {
      const open = await sendLeads({ baseUrl: server.baseUrl, durationSeconds, connections });
      const baseline = baselines.get(connections) ?? 0;
      rows.push({
        scenario: `leads, ${label}, ${connections} conn.`,
        baseline,
        result: open,
        counted: '200',
        goal: '≥ 25% of bare',
        meetsGoal: (_, perSecond) => perSecond >= 0.25 * baseline,
      });
      acknowledged += open.byStatus['200'] ?? 0;
    }
    const paced = await sendLeads({
      baseUrl: server.baseUrl,
      durationSeconds,
      connections: 50,
      overallRate: fixedRate,
    });
    rows.push({
      scenario: `leads at ${fixedRate}/s, ${label}`,
      result: paced,
      counted: '200',
      goal: 'p99 < 25 ms',
      meetsGoal: (result) => result.p99 < 25,
    });
    acknowledged += paced.byStatus['200'] ?? 0;
    const stored = await countStoredLeads(server.baseUrl, adminToken);
    const ok = stored >= acknowledged;
    leadsLost ||= !ok;
    storageChecks.push([label, String(acknowledged), String(stored), ok ? 'all stored' : 'LOST']);
  } finally {
    await server.stop();
  }
}

console.log(
  `Benchmark on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ` +
    `${durationSeconds} s per run\n`,
);

/** The bare route's requests per second at each number of connections. */
const baselines = new Map<number, number>();
const bare = await startBareServer();
try {
  for (const connections of connectionLevels) {
    const result = await sendLeads({ baseUrl: bare.url, durationSeconds, connections });
    baselines.set(connections, result.requestsPerSecond);
    rows.push({
      scenario: `bare Fastify JSON route, ${connections} conn.`,
      baseline: result.requestsPerSecond,
      result,
      counted: '200',
      goal: 'baseline',
    });
  }
} finally {
  await bare.stop();
}

if (runs('embedded')) await measureDatabase('embedded (PGlite)', {});

if (runs('postgres')) {
  const postgres = await createTemporaryDatabase();
  if (postgres) {
    try {
      await measureDatabase('PostgreSQL', { DATABASE_URL: postgres.url });
    } finally {
      await postgres.drop();
    }
  } else {
    console.log('SKIPPED: the PostgreSQL runs (no server answered at BENCH_POSTGRES_URL)\n');
  }
}

if (runs('flood')) {
  const limited = await startBuiltSiteServer({ ADMIN_TOKEN: adminToken });
  const connections = connectionLevels[0] ?? 10;
  const baseline = baselines.get(connections) ?? 0;
  try {
    const result = await sendLeads({ baseUrl: limited.baseUrl, durationSeconds, connections });
    rows.push({
      scenario: `flood from one IP (limit 5/min), ${connections} conn.`,
      baseline,
      result,
      counted: '429',
      goal: '≥ 60% of bare',
      meetsGoal: (_, perSecond) => perSecond >= 0.6 * baseline,
    });
  } finally {
    await limited.stop();
  }
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);
console.log(
  textTable(
    ['scenario', 'req/s', 'counted/s', 'answers', 'p50 ms', 'p99 ms', 'vs bare', 'goal', ''],
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
        row.baseline ? `${fixed((100 * perSecond) / row.baseline)}%` : '',
        row.goal,
        row.meetsGoal ? (row.meetsGoal(row.result, perSecond) ? 'met' : 'NOT MET') : '',
      ];
    }),
    [1, 2, 4, 5, 6],
  ),
);

console.log('\nEvery acknowledged lead stored?\n');
console.log(textTable(['database', 'acknowledged (200)', 'stored', ''], storageChecks, [1, 2]));

console.log(`\n${pageWeightCaption}\n`);
console.log(pageWeightTable(measurePages()));

if (leadsLost) {
  console.error('\nFAILED: some acknowledged leads are missing from the database.');
  process.exit(1);
}
