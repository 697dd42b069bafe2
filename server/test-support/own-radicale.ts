/**
 * A CalDAV server of a test's own: Debian's `radicale` (which .ci/run installs) on a free
 * loopback port, with a temporary storage folder and one plain-text htpasswd account, so the
 * booking's calendar reads are tested against a real CalDAV implementation, stopped and
 * started again like the drills' servers (own-servers.ts). Left running, it is killed when
 * the test worker exits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const radicaleBinary = process.env.RADICALE_BIN ?? '/usr/bin/radicale';
export const radicaleAvailable = existsSync(radicaleBinary);

export interface OwnRadicale {
  /** The server's root, e.g. http://127.0.0.1:PORT/ */
  readonly url: string;
  readonly username: string;
  readonly password: string;
  /** Makes a calendar collection of the account; answers its URL. */
  makeCalendar(name: string): Promise<string>;
  /** Stores an iCalendar object (a whole VCALENDAR) in a calendar. */
  putEvent(calendarUrl: string, uid: string, ics: string): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startOwnRadicale(): Promise<OwnRadicale> {
  const dir = await mkdtemp(path.join(tmpdir(), 'own-radicale-'));
  const port = await freePort();
  const username = 'sales';
  const password = 'calendar-secret';
  await writeFile(path.join(dir, 'users'), `${username}:${password}\n`);
  const configFile = path.join(dir, 'config');
  await writeFile(
    configFile,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${path.join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );
  const url = `http://127.0.0.1:${port}/`;
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  let child: ChildProcess | undefined;
  const killAtExit = () => child?.kill('SIGKILL');
  process.once('exit', killAtExit);

  async function start() {
    if (child) return;
    const started = spawn(radicaleBinary, ['--config', configFile], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    started.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 15_000;
    while (!(await answers(port))) {
      if (started.exitCode !== null || Date.now() > deadline) {
        started.kill('SIGKILL');
        throw new Error(`radicale did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    child = started;
  }

  async function stop() {
    const running = child;
    if (!running) return;
    child = undefined;
    if (running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  async function call(method: string, target: string, body?: string, type?: string) {
    const response = await fetch(target, {
      method,
      headers: { authorization, ...(type ? { 'content-type': type } : {}) },
      body,
    });
    if (!response.ok) throw new Error(`${method} ${target}: ${response.status}`);
  }

  await start();
  return {
    url,
    username,
    password,
    async makeCalendar(name) {
      const calendarUrl = `${url}${username}/${name}/`;
      await call('MKCALENDAR', calendarUrl);
      return calendarUrl;
    },
    async putEvent(calendarUrl, uid, ics) {
      await call('PUT', `${calendarUrl}${uid}.ics`, ics, 'text/calendar; charset=utf-8');
    },
    stop,
    start,
    async destroy() {
      await stop();
      process.removeListener('exit', killAtExit);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
