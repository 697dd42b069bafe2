/**
 * Every date a route takes is bounded before any loop or query runs (decision 300), on PGlite
 * and PostgreSQL: an insights range at the far edge of the calendar once kept the server
 * looping until it died of memory exhaustion (a shared link was enough), and days in year 0/1
 * or past 9999 answered 500. Each now answers 400 in the API's error shape, naming the field.
 */
import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { createShare } from '@server/insights/insights-shares';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact, adminToken, authorization } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const edges = [
  'to=9999-12-31',
  'from=9999-12-01',
  'from=9999-12-31&to=9999-12-31',
  'from=0000-01-01&to=0000-01-31',
  'from=0001-01-01&to=0001-01-31',
  'from=2099-12-01&to=2100-01-02',
];

describe.each(backends)('the dates of every route on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let session: SignedIn;
  let share: string;
  let leadId: string;
  const errors: string[] = [];

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
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
    share = (await createShare(opened.database.db, 30)).token;
    leadId = (
      await app.inject({ method: 'POST', url: '/contacts/send', payload: aContact() })
    ).json()[0].id;
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  const expectRefused = (response: { statusCode: number; json(): unknown }, field?: string) => {
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('validation');
    if (field) expect(Object.keys(body.fields)).toContain(field);
  };

  it.skipIf(!backend.available)(
    'answers 400 to an insights range at the edge of the calendar, on each insights route',
    async () => {
      for (const range of edges) {
        const answers = await Promise.all([
          app.inject({ url: `/api/insights?${range}`, headers: authorization }),
          app.inject({ url: `/api/inbox/insights?${range}`, headers: session.read }),
          app.inject({
            url: `/api/shared-insights?${range}`,
            headers: { authorization: `Bearer ${share}` },
          }),
        ]);
        for (const answer of answers) expectRefused(answer);
      }
      expect(errors).toEqual([]);
    },
  );

  it.skipIf(!backend.available)(
    'still answers the last days of the bounds and the default range',
    async () => {
      const last = await app.inject({
        url: '/api/insights?from=2099-12-01&to=2099-12-31',
        headers: authorization,
      });
      expect(last.statusCode).toBe(200);
      expect(last.json().byDay).toHaveLength(31);
      const first = await app.inject({
        url: '/api/inbox/insights?from=2000-01-01&to=2000-01-31',
        headers: session.read,
      });
      expect(first.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/insights', headers: authorization })).statusCode).toBe(
        200,
      );
    },
  );

  it.skipIf(!backend.available)(
    "answers 400 to the inbox's and the leads API's days outside the bounds",
    async () => {
      for (const query of ['from=0000-01-01', 'to=9999-12-31', 'from=1999-12-31']) {
        expectRefused(
          await app.inject({ url: `/api/inbox/leads?${query}`, headers: session.read }),
        );
        expectRefused(
          await app.inject({ url: `/api/inbox/leads.csv?${query}`, headers: session.read }),
        );
        expectRefused(
          await app.inject({ url: `/api/inbox/leads/counts?${query}`, headers: session.read }),
        );
      }
      for (const since of ['0000-01-01', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z']) {
        expectRefused(
          await app.inject({ url: `/api/leads?since=${since}`, headers: authorization }),
          'since',
        );
        expectRefused(
          await app.inject({ url: `/api/leads.csv?since=${since}`, headers: authorization }),
          'since',
        );
      }
      const { lead } = (
        await app.inject({ url: `/api/inbox/leads/${leadId}`, headers: session.read })
      ).json();
      for (const on of ['0000-01-01', '9999-12-31']) {
        expectRefused(
          await app.inject({
            method: 'POST',
            url: `/api/inbox/leads/${leadId}/next-step`,
            headers: session.write,
            payload: { on, text: 'Ligar', version: lead.version },
          }),
          'on',
        );
      }
      expect(errors).toEqual([]);
    },
  );
});
