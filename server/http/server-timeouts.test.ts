/**
 * Slow clients over a real socket: a request dribbled byte by byte, headers that never end
 * and an idle kept-alive connection are all cut off, and a connection carries a bounded
 * number of requests. The app runs with short timeouts to keep the test fast; the
 * production values are checked against the 30-second promise on their own.
 */
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { buildApp } from '@server/app';
import { migratedDataDir, testConfig } from '@server/test-support/backends';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionTimeouts, type ServerTimeouts, slowClientCutOffMs } from './server-timeouts';

const shortTimeouts: ServerTimeouts = {
  headersMs: 600,
  requestMs: 1_000,
  checkIntervalMs: 100,
  keepAliveMs: 400,
  idleMs: 3_000,
  maxRequestsPerSocket: 2,
};

describe('production timeouts', () => {
  it('cut a dribbling or idle client off within 30 seconds', () => {
    expect(slowClientCutOffMs(productionTimeouts)).toBeLessThanOrEqual(30_000);
    expect(productionTimeouts.keepAliveMs).toBeLessThanOrEqual(30_000);
    expect(productionTimeouts.idleMs).toBeLessThanOrEqual(30_000);
    expect(productionTimeouts.headersMs).toBeLessThanOrEqual(productionTimeouts.requestMs);
    expect(productionTimeouts.maxRequestsPerSocket).toBeGreaterThan(0);
  });
});

describe('a slow client, over a real socket', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    dataDir = await migratedDataDir();
    app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), timeouts: shortTimeouts });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Sends `start`, then one more byte every `everyMs` until the server closes the socket. */
  async function dribble(start: string, bytes: string, everyMs: number) {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const began = Date.now();
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', () => {});
    socket.write(start);
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(bytes[sent++ % bytes.length] ?? ' ');
    }, everyMs);
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(timer);
    return { afterMs: Date.now() - began, answer };
  }

  it('cuts off a body sent one byte at a time', async () => {
    const { afterMs, answer } = await dribble(
      'POST /contacts/send HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      '"a":1,',
      150,
    );
    expect(afterMs).toBeLessThan(slowClientCutOffMs(shortTimeouts) + 1_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off headers sent one byte at a time', async () => {
    const { afterMs } = await dribble(
      'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-a: b\r\n',
      100,
    );
    expect(afterMs).toBeLessThan(slowClientCutOffMs(shortTimeouts) + 1_000);
  });

  it('closes an idle kept-alive connection and ends a connection after its last allowed request', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setEncoding('latin1');
    let answer = '';
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    const get = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(get);
    socket.write(get);
    await closed;
    // Two answers, the second announcing the end of the connection.
    expect(answer.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    expect(answer.toLowerCase().split('http/1.1 200')[2]).toContain('connection: close');

    const idle = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => idle.once('connect', resolve));
    const began = Date.now();
    idle.write(get);
    idle.resume();
    await new Promise((resolve) => idle.once('close', resolve));
    expect(Date.now() - began).toBeLessThan(shortTimeouts.keepAliveMs + 1_500);
  });
});
