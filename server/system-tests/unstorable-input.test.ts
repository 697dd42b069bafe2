/**
 * The inbox's and the admin API's inputs: a NUL or broken UTF-16 in any field answers 400
 * naming it (never a 500 nor an error in the log), and other control characters are removed.
 * Random input over every route is every-route-fuzz.test.ts's.
 */
import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { embeddedBackend, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact, adminToken, authorization } from '@server/test-support/leads';
import { unstorableMessage } from '@server/text/unstorable-text';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('the inbox and admin inputs', () => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let session: SignedIn;
  let leadId: string;
  const errors: string[] = [];

  beforeAll(async () => {
    opened = await embeddedBackend.open();
    app = await buildApp({
      config: testConfig({ ADMIN_TOKEN: adminToken }),
      database: opened.database,
      loggerInstance: pino(
        { level: 'error' },
        new Writable({
          write(chunk, _encoding, done) {
            errors.push(String(chunk));
            done();
          },
        }),
      ),
    });
    session = await signIn(app, await anInboxUser(opened.database.db));
    const stored = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      payload: aContact(),
    });
    leadId = stored.json()[0].id;
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  const post = (url: string, payload: unknown, headers = session.write) =>
    app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { ...headers, 'content-type': 'application/json' },
    });
  const get = (url: string, headers: Record<string, string> = session.read) =>
    app.inject({ method: 'GET', url, headers });
  const refused = (field: string) => ({
    error: 'validation',
    fields: { [field]: unstorableMessage },
  });

  it('answers 400 naming the field to a NUL or broken UTF-16, wherever it is', async () => {
    const answers = [
      [
        await post('/api/inbox/sign-in', { email: 'a\u0000@example.com', password: 'x' }, {}),
        'email',
      ],
      [
        await post('/api/inbox/sign-in', { email: 'a@example.com', password: 'x\u0000y' }, {}),
        'password',
      ],
      [await post(`/api/inbox/leads/${leadId}/notes`, { body: 'nota \u0000' }), 'body'],
      [await post(`/api/inbox/leads/${leadId}/notes`, { body: 'nota \ud800' }), 'body'],
      [await post(`/api/inbox/leads/${leadId}/erase`, { confirmEmail: '\udc00' }), 'confirmEmail'],
      [await get('/api/inbox/leads?q=ana%00'), 'q'],
      [await get('/api/inbox/leads?source=%00google'), 'source'],
      [await get('/api/inbox/leads.csv?campaign=x%00'), 'campaign'],
      [await get('/api/inbox/audit?actor=%00'), 'actor'],
      [await get(`/api/inbox/leads/${leadId.slice(0, 8)}%00`), 'id'],
      [await get('/api/leads.csv?since=%00', authorization), 'since'],
      [await post('/api/leads/delete', { email: 'x\u0000@example.com' }, authorization), 'email'],
    ] as const;
    for (const [answer, field] of answers) {
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 400,
        body: refused(field),
      });
    }
    expect(errors).toEqual([]);
  });

  it('removes the other control characters, as from the contact form', async () => {
    const answer = await post(`/api/inbox/leads/${leadId}/notes`, {
      body: 'Ligar\u0007 amanhã\u001b às 9h\ttalvez\nou 10h',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().note.body).toBe('Ligar amanhã às 9h\ttalvez\nou 10h');
  });
});
