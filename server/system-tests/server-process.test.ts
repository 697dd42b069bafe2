/**
 * The server as a real process on the embedded database: what survives kill -9, what a
 * second process on the same DATA_DIR gets, and a graceful stop with a request in flight.
 */
import { readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { temporaryDataDir } from '@server/test-support/backends';
import { type Answer, postOnOwnConnection } from '@server/test-support/http';
import { aContact, adminToken } from '@server/test-support/leads';
import { runServer, type ServerProcess, startServer } from '@server/test-support/processes';
import { waitUntil } from '@server/test-support/wait-until';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Real processes start slowly on a busy machine (each one loads PGlite).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

/** One send on a connection of its own (no keep-alive), as independent visitors make them. */
function post(url: string, body: string, path = '/contacts/send'): Promise<Answer> {
  return postOnOwnConnection(`${url}${path}`, body);
}

async function storedIds(server: ServerProcess): Promise<Set<string>> {
  const response = await fetch(`${server.url}/api/leads?limit=10000`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const leads = (await response.json()) as { id: string }[];
  return new Set(leads.map((lead) => lead.id));
}

/**
 * How long a visitor whose send failed (the server is down) waits before the next one. It
 * only keeps the loop from spinning while the server is down; no check depends on it.
 */
const PAUSE_AFTER_FAILED_SEND_MS = 5;

/** Sends leads from `concurrency` visitors until stopped; collects the acknowledged ids. */
function streamOfSends(url: string, concurrency = 8) {
  const acknowledged: string[] = [];
  const failures: string[] = [];
  let running = true;
  const visitors = Array.from({ length: concurrency }, async () => {
    for (let sent = 0; running && sent < 2000; sent++) {
      try {
        const answer = await post(url, JSON.stringify(aContact()));
        if (answer.status === 200) acknowledged.push(JSON.parse(answer.body)[0].id);
        else failures.push(String(answer.status));
      } catch (error) {
        failures.push((error as NodeJS.ErrnoException).code ?? String(error));
        await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_FAILED_SEND_MS));
      }
    }
  });
  return {
    acknowledged,
    failures,
    async stop() {
      running = false;
      await Promise.all(visitors);
    },
  };
}

/** The number of times a server printed a log line with this message so far. */
const logged = (server: ServerProcess, message: string) =>
  server.output().split(`"msg":"${message}"`).length - 1;

describe('the server process on the embedded database', () => {
  let dataDir: string;
  let env: Record<string, string>;
  const running: ServerProcess[] = [];

  async function start() {
    const server = await startServer(env);
    running.push(server);
    return server;
  }

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    env = { DATA_DIR: dataDir, ADMIN_TOKEN: adminToken, RATE_LIMIT_MAX: '1000000' };
  });

  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged lead when killed with kill -9 during a stream of sends', async () => {
    const server = await start();
    const sends = streamOfSends(server.url);
    await waitUntil(() => sends.acknowledged.length >= 150, { timeoutMs: 60_000 });
    server.child.kill('SIGKILL');
    await sends.stop();
    expect((await server.exited).signal).toBe('SIGKILL');

    const restarted = await start();
    const stored = await storedIds(restarted);
    const lost = sends.acknowledged.filter((id) => !stored.has(id));
    expect(sends.acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(lost).toEqual([]);
    restarted.child.kill('SIGTERM');
    await restarted.exited;
  });

  it('starts cleanly after being killed with kill -9 during its very first start', async () => {
    const freshDir = await temporaryDataDir();
    try {
      const first = runServer({ ...env, DATA_DIR: freshDir });
      // The moment initdb is half-way: the cluster's version file is written, its catalog not
      // yet (the state an earlier version could not start from: "language plpgsql does not
      // exist").
      const initdbUnderWay = async () => {
        for (const name of await readdir(freshDir)) {
          if (!name.startsWith('pglite')) continue;
          const files = await readdir(path.join(freshDir, name)).catch((): string[] => []);
          if (files.includes('PG_VERSION')) return true;
        }
        return false;
      };
      while (!(await initdbUnderWay())) {
        if (first.child.exitCode !== null) throw new Error(first.output());
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      first.child.kill('SIGKILL');
      await first.exited;

      const restarted = await startServer({ ...env, DATA_DIR: freshDir });
      running.push(restarted);
      expect((await post(restarted.url, JSON.stringify(aContact()))).status).toBe(200);
      const leftovers = (await readdir(freshDir)).filter((name) => name.includes('initialising'));
      expect(leftovers).toEqual([]);
      restarted.child.kill('SIGTERM');
      await restarted.exited;
    } finally {
      await rm(freshDir, { recursive: true, force: true });
    }
  });

  it('refuses a second process on the same DATA_DIR with a message that says why', async () => {
    const first = await start();
    const second = runServer(env);
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(
      `The embedded database in ${dataDir} is in use by a running server (pid ${first.pid}).`,
    );
    // The first one is unharmed.
    expect((await post(first.url, JSON.stringify(aContact()))).status).toBe(200);
    first.child.kill('SIGTERM');
    await first.exited;
  });

  it('finishes a request in flight on SIGTERM, then stops cleanly and frees DATA_DIR', async () => {
    const server = await start();
    const contact = JSON.stringify(aContact());
    const half = Math.floor(contact.length / 2);

    // A visitor on a slow line: half the body is on its way when the stop signal comes, and
    // the rest only once the server is stopping (both seen in its log, not guessed by a delay).
    const answer = new Promise<Answer>((resolve, reject) => {
      const request = http.request(`${server.url}/contacts/send`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': contact.length },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
      request.write(contact.slice(0, half));
      (async () => {
        await waitUntil(() => logged(server, 'incoming request') > 0, { timeoutMs: 60_000 });
        server.child.kill('SIGTERM');
        await waitUntil(() => logged(server, 'shutting down') > 0, { timeoutMs: 60_000 });
        request.end(contact.slice(half));
      })().catch(reject);
    });

    const { status, body } = await answer;
    expect(status).toBe(200);
    const [{ id }] = JSON.parse(body);
    const exit = await server.exited;
    expect(exit.code).toBe(0);
    expect(server.output()).toMatch(/"msg":"stopped"/);

    const next = await start();
    expect(await storedIds(next)).toContain(id);
    next.child.kill('SIGTERM');
    await next.exited;
  });
});
