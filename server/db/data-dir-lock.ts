/**
 * One process per embedded database folder. PGlite has no lock of its own, and two processes
 * writing one data folder corrupt it.
 *
 * The lock is a Unix socket in DATA_DIR that its owner listens on. The kernel stops answering
 * on it the moment the owner dies, even by kill -9, so a connection that succeeds proves a
 * live owner and a refused one proves a stale file that may be replaced; no PID guessing,
 * and it also works between containers sharing the folder. The socket doubles as the owner's
 * admin channel: the leads CLI talks to a running server through it (cli/leads-access.ts).
 * Reaching it takes write access to DATA_DIR, which reading the database files takes anyway.
 */
import { chmod, mkdir, rmdir, stat, unlink } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export type LockRole = 'server' | 'cli';

export interface LockOwner {
  pid: number;
  role: LockRole;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner
      ? `${owner.role === 'server' ? 'a running server' : 'the leads CLI'} (pid ${owner.pid})`
      : 'another process';
    super(
      `The embedded database in ${dataDir} is in use by ${who}. ` +
        'Only one process may open it: stop that one first, or use `npm run leads`, which ' +
        'works through a running server. To run several instances, use PostgreSQL (DATABASE_URL).',
    );
  }
}

export interface DataDirLock {
  readonly socketPath: string;
  /** Serve requests arriving on the socket (a running server's admin API). */
  handle(handler: http.RequestListener): void;
  release(): Promise<void>;
}

const lockRoute = '/.lock-owner';

export function lockSocketPath(dataDir: string) {
  return path.resolve(dataDir, 'server.sock');
}

/**
 * Socket paths are limited to ~107 bytes; a path relative to the working directory is
 * usually shorter than the absolute one and names the same file.
 */
export function bindablePath(socketPath: string) {
  const relative = path.relative(process.cwd(), socketPath);
  return relative.length < socketPath.length ? `./${relative}` : socketPath;
}

function canConnect(socketPath: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(bindablePath(socketPath));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(false);
      else reject(error);
    });
  });
}

function askOwner(socketPath: string): Promise<LockOwner | undefined> {
  return new Promise((resolve) => {
    const request = http.get(
      { socketPath: bindablePath(socketPath), path: lockRoute, timeout: 2000 },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => {
          try {
            resolve(JSON.parse(body) as LockOwner);
          } catch {
            resolve(undefined);
          }
        });
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(undefined));
  });
}

function listen(server: http.Server, socketPath: string): Promise<'listening' | 'in-use'> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve('in-use');
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve('listening');
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(bindablePath(socketPath));
  });
}

/**
 * Replacing a stale socket happens under a short-lived mutex (an atomic mkdir), so two
 * processes starting at once after a crash cannot both remove the file and both win.
 * Whoever holds the mutex re-checks, removes the stale file and binds before letting go.
 */
async function withTakeoverMutex<T>(socketPath: string, work: () => Promise<T>): Promise<T> {
  const mutex = `${socketPath}.takeover`;
  for (let attempt = 0; ; attempt++) {
    try {
      await mkdir(mutex);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A takeover lasts milliseconds; an old mutex was left by a process that died in it.
      const age = Date.now() - (await stat(mutex).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > 10_000) await rmdir(mutex).catch(() => {});
      else if (attempt > 200) throw new Error(`Could not lock ${path.dirname(socketPath)}`);
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(mutex).catch(() => {});
  }
}

export async function acquireDataDirLock(dataDir: string, role: LockRole): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const socketPath = lockSocketPath(dataDir);

  let handler: http.RequestListener | undefined;
  const server = http.createServer((request, response) => {
    if (request.url === lockRoute) {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ pid: process.pid, role } satisfies LockOwner));
    } else if (handler) {
      handler(request, response);
    } else {
      response.statusCode = 503;
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ error: role === 'server' ? 'starting' : 'busy' }));
    }
  });

  let outcome = await listen(server, socketPath);
  if (outcome === 'in-use') {
    outcome = await withTakeoverMutex(socketPath, async () => {
      if (await canConnect(socketPath)) return 'in-use' as const;
      await unlink(socketPath).catch(() => {});
      return listen(server, socketPath);
    });
  }
  if (outcome === 'in-use') {
    throw new DataDirInUseError(dataDir, await askOwner(socketPath));
  }
  await chmod(socketPath, 0o600);

  return {
    socketPath,
    handle(next) {
      handler = next;
    },
    release() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
