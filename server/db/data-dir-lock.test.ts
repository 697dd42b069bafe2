import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { temporaryDataDir } from '@server/test-support/backends';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, lockSocketPath } from './data-dir-lock';

describe('the DATA_DIR lock', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await temporaryDataDir();
  });

  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('lets one owner in and refuses the next, naming the owner and the way out', async () => {
    const lock = await acquireDataDirLock(dataDir, 'server');
    const second = acquireDataDirLock(dataDir, 'server');
    await expect(second).rejects.toThrowError(DataDirInUseError);
    await expect(second).rejects.toMatchObject({ owner: { pid: process.pid, role: 'server' } });
    await expect(second).rejects.toThrowError(
      `The embedded database in ${dataDir} is in use by a running server (pid ${process.pid}). ` +
        'Only one process may open it',
    );
    await lock.release();
    const next = await acquireDataDirLock(dataDir, 'cli');
    await expect(acquireDataDirLock(dataDir, 'server')).rejects.toThrowError('by the leads CLI');
    await next.release();
  });

  it('lets exactly one of many simultaneous starts in', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, () => acquireDataDirLock(dataDir, 'server')),
    );
    const owners = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(owners).toHaveLength(1);
    await owners[0]?.value.release();
  });

  it('takes over the lock of an owner that was killed with kill -9', async () => {
    const socket = lockSocketPath(dataDir);
    const child = spawn(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(socket)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    await new Promise((resolve) => child.once('exit', resolve));
    expect(existsSync(socket)).toBe(true);

    const lock = await acquireDataDirLock(dataDir, 'server');
    await expect(acquireDataDirLock(dataDir, 'server')).rejects.toThrowError(DataDirInUseError);
    await lock.release();
    expect(existsSync(socket)).toBe(false);
  });
});
