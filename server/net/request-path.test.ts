/**
 * A percent-encoded path (`/%61pi/inbox/…`) is served by the router as `/api/inbox/…`: it
 * once skipped the NUL check (500) and put the search, an e-mail, into the logs. Both now go
 * by the decoded path.
 */
import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { embeddedBackend, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { unstorableMessage } from '@server/text/unstorable-text';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPath } from './request-path';

describe('an encoded path', () => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let session: SignedIn;
  const lines: string[] = [];

  beforeAll(async () => {
    opened = await embeddedBackend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      loggerInstance: pino(
        { level: 'info' },
        new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      ),
    });
    session = await signIn(app, await anInboxUser(opened.database.db));
  });
  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  it('is the path the router matches', () => {
    expect(requestPath('/%61pi/inbox/leads?q=x')).toBe('/api/inbox/leads');
    expect(requestPath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });

  it('gets the NUL check and keeps its search out of the logs', async () => {
    const nul = await app.inject({ url: '/%61pi/inbox/leads?q=ana%00', headers: session.read });
    expect({ status: nul.statusCode, body: nul.json() }).toEqual({
      status: 400,
      body: { error: 'validation', fields: { q: unstorableMessage } },
    });
    lines.length = 0;
    const search = await app.inject({
      url: '/%61pi/inbox/leads?q=ana.souza%40example.com',
      headers: session.read,
    });
    expect(search.statusCode).toBe(200);
    expect(lines.join('')).not.toMatch(/ana\.souza|example\.com/);
    expect(lines.join('')).toContain('/%61pi/inbox/leads"');
  });
});
