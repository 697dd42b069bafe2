/**
 * `npm run bench`: measures the lead API beside a bare Fastify JSON route started in the same
 * run, on 127.0.0.1 only, with bounded runs (BENCH_SECONDS each, default 10):
 *
 *   1. POST /contacts/send, embedded DB       → committed leads per second, ratio to the bare route
 *   2. the same on PostgreSQL (skipped, said so, when no server answers)
 *   3. 1,000 leads per second, evenly paced   → p99 latency on each database (paced-load.ts)
 *   4. a flood from one IP past the limit    → 429 answers per second, ratio to the bare route
 *   5. POST /api/event at 100 connections, on each database → counted events per second, ratio
 *      to the bare route's twin (bench/bare-server.ts); every accepted event must be counted
 *   6. GET /api/insights over a year of seeded counts (50 paths × 200 sources) on each
 *      database → p95 latency, one request at a time
 *   7. the inbox with 1,000,000 seeded leads on each database → p95 latency of the first page,
 *      a search by e-mail and a filter by source, one request at a time, and the server's
 *      memory growth while it streams the export of them all (inbox-scale.ts)
 *
 * The machines are shared: another tenant can slow one minute down by a third. So the bare
 * route is measured around every run it is compared with, half the run's length just before
 * and half just after, and the run is compared with the mean of the two: a drift in the
 * machine's speed during the pair cancels out. Every scenario starts a server on a fresh
 * database, so no figure depends on what ran before it.
 *
 * The throughput runs (closed loop: each connection sends its next lead once the last is
 * answered) go at 10 and at 100 connections (BENCH_CONNECTIONS=10,100): with more
 * visitors at once, more leads share each commit. The goal for committed leads compares
 * rates, i.e. what each route serves at its best: the lead route's peak over the connection
 * levels against the bare route's peak over the same levels. At 10 connections each client
 * waits for its lead's durable commit before it sends the next, so that run measures the
 * commit's latency more than the route's rate: it is printed beside the others, not judged.
 *
 * Then it checks that every acknowledged lead was stored, and prints the page weight of every
 * route. Figures are printed, never asserted. It fails only if an acknowledged lead is
 * missing. Run `npm run build` first.
 * BENCH_ONLY=embedded,postgres,flood,events,insights,inbox (or `npm run bench -- events insights`)
 * runs some of the scenarios.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startBuiltSiteServer } from '@scripts/lib/built-site-server';
import { type Database as OpenedDatabase, openDatabase } from '@server/db/database';
import { startBareServer } from './bare-baseline';
import { countedPerSecond, printReport, type Row } from './bench-report';
import { sendEvents } from './event-load';
import { type InboxScaleResult, measureInboxAtScale } from './inbox-scale';
import { type LatencyResult, measureInsights } from './insights-latency';
import { seedYearOfInsights } from './insights-seed';
import { type LoadResult, sendLeads } from './load';
import { sendLeadsAtRate } from './paced-load';
import { createTemporaryDatabase } from './postgres-database';
import { countStoredLeads } from './stored-leads';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connectionLevels = (process.env.BENCH_CONNECTIONS ?? '10,100')
  .split(',')
  .map((level) => Number(level.trim()));
const fixedRate = 1000;
const adminToken = 'bench-admin-token-0123456789abcdefghijk';
const chosen = process.argv.slice(2).join(',') || process.env.BENCH_ONLY;
const only = chosen?.split(',').map((name) => name.trim());
type Scenario = 'embedded' | 'postgres' | 'flood' | 'events' | 'insights' | 'inbox';
const runs = (scenario: Scenario) => !only || only.includes(scenario);
/** No limit for the throughput runs; the flood run uses the default limit. */
const unlimited = {
  RATE_LIMIT_MAX: '1000000000',
  EVENTS_RATE_LIMIT_MAX: '1000000000',
  ADMIN_TOKEN: adminToken,
};
/** Visit events are measured at this many connections (the goal is set at 100). */
const eventConnections = 100;
const insightsRequests = Number(process.env.BENCH_INSIGHTS_REQUESTS ?? 200);

interface Database {
  label: string;
  /** The server's variables for a fresh database, and how to drop it afterwards. */
  fresh(): Promise<{ env: NodeJS.ProcessEnv; drop(): Promise<void> } | null>;
}

const rows: Row[] = [];
/** Per database: its best rate of committed leads (and at how many connections), and the
 * bare route's best rate measured around those runs. */
const peaks = new Map<string, { leads: number; leadsAt: number; bare: number }>();
/** Per database: leads acknowledged with a 200, and leads found stored afterwards. */
const storage = new Map<string, { acknowledged: number; stored: number; lost: boolean }>();

console.log(
  `Benchmark on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ` +
    `${durationSeconds} s per run\n`,
);

const bare = await startBareServer();

/**
 * Runs `measure` with the bare route measured around it at the same number of connections,
 * half as long before and half as long after; answers both, the bare rate as their mean.
 */
async function besideBare(connections: number, measure: () => Promise<LoadResult>) {
  const half = Math.max(1, durationSeconds / 2);
  const before = await sendLeads({ baseUrl: bare.url, durationSeconds: half, connections });
  const result = await measure();
  const after = await sendLeads({ baseUrl: bare.url, durationSeconds: half, connections });
  return { result, baseline: (before.requestsPerSecond + after.requestsPerSecond) / 2 };
}

/**
 * A server on a fresh database of this kind, for one scenario, warmed up first (V8 compiles
 * the hot paths, the database prepares its statements) with a second of leads; afterwards,
 * checks that it stored every lead it acknowledged, the warm-up's included.
 */
async function withServer(
  database: Database,
  extraEnv: NodeJS.ProcessEnv,
  scenario: (baseUrl: string) => Promise<number>,
) {
  const fresh = await database.fresh();
  if (!fresh) return false;
  try {
    const server = await startBuiltSiteServer({ ...fresh.env, ...extraEnv });
    try {
      const warmUp = await sendLeads({
        baseUrl: server.baseUrl,
        durationSeconds: 1,
        connections: 10,
      });
      const acknowledged = (warmUp.byStatus['200'] ?? 0) + (await scenario(server.baseUrl));
      if (acknowledged > 0) {
        const stored = await countStoredLeads(server.baseUrl, adminToken);
        const total = storage.get(database.label) ?? { acknowledged: 0, stored: 0, lost: false };
        total.acknowledged += acknowledged;
        // More may be stored than acknowledged: the run's end cuts off answers, not commits.
        total.stored += stored;
        total.lost ||= stored < acknowledged;
        storage.set(database.label, total);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await fresh.drop();
  }
  return true;
}

async function measureDatabase(database: Database) {
  const { label } = database;
  for (const connections of connectionLevels) {
    const ran = await withServer(database, unlimited, async (baseUrl) => {
      const { result, baseline } = await besideBare(connections, () =>
        sendLeads({ baseUrl, durationSeconds, connections }),
      );
      const row: Row = {
        scenario: `leads, ${label}, ${connections} conn.`,
        baseline,
        result,
        counted: '200',
      };
      rows.push(row);
      const peak = peaks.get(label) ?? { leads: 0, leadsAt: 0, bare: 0 };
      const perSecond = countedPerSecond(row);
      if (perSecond > peak.leads) Object.assign(peak, { leads: perSecond, leadsAt: connections });
      peak.bare = Math.max(peak.bare, baseline);
      peaks.set(label, peak);
      return result.byStatus['200'] ?? 0;
    });
    if (!ran) {
      console.log(`SKIPPED: the ${label} runs (no server answered at BENCH_POSTGRES_URL)\n`);
      return;
    }
  }
  await withServer(database, unlimited, async (baseUrl) => {
    const paced = await sendLeadsAtRate({ baseUrl, durationSeconds, ratePerSecond: fixedRate });
    rows.push({
      scenario: `leads at ${fixedRate}/s, ${label}`,
      result: paced,
      counted: '200',
      goal: 'p99 < 25 ms',
      meetsGoal: (result) => result.p99 < 25,
    });
    return paced.byStatus['200'] ?? 0;
  });
}

/** Per database: events answered 202 (warm-up included), and page views counted afterwards. */
const eventTotals = new Map<string, { accepted: number; counted: number }>();
const insightsRows: { label: string; result: LatencyResult; seedSeconds: number }[] = [];
const inboxRows: InboxScaleResult[] = [];

/** Today and two days around it in UTC: the site's day of the run is inside, whatever its zone. */
function daysAroundToday() {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(-2), to: day(1) };
}

async function insightsOf(baseUrl: string, from: string, to: string) {
  const response = await fetch(`${baseUrl}/api/insights?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (!response.ok) throw new Error(`GET /api/insights answered ${response.status}`);
  return (await response.json()) as { views: number };
}

async function measureEvents(database: Database) {
  const { label } = database;
  await withServer(database, unlimited, async (baseUrl) => {
    const warmUp = await sendEvents({
      baseUrl,
      siteUrl: baseUrl,
      durationSeconds: 1,
      connections: 10,
    });
    const half = Math.max(1, durationSeconds / 2);
    const bareRun = () =>
      sendEvents({
        baseUrl: bare.url,
        siteUrl: baseUrl,
        durationSeconds: half,
        connections: eventConnections,
      });
    const before = await bareRun();
    const result = await sendEvents({
      baseUrl,
      siteUrl: baseUrl,
      durationSeconds,
      connections: eventConnections,
    });
    const after = await bareRun();
    const baseline = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    rows.push({
      scenario: `visit events, ${label}, ${eventConnections} conn.`,
      baseline,
      result,
      counted: '202',
      goal: '≥ 40% of bare',
      meetsGoal: (_, perSecond) => perSecond >= 0.4 * baseline,
    });
    const accepted = (warmUp.byStatus['202'] ?? 0) + (result.byStatus['202'] ?? 0);
    const { from, to } = daysAroundToday();
    const { views } = await insightsOf(baseUrl, from, to);
    eventTotals.set(label, { accepted, counted: views });
    return 0;
  });
}

type Seeded = { env: NodeJS.ProcessEnv; drop(): Promise<void> };
type Prepare = (database: OpenedDatabase) => Promise<void>;

/** A fresh database of this kind, opened by the bench first to prepare it, then closed. */
const preparedDatabases: Record<
  'embedded' | 'postgres',
  (prepare: Prepare) => Promise<Seeded | null>
> = {
  async embedded(prepare) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-data-'));
    const database = await openDatabase({ DATA_DIR: dataDir }, { role: 'cli' });
    await prepare(database).finally(() => database.close());
    return {
      env: { DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
  async postgres(prepare) {
    const temporary = await createTemporaryDatabase();
    if (!temporary) return null;
    const database = await openDatabase(
      { DATA_DIR: '', DATABASE_URL: temporary.url },
      { role: 'cli' },
    );
    await prepare(database).finally(() => database.close());
    return { env: { DATABASE_URL: temporary.url }, drop: () => temporary.drop() };
  },
};

/**
 * Two years of counts seeded, its server started, then asked for the last year (beside the
 * year before, as every answer is) again and again.
 */
async function measureInsightsOn(kind: 'embedded' | 'postgres', label: string) {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const seededFrom = new Date(Date.now() - 729 * 86_400_000).toISOString().slice(0, 10);
  const started = performance.now();
  const seeded = await preparedDatabases[kind]((database) =>
    seedYearOfInsights(database, seededFrom, to),
  );
  if (!seeded) {
    console.log(`SKIPPED: insights on ${label} (no server answered at BENCH_POSTGRES_URL)\n`);
    return;
  }
  const seedSeconds = (performance.now() - started) / 1000;
  try {
    const server = await startBuiltSiteServer({ ...seeded.env, ADMIN_TOKEN: adminToken });
    try {
      const result = await measureInsights({
        baseUrl: server.baseUrl,
        adminToken,
        from,
        to,
        requests: insightsRequests,
      });
      insightsRows.push({ label, result, seedSeconds });
    } finally {
      await server.stop();
    }
  } finally {
    await seeded.drop();
  }
}

const embedded: Database = {
  label: 'embedded (PGlite)',
  // startBuiltSiteServer gives every server its own new DATA_DIR.
  fresh: async () => ({ env: {}, drop: async () => {} }),
};

const postgres: Database = {
  label: 'PostgreSQL',
  async fresh() {
    const database = await createTemporaryDatabase();
    return database && { env: { DATABASE_URL: database.url }, drop: () => database.drop() };
  },
};

/** The visit events' databases, fresh and migrated. */
const eventDatabases: Database[] = (['embedded', 'postgres'] as const).map((kind) => ({
  label: kind === 'embedded' ? embedded.label : postgres.label,
  // Opening it migrates it; nothing else to prepare.
  fresh: () => preparedDatabases[kind](async () => undefined),
}));

try {
  if (runs('embedded')) await measureDatabase(embedded);
  if (runs('postgres')) await measureDatabase(postgres);
  if (runs('events')) for (const database of eventDatabases) await measureEvents(database);
  if (runs('insights')) {
    await measureInsightsOn('embedded', embedded.label);
    await measureInsightsOn('postgres', postgres.label);
  }
  if (runs('inbox')) {
    for (const [kind, label] of [
      ['embedded', embedded.label],
      ['postgres', postgres.label],
    ] as const) {
      const result = await measureInboxAtScale(kind, label, unlimited);
      if (result) inboxRows.push(result);
      else
        console.log(`SKIPPED: the inbox on ${label} (no server answered at BENCH_POSTGRES_URL)\n`);
    }
  }
  if (runs('flood')) {
    await withServer(embedded, { ADMIN_TOKEN: adminToken }, async (baseUrl) => {
      const connections = connectionLevels[0] ?? 10;
      const { result, baseline } = await besideBare(connections, () =>
        sendLeads({ baseUrl, durationSeconds, connections }),
      );
      rows.push({
        scenario: `flood from one IP (limit 5/min), ${connections} conn.`,
        baseline,
        result,
        counted: '429',
        goal: '≥ 60% of bare',
        meetsGoal: (_, perSecond) => perSecond >= 0.6 * baseline,
      });
      return 0;
    });
  }
} finally {
  await bare.stop();
}

printReport({ rows, peaks, storage, eventTotals, insightsRows, inboxRows });
