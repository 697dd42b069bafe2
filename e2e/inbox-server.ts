/**
 * A built server of a journey's own (`node dist/server/main.js`, what `npm start` runs), on a
 * free loopback port with a fresh embedded database in a temporary folder, so the inbox's
 * journeys may lock an address out, end sessions and configure a webhook without touching
 * the server the other specs share. Accounts are made as `npm run leads -- users …` makes them
 * while the server runs: the same request through DATA_DIR's local socket, sent from here. The
 * CLI's own run of it is tested in server/cli/users-cli.test.ts ("adds an account through the
 * server"); started here for every account, npm and the CLI's compile took 10 s and more of a
 * loaded 2-core host each time (decision 380).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localAdmin } from './local-admin';

export const inboxPassword = 'e2e-journey-password-123';

/**
 * Where e2e/global-setup.ts left this run's migrated database folder. Each server starts from a
 * copy of it: creating and migrating a fresh embedded database took 16 s of a loaded 2-core
 * host, and a journey's server is started some forty times a run; the copy starts in about 5.
 */
export const dataTemplateVariable = 'E2E_DATA_TEMPLATE';

export interface InboxServer {
  readonly url: string;
  readonly dataDir: string;
  /** A new account (e-mail unique to this server) with inboxPassword; an admin unless `roles`. */
  addAccount(tag: string, name?: string, roles?: string): Promise<string>;
  /** `users reset-password`: every session of the account ends on the server. */
  resetPassword(email: string, password: string): Promise<void>;
  /** What the server printed so far (its start log: the set-up link, decision 373). */
  output(): string;
  /** Stops the server; its database folder is deleted unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  // Generous: a loaded 2-core machine may take long to open and migrate a fresh database.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /healthz within 120 s:\n${output()}`);
}

let accounts = 0;

export async function startInboxServer(
  env: Record<string, string> = {},
  /** Done to the database folder before the server starts (rows it must find, as in a restart). */
  prepare?: (dataDir: string) => Promise<void>,
  /**
   * The site's host name: `localhost` for the passkey journeys, since WebAuthn takes no IP
   * address as its relying party (decision 450); the server listens on 127.0.0.1 either way.
   */
  { siteHost = '127.0.0.1' }: { siteHost?: string } = {},
): Promise<InboxServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'inbox-e2e-'));
  const template = process.env[dataTemplateVariable];
  if (template) await cp(template, dataDir, { recursive: true });
  await prepare?.(dataDir);
  const port = await freePort();
  const url = `http://${siteHost}:${port}`;
  const serverEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_SITE_URL: url,
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
    ...env,
  };
  let output = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stopChild = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', stopChild);
  await waitForHealth(`http://127.0.0.1:${port}`, child, () => output);

  const admin = localAdmin(dataDir);

  return {
    url,
    dataDir,
    async addAccount(tag, name = 'Carla Vendas', roles) {
      accounts += 1;
      const email = `${tag}.${process.pid}.${accounts}@example.com`;
      await admin.addAccount({ email, name, password: inboxPassword, roles });
      return email;
    },
    async resetPassword(email, password) {
      await admin.resetPassword(email, password);
    },
    output: () => output,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve(null);
        else child.once('exit', resolve);
      });
      process.off('exit', stopChild);
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A webhook receiver on this machine that answers 200 and keeps what it got. */
export async function startWebhookReceiver() {
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(body);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
