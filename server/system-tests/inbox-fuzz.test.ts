/**
 * The inbox's and the admin API's inputs: a NUL or broken UTF-16 in any field answers 400
 * naming it (never a 500 nor an error in the log), other control characters are removed, and
 * 10,000 random bodies and query strings over every inbox and admin route answer no 5xx. The
 * generator is seeded: replay a failure with FUZZ_SEED=<seed printed in the test name>.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { embeddedBackend, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact, adminToken, authorization } from '@server/test-support/leads';
import { unstorableMessage } from '@server/text/unstorable-text';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const cases = 10_000;

/** mulberry32: a small, fast, seedable generator. */
function generator(initial: number) {
  let state = initial >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

const random = generator(seed);

const alphabets = [
  'abcdefghijklmnopqrstuvwxyz ',
  'ÁÉÍÓÚãõçñüß漢字😀👍🏽',
  '<>"\'&;{}[]\\/`$%=+-@,.*_',
  '\u0000\u0001\u0007\u001b\u007f\u200b\u202e\ufeff\n\r\t',
  '0123456789:-T',
];

function randomString(maxLength = 30): string {
  const length = random.int(maxLength + 1);
  let text = '';
  for (let i = 0; i < length; i++) {
    const alphabet = random.pick(alphabets);
    text += alphabet[random.int(alphabet.length)];
  }
  if (random.next() < 0.05) text += random.pick(['\ud800', '\udc00']);
  return text;
}

const plausible = [
  '',
  'new',
  'won,lost',
  'spam',
  '2026-01-31',
  '2026-13-45',
  'pt',
  'en',
  'google',
  'comma',
  'semicolon',
  '7',
  '30',
  '0',
  '-1',
  '1e400',
  'export',
  'sign_in',
  randomUUID(),
  'seller@example.com',
];

function randomValue(depth = 0): unknown {
  switch (random.int(depth > 1 ? 4 : 7)) {
    case 0:
      return randomString();
    case 1:
      return random.pick(plausible);
    case 2:
      return random.pick([0, -1, 1e308, 3.5, true, false, null]);
    case 3:
      return randomString(random.pick([300, 3000]));
    case 4:
      return Array.from({ length: random.int(3) }, () => randomValue(depth + 1));
    default:
      return randomObject(depth + 1);
  }
}

const fieldNames = [
  'ownerId',
  'on',
  'text',
  'takesLeads',
  'email',
  'password',
  'name',
  'body',
  'status',
  'version',
  'confirmEmail',
  'days',
  'since',
  'limit',
];

function randomObject(depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const field of fieldNames) if (random.next() < 0.4) object[field] = randomValue(depth);
  if (random.next() < 0.1) object[randomString(6)] = randomValue(depth);
  return object;
}

const queryNames = [
  'q',
  'status',
  'from',
  'to',
  'language',
  'source',
  'campaign',
  'cursor',
  'separator',
  'leadId',
  'action',
  'actor',
  'since',
  'limit',
  'days',
  'range',
];

/** Each character percent-encoded as UTF-8, a lone surrogate as the bytes it would have. */
function encode(text: string) {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      out += random.pick(['%ED%A0%80', '%ED%B0%80', '%FF', '%C0%80']);
    }
  }
  return random.next() < 0.05 ? `${out}%` : out;
}

function randomQuery() {
  const parts: string[] = [];
  const count = random.int(5);
  for (let i = 0; i < count; i++) {
    const name = random.next() < 0.9 ? random.pick(queryNames) : encode(randomString(5));
    const value =
      random.next() < 0.5 ? random.pick(plausible) : randomString(random.pick([20, 400]));
    parts.push(`${name}=${encode(value)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function randomBody(): string | Buffer {
  switch (random.int(5)) {
    case 0:
      return Buffer.from(Array.from({ length: random.int(100) }, () => random.int(256)));
    case 1:
      return JSON.stringify(randomValue());
    case 2:
      return JSON.stringify(randomObject()).slice(0, random.int(120));
    default:
      return JSON.stringify(randomObject());
  }
}

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

  it(`answers ${cases} random requests over every inbox and admin route without a 5xx (FUZZ_SEED=${seed})`, async () => {
    const otherSession = await signIn(app, await anInboxUser(opened.database.db));
    const id = () =>
      random.pick([leadId, randomUUID(), encode(randomString(10)), '%00', '..%2f..%2f']);
    const routes: [method: 'GET' | 'POST', path: () => string, weight: number][] = [
      ['GET', () => `/api/inbox/leads${randomQuery()}`, 10],
      ['GET', () => `/api/inbox/leads.csv${randomQuery()}`, 4],
      ['GET', () => `/api/inbox/leads/${id()}`, 5],
      ['POST', () => `/api/inbox/leads/${id()}/status`, 5],
      ['POST', () => `/api/inbox/leads/${id()}/notes`, 5],
      [
        'POST',
        () =>
          `/api/inbox/leads/${id()}/deliveries/${encode(random.pick(['email', 'webhook', 'auto_reply', randomString(6)]))}/resend`,
        3,
      ],
      ['POST', () => `/api/inbox/leads/${id()}/erase`, 3],
      ['GET', () => `/api/inbox/audit${randomQuery()}`, 5],
      ['GET', () => `/api/inbox/leads/counts${randomQuery()}`, 3],
      ['POST', () => `/api/inbox/leads/${id()}/owner`, 3],
      ['POST', () => `/api/inbox/leads/${id()}/next-step`, 3],
      ['GET', () => `/api/inbox/accounts${randomQuery()}`, 1],
      ['POST', () => `/api/inbox/accounts/me/takes-leads`, 1],
      ['POST', () => `/api/inbox/accounts/me/language`, 1],
      ['GET', () => `/api/inbox/insights${randomQuery()}`, 4],
      ['GET', () => `/api/inbox/session${randomQuery()}`, 1],
      ['POST', () => `/api/inbox/sign-in${randomQuery()}`, 1],
      ['GET', () => `/api/leads${randomQuery()}`, 5],
      ['GET', () => `/api/leads.csv${randomQuery()}`, 3],
      ['POST', () => `/api/leads/delete${randomQuery()}`, 3],
      ['POST', () => `/api/leads/purge${randomQuery()}`, 1],
      ['GET', () => `/api/insights${randomQuery()}`, 4],
      ['GET', () => `/api/admin/users${randomQuery()}`, 1],
      ['POST', () => `/api/admin/users${randomQuery()}`, 1],
      // The routes of 2026-11-26: spam, note edits, previous/next, LGPD requests, the weekly
      // report, shared insights links and account languages.
      ['POST', () => `/api/inbox/leads/${id()}/spam`, 3],
      ['POST', () => `/api/inbox/leads/${id()}/notes/${id()}`, 3],
      ['GET', () => `/api/inbox/leads/${id()}/neighbours${randomQuery()}`, 3],
      ['GET', () => `/api/inbox/privacy-requests${randomQuery()}`, 2],
      ['GET', () => `/api/inbox/privacy-requests/${id()}/data.json`, 2],
      [
        'POST',
        () =>
          `/api/inbox/privacy-requests/${id()}/${random.pick(['answered', 'delete', 'erase', randomString(5)])}`,
        3,
      ],
      ['POST', () => `/api/privacy-requests${randomQuery()}`, 2],
      ['POST', () => `/api/insights/report${randomQuery()}`, 1],
      ['POST', () => `/api/admin/users/language${randomQuery()}`, 1],
      ['GET', () => `/api/admin/insights-shares${randomQuery()}`, 1],
      ['POST', () => `/api/admin/insights-shares${randomQuery()}`, 1],
      ['POST', () => `/api/admin/insights-shares/revoke${randomQuery()}`, 1],
    ];
    const weighted = routes.flatMap((route) => Array<typeof route>(route[2]).fill(route));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < cases; i++) {
      const [method, path] = random.pick(weighted);
      const url = path();
      const admin = url.startsWith('/api/leads') || url.startsWith('/api/insights');
      const headers: Record<string, string> = admin
        ? {
            ...(random.next() < 0.98
              ? authorization
              : { authorization: `Bearer ${randomString(8)}` }),
          }
        : { ...random.pick([session.write, otherSession.write, {}]) };
      if (random.next() < 0.9) {
        headers['content-type'] = random.pick([
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
        ]);
      }
      const payload = method === 'POST' ? randomBody() : undefined;
      const response = await app.inject({
        method,
        url,
        headers,
        payload,
        remoteAddress: `198.51.${random.int(256)}.${random.int(256)}`,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500 || errors.length > 0) {
        const request = JSON.stringify({ method, url, payload: String(payload) });
        failures.push(`${response.statusCode} for ${request}: ${errors.splice(0).join('')}`);
        if (failures.length > 20) break;
      }
    }
    expect(failures).toEqual([]);
    // The generator reaches every kind of answer, or it would prove little.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  }, 300_000);
});
