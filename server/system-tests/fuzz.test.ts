/**
 * Random bodies, content types and headers at POST /contacts/send: bad input must never
 * make the server fail (5xx). The generator is seeded, so a failure can be replayed with
 * FUZZ_SEED=<seed printed in the test name>.
 */
import { Writable } from 'node:stream';
import { honeypotField } from '@contract/request-conventions';
import { buildApp } from '@server/app';
import { embeddedBackend, type OpenedBackend, testConfig } from '@server/test-support/backends';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const cases = 400;

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
  '<>"\'&;{}[]\\/`$%=+-@',
  '\u0000\u0001\u0007\u001b\u007f\u200b\u202e\ufeff\n\r\t',
  '0123456789+()-. ',
];

function randomString(maxLength = 40): string {
  const length = random.int(maxLength + 1);
  let text = '';
  for (let i = 0; i < length; i++) {
    const alphabet = random.pick(alphabets);
    text += alphabet[random.int(alphabet.length)];
  }
  // Now and then a lone surrogate, which is not valid UTF-16.
  return random.next() < 0.05 ? `${text}\ud800` : text;
}

function randomValue(depth = 0): unknown {
  switch (random.int(depth > 2 ? 5 : 8)) {
    case 0:
      return randomString();
    case 1:
      return random.pick([0, -1, 1e308, Number.MAX_SAFE_INTEGER, 3.14]);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return randomString(random.pick([300, 6000]));
    case 4:
      return `${randomString(10)}@${randomString(10)}.com`;
    case 5:
      return Array.from({ length: random.int(4) }, () => randomValue(depth + 1));
    default:
      return randomObject(depth + 1);
  }
}

const fields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'message',
  'subject',
  'language',
  'page',
];

function randomObject(depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const field of fields) if (random.next() < 0.7) object[field] = randomValue(depth);
  if (random.next() < 0.1) object[honeypotField] = randomValue(depth);
  if (random.next() < 0.1) object[randomString(8)] = randomValue(depth);
  return object;
}

/** Mostly plausible leads with a random twist, so the database path is exercised too. */
function almostValidLead() {
  const lead: Record<string, unknown> = {
    firstName: `Ana ${randomString(8)}`,
    lastName: `Souza ${randomString(8)}`,
    email: `ana${random.int(1e6)}@example.com`,
    phone: `11 9${random.int(1e8)}`.padEnd(11, '0'),
    message: randomString(200) || 'x',
    subject: randomString(30),
  };
  const field = random.pick(fields);
  if (random.next() < 0.5) lead[field] = randomValue();
  return lead;
}

function randomBody(): string | Buffer {
  switch (random.int(6)) {
    case 0:
      return Buffer.from(Array.from({ length: random.int(200) }, () => random.int(256)));
    case 1:
      return JSON.stringify(randomValue());
    case 2:
      return JSON.stringify(randomObject()).slice(0, random.int(200));
    case 3:
      // Prototype pollution attempts, which the JSON parser must refuse.
      return JSON.stringify(almostValidLead()).replace(
        /^\{/,
        random.next() < 0.5
          ? '{"__proto__":{"polluted":true},'
          : '{"constructor":{"prototype":{"x":1}},',
      );
    default:
      return JSON.stringify(almostValidLead());
  }
}

function randomHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  if (random.next() < 0.9) {
    headers['content-type'] = random.pick([
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/vnd.api+json',
      'application/jsonx',
      randomString(12).replace(/[^\x20-\x7e]/g, 'x'),
    ]);
  }
  if (random.next() < 0.3) {
    headers['idempotency-key'] = randomString(random.pick([10, 300])).replace(/[^\x20-\x7e]/g, 'k');
  }
  if (random.next() < 0.1) headers.referer = randomString(30).replace(/[^\x20-\x7e]/g, 'r');
  return headers;
}

describe('fuzzing POST /contacts/send', () => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  const errors: string[] = [];

  beforeAll(async () => {
    opened = await embeddedBackend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      // Errors are kept, to say what went wrong should a 5xx happen.
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
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  it(`answers ${cases} random requests without a 5xx (FUZZ_SEED=${seed})`, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < cases; i++) {
      const payload = randomBody();
      const headers = randomHeaders();
      const response = await app.inject({
        method: 'POST',
        url: '/contacts/send',
        headers,
        payload,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) {
        const request = JSON.stringify({ headers, payload: String(payload) });
        failures.push(`${response.statusCode} for ${request}: ${errors.splice(0).join('')}`);
      }
    }
    expect(failures).toEqual([]);
    // The generator reaches every kind of answer, or it would prove little.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 400, 415]));
  });
});
