/**
 * A lead's attribution, from POST /contacts/send to GET /api/leads and the CSV export, on the
 * embedded database and on a PostgreSQL server: cleaned, never refused, null when absent.
 */

import { attributionValueMax } from '@contract/attribution';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { aContact, adminToken, authorization, noAttribution } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(backends)('attribution of the leads on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;

  const send = (body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/contacts/send',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  /** The lead as GET /api/leads shows it. */
  async function listed(id: string) {
    const response = await app.inject({ url: '/api/leads?limit=10000', headers: authorization });
    return response.json().find((lead: { id: string }) => lead.id === id);
  }

  async function sent(body: unknown) {
    const response = await send(body);
    expect(response.statusCode).toBe(200);
    return response.json()[0].id as string;
  }

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig({ ADMIN_TOKEN: adminToken }),
      database: opened.database,
    });
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    it('stores the attribution the form sends and lists it under attribution', async () => {
      const attribution = {
        source: 'newsletter',
        medium: 'email',
        campaign: 'nov',
        term: 'tms',
        content: 'banner',
        referrer: 'mail.example.com',
        landingPage: '/en/modules',
      };
      const id = await sent(aContact({ attribution }));
      expect((await listed(id)).attribution).toEqual(attribution);
    });

    it('accepts a lead from an old client or without JavaScript, with every value null', async () => {
      const id = await sent(aContact());
      expect((await listed(id)).attribution).toEqual(noAttribution());
      const [row] = await opened.database.db
        .selectFrom('leads')
        .select(['attribution_source', 'attribution_landing_page'])
        .where('id', '=', id)
        .execute();
      expect(row).toEqual({ attribution_source: null, attribution_landing_page: null });
    });

    it('cleans long values and control characters, lower-cases source and medium', async () => {
      const id = await sent(
        aContact({
          attribution: {
            source: `  News\u0000Letter${'x'.repeat(500)}`,
            medium: 'E\u001b[31mMAIL',
            campaign: 'Black\u0085Friday\r\n',
            landingPage: '/',
          },
        }),
      );
      const { attribution } = await listed(id);
      expect(attribution.source).toBe(`newsletter${'x'.repeat(attributionValueMax - 10)}`);
      expect(attribution.source).toHaveLength(attributionValueMax);
      expect(attribution.medium).toBe('e[31mmail');
      expect(attribution.campaign).toBe('BlackFriday');
      expect(attribution.landingPage).toBe('/');
    });

    it.each([
      ['a text', 'utm_source=x'],
      ['a number', 42],
      ['a list', ['newsletter']],
      ['null', null],
      ['unknown keys and values that are not text', { evil: 'x', source: 7, medium: {} }],
    ])('never refuses a lead for its attribution: %s is stored as none', async (_case, value) => {
      const id = await sent(aContact({ attribution: value }));
      expect((await listed(id)).attribution).toEqual(noAttribution());
    });

    it('exports the attribution as columns of the CSV', async () => {
      const contact = aContact({
        attribution: { source: 'partner.example.org', medium: 'referral' },
      });
      await sent(contact);
      const csv = (await app.inject({ url: '/api/leads.csv', headers: authorization })).body;
      const [header = '', ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n');
      /** Every cell is quoted; these values hold no quotes or commas. */
      const cellsOf = (line = '') => line.slice(1, -1).split('","');
      const columns = cellsOf(header);
      const row = cellsOf(rows.find((line) => line.includes(contact.email)));
      expect(row[columns.indexOf('attribution.source')]).toBe('partner.example.org');
      expect(row[columns.indexOf('attribution.medium')]).toBe('referral');
      expect(row[columns.indexOf('attribution.campaign')]).toBe('');
    });
  });
});
