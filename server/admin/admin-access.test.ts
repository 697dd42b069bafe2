/**
 * The admin token's guard on its own: wrong tokens limited per client IP, logged at warn
 * without the token, and the window that ends the refusal.
 */
import { Writable } from 'node:stream';
import { privateRequestLogs } from '@server/http/request-log';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requireAdmin } from './admin-access';
import { createFailedAttempts } from './failed-attempts';

const token = 'x'.repeat(40);

function guardedApp() {
  const lines: string[] = [];
  const logger = pino(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const app = Fastify({ loggerInstance: logger, childLoggerFactory: privateRequestLogs });
  app.addHook('onRequest', requireAdmin(token));
  app.get('/api/leads', async () => []);
  const call = (remoteAddress: string, authorization: string) =>
    app.inject({ url: '/api/leads', remoteAddress, headers: { authorization } });
  return { app, lines, call };
}

describe('the admin token guard', () => {
  it('answers 429 from the 11th wrong token in a minute from one IP, even to the right token', async () => {
    const { app, call } = guardedApp();
    const statuses = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      statuses.push((await call('203.0.113.9', `Bearer guess-${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const right = await call('203.0.113.9', `Bearer ${token}`);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another client is not affected.
    expect((await call('198.51.100.20', `Bearer ${token}`)).statusCode).toBe(200);
    await app.close();
  });

  it('logs each wrong token at warn level with the client network, never the token', async () => {
    const { app, lines, call } = guardedApp();
    const tried = 'my-secret-guess-0123456789';
    await call('203.0.113.9', `Bearer ${tried}`);
    const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({ msg: 'admin token rejected', client: '203.0.113.0/24' }),
    ]);
    expect(lines.join('')).not.toContain(tried);
    expect(lines.join('')).not.toContain('203.0.113.9');
    await app.close();
  });

  it('lets a client try again once its minute is over', () => {
    let now = 0;
    const failures = createFailedAttempts({ max: 10, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 10; i++) failures.record('203.0.113.9');
    expect(failures.blockedForMs('203.0.113.9')).toBe(60_000);
    now = 59_999;
    expect(failures.blockedForMs('203.0.113.9')).toBe(1);
    now = 60_000;
    expect(failures.blockedForMs('203.0.113.9')).toBe(0);
  });
});
