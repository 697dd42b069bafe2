/**
 * Starts the built site (`node dist/server/main.js`, what `npm start` serves) on 127.0.0.1 at a
 * free port with a throwaway embedded database, for tools that measure it (audit, benchmarks).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BuiltSiteServer {
  baseUrl: string;
  /** The server's process id, for tools that watch its memory. */
  pid: number;
  stop(): Promise<void>;
}

/** The server's Node flags, as `npm run serve` gives them (decision 156). */
const serverFlags = ['--max-semi-space-size=16'];

/** A port the system says is free right now (listen on 0, read it, close). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// On a shared machine under load, loading PGlite and migrating took 28 s: leave room.
async function waitUntilHealthy(baseUrl: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer ${baseUrl}/healthz within ${timeoutMs} ms`);
}

/** `distDir`: the build to serve, `dist/` unless another (e.g. a baseline built elsewhere). */
export async function startBuiltSiteServer(
  env: NodeJS.ProcessEnv = {},
  distDir = path.resolve('dist'),
): Promise<BuiltSiteServer> {
  const serverEntry = path.join(distDir, 'server/main.js');
  if (!existsSync(serverEntry)) {
    throw new Error('The site is not built (dist/server/main.js is missing): run `npm run build`.');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-data-'));
  const child = spawn(process.execPath, [...serverFlags, serverEntry], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid ?? 0, stop };
}
