/**
 * The inbox at scale (`npm run bench -- inbox`): a million leads seeded into a
 * fresh database (inbox-seed.ts), the built server started on it in its own process, a
 * salesperson signed in; then, one request at a time, the list's first page, the views of
 * the saved views (Mine, Unassigned, Overdue), a search without accents, a search by phone digits
 * spaced otherwise than stored, one by e-mail and a filter by source, each judged by
 * p95 ≤ 100 ms; and the export of every lead, streamed to the end, judged by the server's
 * memory growth < 100 MB.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startBuiltSiteServer } from '@scripts/lib/built-site-server';
import { textTable } from '@scripts/lib/text-table';
import { addUser } from '@server/accounts/users';
import { openDatabase } from '@server/db/database';
import type { DatabaseSchema } from '@server/db/schema';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import {
  type ExportFigures,
  exportAllLeads,
  type LatencyFigures,
  signInToInbox,
  timeInboxRequests,
} from './inbox-load';
import {
  seededEmail,
  seededLeadOutsideSpam,
  seededLeadsOutsideSpam,
  seededPhone,
  seedLeads,
} from './inbox-seed';
import { createTemporaryDatabase } from './postgres-database';

export const inboxLeadCount = Number(process.env.BENCH_INBOX_LEADS ?? 1_000_000);
const requestsEach = Number(process.env.BENCH_INBOX_REQUESTS ?? 100);
const latencyGoalMs = 100;
const memoryGoalBytes = 100 * 1024 * 1024;
const account = { email: 'bench.vendas@example.com', password: 'bench inbox password 2026' };
/** The team the seed deals leads among, besides the bench's salesperson. */
const colleagues = ['Carla Prado', 'Diego Souto', 'Elisa Queiroz'].map((name, i) => ({
  name,
  email: `bench.colega${i + 1}@example.com`,
  password: `bench colleague password ${i + 1} 2026`,
}));
/** A source of about one lead in ten in the seed), so its pages fill. */
const filteredSource = 'linkedin';

type Prepared = { env: NodeJS.ProcessEnv; drop(): Promise<void> };
type Seed = (db: Kysely<DatabaseSchema>) => Promise<void>;

/**
 * A fresh database of this kind, migrated by opening it as the server does, then seeded. On
 * PostgreSQL the seed goes through a connection of its own: the server's pool cuts a query
 * off after 15 s, and building the trigram index over a million leads takes longer.
 */
const seededDatabases: Record<'embedded' | 'postgres', (seed: Seed) => Promise<Prepared | null>> = {
  async embedded(seed) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-inbox-'));
    const database = await openDatabase({ DATA_DIR: dataDir }, { role: 'cli' });
    await seed(database.db).finally(() => database.close());
    return {
      env: { DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
  async postgres(seed) {
    const temporary = await createTemporaryDatabase();
    if (!temporary) return null;
    try {
      const migrated = await openDatabase(
        { DATA_DIR: '', DATABASE_URL: temporary.url },
        { role: 'cli' },
      );
      await migrated.close();
      const db = new Kysely<DatabaseSchema>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({ connectionString: temporary.url, max: 1 }),
        }),
      });
      await seed(db).finally(() => db.destroy());
    } catch (error) {
      await temporary.drop();
      throw error;
    }
    return { env: { DATABASE_URL: temporary.url }, drop: () => temporary.drop() };
  },
};

export interface InboxScaleResult {
  label: string;
  seedSeconds: number;
  latencies: { request: string; figures: LatencyFigures }[];
  exported: ExportFigures;
}

export async function measureInboxAtScale(
  kind: 'embedded' | 'postgres',
  label: string,
  extraEnv: NodeJS.ProcessEnv,
): Promise<InboxScaleResult | null> {
  const started = performance.now();
  const prepared = await seededDatabases[kind](async (db) => {
    const me = await addUser(db, { ...account, name: 'Bench Vendas' });
    const team = [me];
    for (const colleague of colleagues) team.push(await addUser(db, colleague));
    await seedLeads(
      db,
      inboxLeadCount,
      team.map((user) => user.id),
    );
  });
  if (!prepared) return null;
  const seedSeconds = (performance.now() - started) / 1000;
  try {
    const server = await startBuiltSiteServer({ ...prepared.env, ...extraEnv });
    try {
      const session = await signInToInbox(server.baseUrl, account);
      // A lead from the middle of the three years: the search must find it, not a neighbour.
      // Outside the Spam folder: the views (and so the search) leave its leads out.
      const email = seededEmail(seededLeadOutsideSpam(Math.floor(inboxLeadCount / 2) + 7));
      const time = (path: string, expect: Parameters<typeof timeInboxRequests>[4]) =>
        timeInboxRequests(server.baseUrl, session, path, requestsEach, expect);
      // A lead's phone, its digits spaced otherwise than stored: "(31) 91234-5678" → "31 912 345".
      const phoneDigits = seededPhone(
        seededLeadOutsideSpam(Math.floor(inboxLeadCount / 3) + 11),
      ).replace(/\D/g, '');
      const phoneTyped = `${phoneDigits.slice(0, 2)} ${phoneDigits.slice(2, 5)} ${phoneDigits.slice(5, 8)}`;
      const some = (page: { leads: unknown[] }) => page.leads.length > 0;
      const latencies = [
        { request: 'first page', figures: await time('/api/inbox/leads', some) },
        { request: 'view: Mine', figures: await time('/api/inbox/leads?owner=me', some) },
        { request: 'view: Unassigned', figures: await time('/api/inbox/leads?owner=none', some) },
        { request: 'view: Overdue', figures: await time('/api/inbox/leads?due=overdue', some) },
        {
          // What the list's view chips show beside it, asked with every list page.
          request: 'the views’ counts',
          figures: await time('/api/inbox/leads/counts', (answer) => (answer.all ?? 0) > 0),
        },
        {
          request: 'search without accents (joao souza)',
          figures: await time('/api/inbox/leads?q=joao%20souza', (page) =>
            page.leads.some((lead) => lead.email.startsWith('joao.souza')),
          ),
        },
        {
          request: `search by phone digits (${phoneTyped})`,
          figures: await time(`/api/inbox/leads?q=${encodeURIComponent(phoneTyped)}`, some),
        },
        {
          request: 'search by e-mail',
          figures: await time(`/api/inbox/leads?q=${encodeURIComponent(email)}`, (page) =>
            page.leads.some((lead) => lead.email === email),
          ),
        },
        {
          request: `filter by source (${filteredSource})`,
          figures: await time(
            `/api/inbox/leads?source=${filteredSource}`,
            (page) =>
              page.leads.length > 0 && page.leads.every((lead) => lead.source === filteredSource),
          ),
        },
      ];
      const exported = await exportAllLeads(server.baseUrl, session, server.pid);
      return { label, seedSeconds, latencies, exported };
    } finally {
      await server.stop();
    }
  } finally {
    await prepared.drop();
  }
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const megabytes = (bytes: number) => `${fixed(bytes / 1024 / 1024)} MB`;

export function inboxScaleTables(results: InboxScaleResult[]) {
  const latency = textTable(
    ['database', 'seeded in', 'request', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'goal', ''],
    results.flatMap(({ label, seedSeconds, latencies }) =>
      latencies.map(({ request, figures }) => [
        label,
        `${fixed(seedSeconds)} s`,
        request,
        figures.failures
          ? `${figures.requests} (${figures.failures} failed)`
          : String(figures.requests),
        fixed(figures.p50, 1),
        fixed(figures.p95, 1),
        fixed(figures.max, 1),
        `p95 ≤ ${latencyGoalMs} ms`,
        figures.p95 <= latencyGoalMs && figures.failures === 0 ? 'met' : 'NOT MET',
      ]),
    ),
    [3, 4, 5, 6],
  );
  const exports = textTable(
    ['database', 'rows', 'CSV', 'seconds', 'RSS before', 'RSS peak', 'growth', 'goal', ''],
    results.map(({ label, exported }) => {
      const growth = exported.rssPeak - exported.rssBefore;
      // The export of the list's view: every lead but the Spam folder's.
      const complete =
        exported.status === 200 && exported.rows === seededLeadsOutsideSpam(inboxLeadCount);
      return [
        label,
        complete ? String(exported.rows) : `${exported.rows} (status ${exported.status})`,
        megabytes(exported.bytes),
        fixed(exported.seconds, 1),
        megabytes(exported.rssBefore),
        megabytes(exported.rssPeak),
        megabytes(growth),
        '< 100 MB',
        growth < memoryGoalBytes && complete ? 'met' : 'NOT MET',
      ];
    }),
    [1, 2, 3, 4, 5, 6],
  );
  return (
    `\nThe inbox with ${inboxLeadCount.toLocaleString('en')} leads: GET /api/inbox/leads, ` +
    `one request at a time\n\n${latency}\n\n` +
    `The export of every lead (GET /api/inbox/leads.csv), the server's resident memory\n\n${exports}`
  );
}
