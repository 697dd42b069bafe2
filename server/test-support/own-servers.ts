/**
 * PostgreSQL and Redis servers of a test's own, on free loopback ports, that the test may stop
 * and start again (the fault drills in server/drills/): never the shared ones the other tests
 * use. PostgreSQL is Debian's (/usr/lib/postgresql/<version>/bin, or POSTGRES_BIN_DIR); its
 * initdb refuses to run as root, so as root both initdb and pg_ctl run as `postgres`.
 * Whatever a test leaves running is stopped when the test worker exits.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface OwnServer {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  destroy(): Promise<void>;
}

/** Synchronous clean-ups for a worker that exits before a test's own clean-up ran. */
const atExit = new Set<() => void>();
process.once('exit', () => {
  for (const cleanUp of atExit) cleanUp();
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function postgresBinDir(): string | undefined {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const newest = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest && path.join(root, newest, 'bin');
}

const asRoot = process.getuid?.() === 0;

/** The command line that runs a PostgreSQL binary as `postgres` when we are root. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export const ownServersAvailable = {
  postgres: postgresBinDir() !== undefined,
  redis: (() => {
    try {
      execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })(),
};

/** A fresh cluster (trust, user postgres) on a free port, started. */
export async function startOwnPostgres(): Promise<OwnServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('No PostgreSQL server binaries (set POSTGRES_BIN_DIR)');
  const dir = await mkdtemp(path.join(tmpdir(), 'drill-postgres-'));
  const dataDir = path.join(dir, 'data');
  const pgCtl = path.join(bin, 'pg_ctl');
  const runAs = (command: string, args: string[]) => {
    const [file, argv] = asPostgres(command, args);
    return run(file, argv, { timeout: 60_000 }).then(() => undefined);
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    await chown(dir, uid, gid);
  }
  await runAs(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const start = () =>
    runAs(pgCtl, ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  // "fast": sessions are cut and open transactions rolled back, as on a restart in production.
  const stop = () => runAs(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  const stopAtExit = () => {
    const [file, argv] = asPostgres(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']);
    try {
      execFileSync(file, argv, { stdio: 'ignore' });
    } catch {
      // Not running.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  atExit.add(stopAtExit);
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (!running) return;
      await stop();
      running = false;
    },
    async start() {
      if (running) return;
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop();
      running = false;
      atExit.delete(stopAtExit);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** redis-server on a free port, nothing saved to disk, started. */
export async function startOwnRedis(): Promise<OwnServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const killAtExit = () => child?.kill('SIGKILL');
  atExit.add(killAtExit);

  async function start() {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    started.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 10_000;
    while (!/Ready to accept connections/.test(output)) {
      if (started.exitCode !== null || Date.now() > deadline) {
        started.kill('SIGKILL');
        throw new Error(`redis-server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child = started;
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
    child = undefined;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    async start() {
      if (!child) await start();
    },
    async destroy() {
      await stop();
      atExit.delete(killAtExit);
    },
  };
}
