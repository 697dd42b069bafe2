/**
 * The inbox while PostgreSQL cannot be reached (a TCP relay in front of it is cut): every
 * route answers 503 database_unavailable with Retry-After, never 401, so the page tells an
 * outage and keeps what was typed instead of sending the person to sign in; once the
 * database is back, the same session goes on and the note is saved. The embedded database
 * lives in the server's process and cannot go away on its own, so this runs on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '@server/app';
import { type OpenedBackend, postgresBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import { startTcpProxy, type TcpProxy } from '@server/test-support/tcp-proxy';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.skipIf(!postgresBackend.available)('the inbox API while PostgreSQL is away', () => {
  let opened: OpenedBackend;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let seller: SignedIn;
  let user: { email: string; password: string };
  const leadId = randomUUID();

  beforeAll(async () => {
    opened = await postgresBackend.open();
    const url = new URL(opened.env.DATABASE_URL ?? '');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    app = await buildApp({
      config: testConfig({ DATABASE_URL: url.toString() }),
      outboxPollIntervalMs: 3_600_000,
    });
    user = await anInboxUser(opened.database.db);
    seller = await signIn(app, user);
    const contact = aContact();
    await opened.database.db
      .insertInto('leads')
      .values({
        id: leadId,
        first_name: contact.firstName,
        last_name: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        message: contact.message,
        subject: 'Assunto',
        language: 'pt',
        page: '/contact',
        idempotency_key: null,
      })
      .execute();
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await opened?.cleanup();
  });

  it('answers 503 with Retry-After to every route, never 401, and goes on after', async () => {
    await proxy.stop();
    const answers = await Promise.all([
      app.inject({ url: '/api/inbox/session', headers: seller.read }),
      app.inject({ url: '/api/inbox/leads', headers: seller.read }),
      app.inject({ url: `/api/inbox/leads/${leadId}`, headers: seller.read }),
      app.inject({
        method: 'POST',
        url: `/api/inbox/leads/${leadId}/notes`,
        payload: { body: 'Ligar amanhã' },
        headers: seller.write,
      }),
      app.inject({
        method: 'POST',
        url: `/api/inbox/leads/${leadId}/status`,
        payload: { status: 'contacted', version: 1 },
        headers: seller.write,
      }),
      app.inject({
        method: 'POST',
        url: '/api/inbox/sign-in',
        payload: { email: user.email, password: user.password },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json()).toEqual({ error: 'database_unavailable' });
      expect(answer.headers['retry-after']).toBe('5');
    }

    await proxy.start();
    // The session outlived the outage; the note sent again is kept once.
    expect((await app.inject({ url: '/api/inbox/session', headers: seller.read })).statusCode).toBe(
      200,
    );
    const saved = await app.inject({
      method: 'POST',
      url: `/api/inbox/leads/${leadId}/notes`,
      payload: { body: 'Ligar amanhã' },
      headers: seller.write,
    });
    expect(saved.statusCode).toBe(201);
    const detail = await app.inject({ url: `/api/inbox/leads/${leadId}`, headers: seller.read });
    expect(detail.json().notes.map((note: { body: string }) => note.body)).toEqual([
      'Ligar amanhã',
    ]);
  });
});
