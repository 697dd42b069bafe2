/**
 * Random bodies, content types and headers at POST /contacts/send, the route that stores:
 * bad input must never make the server fail (5xx), and mostly-valid leads reach the
 * database. The generator (server/test-support/fuzz-input.ts) is seeded, so a failure can be
 * replayed with FUZZ_SEED=<seed printed in the test name>.
 */
import { Writable } from 'node:stream';
import { honeypotField } from '@contract/request-conventions';
import { buildApp } from '@server/app';
import { embeddedBackend, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { fuzzInput, fuzzSeed, seededRandom } from '@server/test-support/fuzz-input';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const seed = fuzzSeed();
const cases = 400;
const random = seededRandom(seed);
const input = fuzzInput(random);

const fields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'cnpj',
  'message',
  'subject',
  'language',
  'page',
];

/** Mostly plausible leads with a random twist, so the database path is exercised too. */
function almostValidLead() {
  const lead: Record<string, unknown> = {
    firstName: `Ana ${input.text(8)}`,
    lastName: `Souza ${input.text(8)}`,
    email: random.next() < 0.3 ? input.email() : `ana${random.int(1e6)}@example.com`,
    phone: `11 9${random.int(1e8)}`.padEnd(11, '0'),
    message: input.text(200) || 'x',
    subject: input.text(30),
  };
  const field = random.pick(fields);
  if (random.next() < 0.5) lead[field] = input.value();
  if (random.next() < 0.05) lead[honeypotField] = input.value();
  return lead;
}

/** Half the time a lead with a twist, so the database path is exercised; otherwise anything. */
const randomBody = () =>
  random.next() < 0.5 ? JSON.stringify(almostValidLead()) : input.body(fields);

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
      input.text(12).replace(/[^\x20-\x7e]/g, 'x'),
    ]);
  }
  if (random.next() < 0.3) {
    headers['idempotency-key'] = input.text(random.pick([10, 300])).replace(/[^\x20-\x7e]/g, 'k');
  }
  if (random.next() < 0.1) headers.referer = input.text(30).replace(/[^\x20-\x7e]/g, 'r');
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
