/**
 * Client addresses in the logs: only their network (IPv4 /24, IPv6 /48), on every line the
 * server writes for a request, an error or a refused admin token.
 */
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { migratedDataDir, testConfig } from '@server/test-support/backends';
import { aContact, adminToken } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('request logs', () => {
  let dataDir: string;
  let app: FastifyInstance;
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
    app = await buildApp({
      config: testConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1', ADMIN_TOKEN: adminToken }),
      loggerInstance: logger,
    });
  });

  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('never hold a full client IP, only its network', async () => {
    const ipv4 = '203.0.113.77';
    const ipv6 = '2001:db8:85a3:8d3:1319:8a2e:370:7348';
    const requests = [
      { url: '/healthz' },
      { url: '/missing' },
      { url: '/api/leads', headers: { authorization: 'Bearer wrong' } },
      {
        method: 'POST' as const,
        url: '/contacts/send',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(aContact()),
      },
      { method: 'POST' as const, url: '/contacts/send', payload: '{"broken' },
    ];
    for (const request of requests) {
      await app.inject({ ...request, remoteAddress: ipv4 });
      await app.inject({
        ...request,
        remoteAddress: '10.0.0.1',
        headers: { ...request.headers, 'x-forwarded-for': ipv6 },
      });
    }
    const log = lines.join('');
    expect(log).toContain('"remoteAddress":"203.0.113.0/24"');
    expect(log).toContain('"remoteAddress":"2001:db8:85a3::/48"');
    expect(log).toContain('"client":"203.0.113.0/24"');
    for (const full of [ipv4, ipv6, '1319:8a2e', '10.0.0.1']) expect(log).not.toContain(full);
  });

  it('keep the query string of inbox and leads API requests out: searches name people', async () => {
    lines.length = 0;
    const searches = [
      '/api/inbox/leads?q=ana.erased%40example.com',
      '/api/inbox/leads.csv?q=ana.erased%40example.com&separator=semicolon',
      '/api/inbox/audit?actor=ana.erased%40example.com',
      '/api/leads.csv?q=ana.erased%40example.com',
      '/api/leads?since=ana.erased%40example.com',
    ];
    for (const url of searches) await app.inject({ url });
    const log = lines.join('');
    expect(log).not.toMatch(/ana\.erased|q=|actor=/);
    expect(log).toContain('"url":"/api/inbox/leads"');
    expect(log).toContain('"url":"/api/leads.csv"');
    // Elsewhere the query string stays: a page's campaign parameters help find a problem.
    await app.inject({ url: '/missing?utm_source=news' });
    expect(lines.join('')).toContain('"url":"/missing?utm_source=news"');
  });

  it("keep the single-use links' secrets out: the inbox pages the mails link to", async () => {
    lines.length = 0;
    const links = [
      '/inbox/reset-password?token=reset-secret-0123',
      '/inbox/setup?token=setup-secret-0123',
      '/inbox/invitation?id=invitation-id-0123&code=invitation-secret-0123',
    ];
    for (const url of links) await app.inject({ url });
    const log = lines.join('');
    expect(log).not.toMatch(/secret-0123|invitation-id-0123/);
    expect(log).toContain('"url":"/inbox/reset-password"');
  });
});
