/**
 * Hostile input over every route the app registers (read from Fastify's own route table,
 * not a hand list, so a new route is fuzzed the day it lands): public, share-link, admin
 * token, the inbox signed in with every role, and the CLI's local socket over a real socket
 * with the same handler the server installs. Extreme dates, deep nesting, encoded paths and
 * sub-addresses included. No answer may be a 5xx or log an error, and the process's memory
 * must stay bounded: the far-future insights range once grew it to 4.4 GB in 75 s.
 * Replay a failure with FUZZ_SEED=<the seed in the test's name>.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { roles } from '@contract/roles';
import { addUser } from '@server/accounts/users';
import { localAdminHandler } from '@server/admin/admin-access';
import { buildApp } from '@server/app';
import { routeTable } from '@server/routes/route-access';
import { embeddedBackend, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { fuzzInput, fuzzSeed, seededRandom } from '@server/test-support/fuzz-input';
import { anInboxEmail, inboxPassword, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact, adminToken, authorization } from '@server/test-support/leads';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const seed = fuzzSeed();
const cases = 10_000;
/** Growth over the start's resident memory that fails the run (the old fault took GBs). */
const memoryBoundBytes = 400 * 1024 * 1024;

const random = seededRandom(seed);
const input = fuzzInput(random);

/** Body and query names the routes read, so generated input reaches past the first check. */
const names = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'cnpj',
  'message',
  'subject',
  'language',
  'page',
  'kind',
  'ownerId',
  'on',
  'text',
  'takesLeads',
  'password',
  'newPassword',
  'name',
  'body',
  'status',
  'version',
  'confirmEmail',
  'leadIds',
  'roles',
  'days',
  'since',
  'until',
  'from',
  'to',
  'limit',
  'cursor',
  'q',
  'source',
  'campaign',
  'separator',
  'range',
  'token',
  'code',
  'type',
  'path',
];

/**
 * A request over a real socket: the local one as the leads CLI sends it
 * (server/cli/server-request.ts), or loopback TCP for paths an injected request cannot carry.
 */
function overSocket(
  to: { socketPath: string } | { port: number; host: string },
  method: string,
  url: string,
  payload?: string | Buffer,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    const outgoing = http.request(
      // A fresh connection each time: a connection the server closed after its answer would
      // otherwise be reused, and hang up, by the keep-alive agent.
      { ...to, method, path: url, headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', (error) =>
      reject(
        new Error(
          `${error.message} for ${method} ${url} ${JSON.stringify(headers)} ${String(payload).slice(0, 300)}`,
        ),
      ),
    );
    outgoing.end(payload);
  });
}

describe('every route under hostile input', () => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let socketDir: string;
  let socketServer: http.Server;
  let socketPath: string;
  let sessions: SignedIn[];
  let leadId: string;
  let shareToken: string;
  let tcp: { host: string; port: number };
  const errors: string[] = [];

  beforeAll(async () => {
    opened = await embeddedBackend.open();
    app = await buildApp({
      config: testConfig({ ADMIN_TOKEN: adminToken, ANALYTICS: 'on' }),
      database: opened.database,
      loggerInstance: pino(
        { level: 'error' },
        new Writable({
          write(chunk, _encoding, done) {
            errors.push(String(chunk));
            done();
          },
        }),
      ),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    tcp = { host: '127.0.0.1', port: typeof address === 'object' && address ? address.port : 0 };
    socketDir = await mkdtemp(path.join(tmpdir(), 'fuzz-socket-'));
    socketPath = path.join(socketDir, 'cli.sock');
    socketServer = http.createServer(localAdminHandler(app));
    await new Promise<void>((resolve) => socketServer.listen(socketPath, resolve));

    // One session per role, and one holding them all.
    sessions = [];
    for (const set of [...roles.map((role) => [role]), [...roles]]) {
      const email = anInboxEmail();
      await addUser(opened.database.db, { email, password: inboxPassword, roles: set });
      sessions.push(await signIn(app, { email, password: inboxPassword }));
    }
    const stored = await app.inject({ method: 'POST', url: '/contacts/send', payload: aContact() });
    leadId = stored.json()[0].id;
    const share = await overSocket(
      { socketPath },
      'POST',
      '/api/admin/insights-shares',
      JSON.stringify({ days: 30 }),
    );
    shareToken = new URL(JSON.parse(share.body).url ?? 'http://x/').pathname.split('/').pop() ?? '';
  });

  afterAll(async () => {
    await new Promise((resolve) => socketServer?.close(resolve));
    await app?.close();
    await opened?.cleanup();
    if (socketDir) await rm(socketDir, { recursive: true, force: true });
  });

  it(`answers ${cases} random requests over every route without a 5xx, memory bounded (FUZZ_SEED=${seed})`, async () => {
    const routes = routeTable(app).filter(({ method }) => method !== 'HEAD');
    // Signing out would end the session the next requests use: it gets a session of its own.
    const parameter = () =>
      random.pick([
        leadId,
        randomUUID(),
        shareToken,
        input.encode(input.text(10)),
        '%00',
        '..%2f..%2f',
      ]);
    // `*` alone is @fastify/cors's OPTIONS route: any path.
    const urlOf = (url: string) =>
      (url === '*' ? '/*' : url)
        .replace(/:[A-Za-z]+/g, parameter)
        .replace('*', () => input.encode(input.text(12)))
        .concat(input.query(names));

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const reached = new Set<string>();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    for (let i = 0; i < cases; i++) {
      const route = random.pick(routes);
      const url = urlOf(route.url);
      const mangled = random.next() < 0.1;
      const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
      const payload = hasBody ? input.body(names) : undefined;
      let answer: { statusCode: number; body: string };
      if (route.access === 'local-socket' && random.next() < 0.8) {
        answer = await overSocket({ socketPath }, route.method, url, payload);
      } else {
        const headers: Record<string, string> = {
          ...(route.url === '/api/inbox/sign-out'
            ? {}
            : random.pick([...sessions.map((session) => session.write), authorization, {}])),
        };
        if (random.next() < 0.9) {
          headers['content-type'] = random.pick([
            'application/json',
            'application/json; charset=utf-8',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
          ]);
        }
        if (random.next() < 0.2) headers['sec-fetch-site'] = random.pick(['cross-site', 'none']);
        // A mangled path (`/%61pi/…`, `//api`) goes over TCP: an injected one would be a URL.
        answer = mangled
          ? await overSocket(tcp, route.method, input.mangledPath(url), payload, headers)
          : await app.inject({
              method: route.method as InjectOptions['method'],
              url,
              headers,
              payload,
              remoteAddress: `198.51.${random.int(256)}.${random.int(256)}`,
            });
      }
      reached.add(`${route.method} ${route.url}`);
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      if (answer.statusCode >= 500 || errors.length > 0) {
        const sent = JSON.stringify({ method: route.method, url, payload: String(payload) });
        failures.push(`${answer.statusCode} for ${sent}: ${errors.splice(0).join('')}`);
        if (failures.length > 20) break;
      }
      if (i % 50 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    }
    const peakMiB = Math.round(peak / 2 ** 20);
    const baselineMiB = Math.round(baseline / 2 ** 20);
    console.info(
      `every-route fuzz: ${reached.size} routes, RSS ${baselineMiB} MiB, peak ${peakMiB} MiB`,
    );
    expect(failures).toEqual([]);
    expect(peak - baseline).toBeLessThan(memoryBoundBytes);
    // Every route was reached, and the generator reaches every kind of answer.
    expect(routes.filter(({ method, url }) => !reached.has(`${method} ${url}`))).toEqual([]);
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]));
  }, 600_000);
});
