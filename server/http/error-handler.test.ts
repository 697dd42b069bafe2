/**
 * Honest logs: a visitor who hangs up in the middle of a request is not a database outage.
 * Over a real socket, since only a real connection can be cut mid-body.
 */
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { isDatabaseOutage } from '@server/db/unavailable';
import { migratedDataDir, testConfig } from '@server/test-support/backends';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('a client that hangs up mid-request', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let port: number;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = await migratedDataDir();
    const logger = pino(
      { level: 'trace' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), loggerInstance: logger });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
    // What the start said of its configuration (no mail set, say) is not the request's.
    lines.length = 0;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function waitForLine(pattern: RegExp, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    while (!lines.some((line) => pattern.test(line))) {
      if (Date.now() > deadline) throw new Error(`no log line matching ${pattern}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('is not logged as `database unavailable`', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /contacts/send HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"firstName":"An',
    );
    // The hang-up comes once the server has the request in hand and waits for the rest of
    // its body (Fastify logs the request when its headers are read), not at some moment.
    await waitForLine(/incoming request/);
    socket.destroy();

    // Either way the error handler writes one line about it.
    await waitForLine(/client error|database unavailable|unexpected error/);
    const log = lines.join('');
    expect(log).toContain('client error');
    expect(log).not.toContain('database unavailable');
    expect(log).not.toContain('"level":40'); // nothing worth a warning either
    expect(log).not.toContain('"level":50');
  });

  it('nor is any error with a network code that did not come from the database layer', () => {
    const hangUp = Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
    expect(isDatabaseOutage(hangUp)).toBe(false);
  });
});
