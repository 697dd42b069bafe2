/**
 * Deeply nested JSON (decision 301): 20 KB of brackets once answered 500 on the sign-in and
 * on unknown paths under /api, each with a stack in the error log. Now 400 in the API's
 * error shape, nothing at the error level, and a body within the bound still parses.
 */
import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { embeddedBackend, type OpenedBackend, testConfig } from '@server/test-support/backends';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxJsonDepth, nestedDeeperThan, tooDeepMessage } from './json-body';

describe('the depth of a JSON body', () => {
  it('counts objects and arrays inside one another, not brackets inside strings', () => {
    expect(nestedDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestedDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestedDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestedDeeperThan(`{"a":"${'['.repeat(100)}\\"[[["}`, 1)).toBe(false);
  });

  describe('at the server', () => {
    let opened: OpenedBackend;
    let app: FastifyInstance;
    const errors: string[] = [];

    beforeAll(async () => {
      opened = await embeddedBackend.open();
      app = await buildApp({
        config: testConfig(),
        database: opened.database,
        loggerInstance: pino(
          { level: 'warn' },
          new Writable({
            write(chunk, _encoding, done) {
              errors.push(String(chunk));
              done();
            },
          }),
        ),
      });
      await app.ready();
      // What the start said of its configuration (no mail set, say) is not the requests'.
      errors.length = 0;
    });
    afterAll(async () => {
      await app?.close();
      await opened?.cleanup();
    });

    it('answers 400 naming the body to nesting past the bound, on any path, with nothing logged as an error', async () => {
      const arrays = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
      const objects = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
      for (const url of ['/api/inbox/sign-in', '/api/inbox/nothing-here', '/api/nothing']) {
        for (const payload of [arrays, objects]) {
          const answer = await app.inject({
            method: 'POST',
            url,
            payload,
            headers: { 'content-type': 'application/json' },
          });
          expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
            url,
            status: 400,
            body: { error: 'validation', fields: { body: tooDeepMessage } },
          });
        }
      }
      expect(errors).toEqual([]);
    });

    it('still parses a body nested to the bound', async () => {
      const payload = `{"email":"a@example.com","password":"x","x":${'['.repeat(maxJsonDepth - 1)}${']'.repeat(maxJsonDepth - 1)}}`;
      const answer = await app.inject({
        method: 'POST',
        url: '/api/inbox/sign-in',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.statusCode).not.toBe(500);
      expect(answer.json().error).not.toBe('validation');
    });
  });
});
