/**
 * POST /contacts/send, the contract of the operational design, on the embedded database and
 * on a PostgreSQL server alike (through Fastify's inject).
 */
import { Writable } from 'node:stream';
import { languages } from '@contract/languages';
import { currentPrivacyNoticeVersion } from '@contract/lgpd';
import { defaultSubject, honeypotField } from '@contract/request-conventions';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { aContact, adminToken } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(backends)('POST /contacts/send on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;

  const send = (body: unknown, headers: Record<string, string> = {}, on = app) =>
    on.inject({
      method: 'POST',
      url: '/contacts/send',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const storedWithEmail = (email: string) =>
    opened.database.db.selectFrom('leads').selectAll().where('email', '=', email).execute();

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({ config: testConfig(), database: opened.database });
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    it('answers 200 with the status and the new id once the lead is stored, with every field the team needs', async () => {
      const contact = aContact({ subject: 'Demo do WMS', language: 'en', page: '/en/contact' });
      const before = Date.now();
      const response = await send(contact);

      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer).toEqual([{ status: 'MSG ENVIADA', id: expect.stringMatching(uuid) }]);
      const [stored, ...others] = await storedWithEmail(contact.email);
      expect(others).toEqual([]);
      expect(stored).toMatchObject({
        id: answer[0].id,
        first_name: 'Ana',
        last_name: 'Souza',
        email: contact.email,
        phone: '11 99999-8888',
        message: 'Quero conhecer o TMS.',
        subject: 'Demo do WMS',
        language: 'en',
        page: '/en/contact',
      });
      expect(new Date(stored?.created_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('stores the company and its CNPJ in the mask’s form, numeric or alphanumeric; nulls when left empty', async () => {
      const numeric = aContact({ company: '  Transportes Araújo  ', cnpj: '11222333000181' });
      const alphanumeric = aContact({ cnpj: '12.abc.345/01de-35' });
      const empty = aContact({ company: '', cnpj: ' ' });
      const without = aContact();
      for (const contact of [numeric, alphanumeric, empty, without]) {
        expect((await send(contact)).statusCode).toBe(200);
      }
      expect((await storedWithEmail(numeric.email))[0]).toMatchObject({
        company: 'Transportes Araújo',
        cnpj: '11.222.333/0001-81',
      });
      expect((await storedWithEmail(alphanumeric.email))[0]).toMatchObject({
        company: null,
        cnpj: '12.ABC.345/01DE-35',
      });
      for (const contact of [empty, without]) {
        expect((await storedWithEmail(contact.email))[0]).toMatchObject({
          company: null,
          cnpj: null,
        });
      }
    });

    it('keeps the LGPD proof: the legal basis always, the notice version the form showed', async () => {
      const shown = aContact({ privacyNoticeVersion: currentPrivacyNoticeVersion });
      const none = aContact();
      for (const contact of [shown, none]) expect((await send(contact)).statusCode).toBe(200);
      expect((await storedWithEmail(shown.email))[0]).toMatchObject({
        legal_basis: 'legitimate_interest',
        privacy_notice_version: currentPrivacyNoticeVersion,
      });
      expect((await storedWithEmail(none.email))[0]).toMatchObject({
        legal_basis: 'legitimate_interest',
        privacy_notice_version: null,
      });
      const unknown = await send(aContact({ privacyNoticeVersion: '1999-01-01' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({
        privacyNoticeVersion: 'Not a published version of the privacy notice',
      });
    });

    it('refuses a CNPJ whose check digits do not hold, and a company name over its limit, naming them', async () => {
      const contact = aContact({ company: 'x'.repeat(151), cnpj: '11.222.333/0001-82' });
      const response = await send(contact);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation',
        fields: { company: 'Too long', cnpj: 'Invalid CNPJ' },
      });
      expect(await storedWithEmail(contact.email)).toEqual([]);
    });

    it('stores the default subject, and the page and language from the Referer when the form sends none', async () => {
      const contact = aContact();
      const response = await send(contact, { referer: 'http://localhost:80/en/contact?utm=x' });
      expect(response.statusCode).toBe(200);
      const [stored] = await storedWithEmail(contact.email);
      expect(stored).toMatchObject({
        subject: defaultSubject,
        page: '/en/contact',
        language: 'en',
      });
    });

    it('takes and stores a lead in every language of the list, and no other', async () => {
      // The schema, the table type and the database's check all follow contract/languages.ts;
      // a language added there without a migration widening the check fails here.
      for (const language of languages) {
        const contact = aContact({ language });
        expect((await send(contact)).statusCode, language).toBe(200);
        expect((await storedWithEmail(contact.email))[0]?.language).toBe(language);
      }
      const unknown = await send(aContact({ language: 'fr' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toHaveProperty('language');
    });

    it('stores text without control characters, with lone surrogates replaced, never failing on them', async () => {
      const contact = aContact({
        firstName: 'Ana\u0000\u001b[31m',
        message: 'Olá\u0007 漢\ud83c字\nlinha 2\tfim 😀',
      });
      const response = await send(contact);
      expect(response.statusCode).toBe(200);
      const [stored] = await storedWithEmail(contact.email);
      expect(stored?.first_name).toBe('Ana[31m');
      expect(stored?.message).toBe('Olá 漢\ufffd字\nlinha 2\tfim 😀');
    });

    it('answers 400 naming each invalid field with its message, and stores nothing', async () => {
      const response = await send({
        firstName: 'A',
        lastName: '',
        email: 'ana@',
        phone: '123',
        message: '   ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation',
        fields: {
          firstName: 'Name must be at least 2 characters',
          lastName: 'Last name must be at least 2 characters',
          email: 'Invalid e-mail',
          phone: 'Your phone must be at least 11 characters',
          message: 'Required',
        },
      });
      expect(await storedWithEmail('ana@')).toEqual([]);
    });

    it('refuses a phone without the digits of one, with its own message', async () => {
      const contact = aContact({ phone: 'nao tenho tel' });
      const response = await send(contact);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation',
        fields: { phone: 'Enter the phone with its area code' },
      });
      expect(await storedWithEmail(contact.email)).toEqual([]);
    });

    it('names missing fields with the same messages as empty ones', async () => {
      const response = await send({ firstName: 'Ana', lastName: 'Souza' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        email: 'Invalid e-mail',
        phone: 'Your phone must be at least 11 characters',
        message: 'Required',
      });
    });

    it.each([
      ['an array', '[]'],
      ['a string', '"hello"'],
      ['a number', '42'],
      ['null', 'null'],
    ])('answers 400 to JSON that is %s', async (_kind, body) => {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation' });
    });

    it('accepts a body of exactly 16 KB and answers 413 to one byte more', async () => {
      const contact = aContact();
      const padded = (size: number) => {
        const base = JSON.stringify({ ...contact, padding: '' });
        return JSON.stringify({ ...contact, padding: 'x'.repeat(size - base.length) });
      };
      expect(Buffer.byteLength(padded(16 * 1024))).toBe(16 * 1024);
      expect((await send(padded(16 * 1024))).statusCode).toBe(200);
      const tooLarge = await send(padded(16 * 1024 + 1));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ error: 'payload_too_large' });
    });

    it.each([
      ['text/plain', 'firstName=Ana'],
      ['application/x-www-form-urlencoded', 'firstName=Ana&lastName=Souza'],
      ['application/json', '{"firstName": "Ana",'],
      ['application/json', ''],
    ])('answers 415 to a body that is not JSON (%s: %j)', async (contentType, payload) => {
      const response = await app.inject({
        method: 'POST',
        url: '/contacts/send',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: 'unsupported_media_type' });
    });

    it('answers 415 to a body without a content type', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/contacts/send',
        payload: Buffer.from(JSON.stringify(aContact())),
      });
      expect(response.statusCode).toBe(415);
    });

    it('answers a filled honeypot like a success and stores nothing', async () => {
      const contact = aContact({ [honeypotField]: 'http://spam.example' });
      const response = await send(contact);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([{ status: 'MSG ENVIADA', id: expect.stringMatching(uuid) }]);
      expect(await storedWithEmail(contact.email)).toEqual([]);
    });

    it('answers a filled honeypot like a success even when the rest is invalid', async () => {
      const response = await send({ email: 'x', [honeypotField]: 'buy now' });
      expect(response.statusCode).toBe(200);
      expect(response.json()[0].status).toBe('MSG ENVIADA');
    });

    describe('Idempotency-Key', () => {
      it('stores one lead when the same send is retried, and answers with its id every time', async () => {
        const contact = aContact();
        const headers = { 'idempotency-key': `retry-${contact.email}` };
        const first = await send(contact, headers);
        const retry = await send(contact, headers);
        expect(first.statusCode).toBe(200);
        expect(retry.statusCode).toBe(200);
        expect(retry.json()).toEqual(first.json());
        expect(await storedWithEmail(contact.email)).toHaveLength(1);
      });

      it('stores one lead when the same send arrives many times at the same moment', async () => {
        const contact = aContact();
        const headers = { 'idempotency-key': `burst-${contact.email}` };
        const answers = await Promise.all(Array.from({ length: 12 }, () => send(contact, headers)));
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
        const ids = new Set(answers.map((answer) => answer.json()[0].id));
        expect(ids.size).toBe(1);
        const stored = await storedWithEmail(contact.email);
        expect(stored.map((lead) => lead.id)).toEqual([...ids]);
      });

      it('stores two leads for two sends without a key', async () => {
        const contact = aContact();
        await send(contact);
        await send(contact);
        expect(await storedWithEmail(contact.email)).toHaveLength(2);
      });

      it('refuses a key reused for a different lead with 422', async () => {
        const contact = aContact();
        const headers = { 'idempotency-key': `reuse-${contact.email}` };
        expect((await send(contact, headers)).statusCode).toBe(200);
        const other = await send({ ...contact, message: 'Outra mensagem' }, headers);
        expect(other.statusCode).toBe(422);
        expect(other.json()).toEqual({ error: 'idempotency_key_reused' });
        expect(await storedWithEmail(contact.email)).toHaveLength(1);
      });

      it('answers 400 to a key that is too long or not printable', async () => {
        const contact = aContact();
        for (const key of ['x'.repeat(256), 'has space']) {
          const response = await send(contact, { 'idempotency-key': key });
          expect(response.statusCode).toBe(400);
          expect(response.json().fields).toHaveProperty('Idempotency-Key');
        }
        expect(await storedWithEmail(contact.email)).toEqual([]);
      });
    });

    describe('rate limit', () => {
      let limited: FastifyInstance;
      let behindProxy: FastifyInstance;

      beforeAll(async () => {
        const env = { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW: '60000' };
        limited = await buildApp({ config: testConfig(env), database: opened.database });
        behindProxy = await buildApp({
          config: testConfig({ ...env, TRUST_PROXY: '1' }),
          database: opened.database,
        });
      });

      afterAll(async () => {
        await limited?.close();
        await behindProxy?.close();
      });

      const sendFrom = (on: FastifyInstance, address: string, headers = {}) =>
        on.inject({
          method: 'POST',
          url: '/contacts/send',
          remoteAddress: address,
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify(aContact()),
        });

      it('answers 429 with Retry-After past RATE_LIMIT_MAX sends per window from one address', async () => {
        const statuses = [];
        for (let i = 0; i < 4; i++)
          statuses.push((await sendFrom(limited, '198.51.100.7')).statusCode);
        expect(statuses).toEqual([200, 200, 200, 429]);
        const refused = await sendFrom(limited, '198.51.100.7');
        expect(refused.statusCode).toBe(429);
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(refused.json()).toMatchObject({ error: 'rate_limited' });
        // Another visitor is not affected.
        expect((await sendFrom(limited, '198.51.100.8')).statusCode).toBe(200);
      });

      it('cannot be dodged with a forged X-Forwarded-For when no proxy is trusted', async () => {
        const statuses = [];
        for (let i = 0; i < 4; i++) {
          const forged = { 'x-forwarded-for': `203.0.113.${i}` };
          statuses.push((await sendFrom(limited, '198.51.100.9', forged)).statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
      });

      it('counts the client address a trusted proxy reports (TRUST_PROXY)', async () => {
        const client = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
        const statuses = [];
        for (let i = 0; i < 4; i++) {
          statuses.push((await sendFrom(behindProxy, '10.0.0.2', client(50))).statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
        expect((await sendFrom(behindProxy, '10.0.0.2', client(51))).statusCode).toBe(200);
      });
    });

    describe('CORS', () => {
      let withOrigins: FastifyInstance;

      beforeAll(async () => {
        withOrigins = await buildApp({
          config: testConfig({ CORS_ORIGINS: 'https://www.example.com' }),
          database: opened.database,
        });
      });

      afterAll(() => withOrigins?.close());

      it('grants only the origins in CORS_ORIGINS', async () => {
        const allowed = await send(aContact(), { origin: 'https://www.example.com' }, withOrigins);
        expect(allowed.headers['access-control-allow-origin']).toBe('https://www.example.com');
        const other = await send(aContact(), { origin: 'https://evil.example' }, withOrigins);
        expect(other.headers['access-control-allow-origin']).toBeUndefined();
        const sameOriginOnly = await send(aContact(), { origin: 'https://www.example.com' });
        expect(sameOriginOnly.headers['access-control-allow-origin']).toBeUndefined();
      });

      it('answers the preflight of an allowed origin with the method and headers the form uses', async () => {
        const preflight = await withOrigins.inject({
          method: 'OPTIONS',
          url: '/contacts/send',
          headers: {
            origin: 'https://www.example.com',
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type,idempotency-key',
          },
        });
        expect(preflight.statusCode).toBe(204);
        expect(preflight.headers['access-control-allow-origin']).toBe('https://www.example.com');
        expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
        expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
          'idempotency-key',
        );
      });
    });

    it('never writes message bodies or contact details to the logs', async () => {
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const logged = await buildApp({
        config: testConfig({ ADMIN_TOKEN: adminToken }),
        database: opened.database,
        loggerInstance: pino({ level: 'trace' }, sink),
      });
      const secret = {
        firstName: 'Zuleica',
        lastName: 'Quintanilha',
        email: 'zuleica.quintanilha@example.com',
        phone: '+55 21 98765-4321',
        message: 'Segredo comercial: orçamento de 2 milhões',
      };
      await send(secret, { 'idempotency-key': 'log-check' }, logged);
      await send({ ...secret, email: 'zuleica.quintanilha@' }, {}, logged);
      await send(`{"email":"${secret.email}", broken`, {}, logged);
      await send({ ...secret, [honeypotField]: 'x' }, {}, logged);
      await logged.inject({
        url: '/api/leads',
        headers: { authorization: `Bearer ${adminToken}` },
      });
      await logged.inject({
        method: 'POST',
        url: '/api/leads/delete',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: secret.email }),
      });
      await logged.close();

      const log = lines.join('');
      expect(log).toContain('lead stored');
      for (const value of [
        'Zuleica',
        'Quintanilha',
        'zuleica',
        '98765',
        'Segredo',
        'milhões',
        adminToken,
      ]) {
        expect(log).not.toContain(value);
      }
    });
  });
});
