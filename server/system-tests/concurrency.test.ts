/**
 * 500 visitors sending at the same moment over real HTTP: every lead acknowledged with 200
 * is stored, once, on the embedded database and on PostgreSQL.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { postOnOwnConnection as post } from '@server/test-support/http';
import { aContact } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const visitors = 500;

describe.each(backends)('$name under 500 concurrent sends', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({ config: testConfig(), database: opened.database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/contacts/send`;
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  it.skipIf(!backend.available)(
    'stores every acknowledged lead exactly once',
    { timeout: 120_000 },
    async () => {
      const contacts = Array.from({ length: visitors }, () => aContact());
      const answers = await Promise.allSettled(
        contacts.map((contact) => post(url, JSON.stringify(contact))),
      );
      const acknowledged = answers.flatMap((answer, i) =>
        answer.status === 'fulfilled' && answer.value.status === 200
          ? [{ id: JSON.parse(answer.value.body)[0].id as string, email: contacts[i]?.email }]
          : [],
      );
      // Nothing refused or failed under this load either.
      expect(acknowledged).toHaveLength(visitors);

      const stored = await opened.database.db.selectFrom('leads').select(['id', 'email']).execute();
      const byId = new Map(stored.map((row) => [row.id, row.email]));
      expect(byId.size).toBe(stored.length);
      for (const { id, email } of acknowledged) expect(byId.get(id)).toBe(email);
      expect(stored).toHaveLength(visitors);
    },
  );
});
