/**
 * Real processes for the tests that need them: the server (server/dev-api.ts, the API
 * without the built site, through the same serve() as `npm start`) and the leads CLI. They
 * run from a temporary working directory with only the environment given, so a developer's
 * .env or shell variables cannot leak in.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** tsx finds tsconfig.json (and so the `@/`, `@server/` import aliases) from here, not from cwd. */
const tsconfigPath = path.resolve(serverDir, '..', 'tsconfig.json');

/** Whatever a test leaves running (a failed or timed-out test) dies with the test worker. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function track<Child extends ChildProcess>(child: Child): Child {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function baseEnv(env: Record<string, string>) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    LOG_LEVEL: 'info',
    TSX_TSCONFIG_PATH: tsconfigPath,
    ...env,
  };
}

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function runServer(env: Record<string, string>, cwd = tmpdir()) {
  const child = track(
    spawn(process.execPath, ['--import', tsxLoader, path.join(serverDir, 'dev-api.ts')], {
      cwd,
      env: baseEnv({ HOST: '127.0.0.1', API_PORT: '0', ...env }),
      stdio: 'pipe',
    }),
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

/** Starts the server and waits until it listens; its port is read from its own log. */
export async function startServer(
  env: Record<string, string>,
  { cwd = tmpdir(), timeoutMs = 60_000 } = {},
): Promise<ServerProcess> {
  const { child, exited, output } = runServer(env, cwd);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const url = output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
    if (url) return { url, pid: child.pid ?? 0, child, exited, output };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runLeadsCli(
  args: string[],
  env: Record<string, string>,
  cwd = tmpdir(),
  /** Standard input of the command (a password for --password-stdin); empty otherwise. */
  input = '',
): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = track(
      spawn(
        process.execPath,
        ['--import', tsxLoader, path.join(serverDir, 'cli', 'leads.ts'), ...args],
        {
          cwd,
          env: baseEnv(env),
          stdio: 'pipe',
        },
      ),
    );
    child.stdin.end(input);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
