/**
 * Fault drill: Redis stopped during traffic and started again. Two instances share the rate
 * limit through a Redis of the drill's own. While it is down, sends keep being accepted with
 * a limit per instance (the outage logged once per instance); once it is back, the limit is
 * shared again.
 */
import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { embeddedBackend, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { aContact } from '@server/test-support/leads';
import {
  type OwnServer,
  ownServersAvailable,
  startOwnRedis,
} from '@server/test-support/own-servers';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const limit = 4;
const randomClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * How much longer Redis stays down after the traffic, for ioredis to fail some reconnection
 * attempts too (each an 'error' event) before "logged once" is checked. A duration of the
 * scenario, not a wait for an outcome: had fewer attempts failed in it, the check would
 * still hold for those that did, never fail by chance.
 */
const OUTAGE_AFTER_TRAFFIC_MS = 1500;

interface Instance {
  app: FastifyInstance;
  /** Its log lines, parsed. */
  logs: { msg: string }[];
}

describe.skipIf(!ownServersAvailable.redis)('drill: Redis stopped during traffic', () => {
  let redis: OwnServer;
  let opened: OpenedBackend;
  let instances: Instance[];

  async function startInstance(): Promise<Instance> {
    const logs: { msg: string }[] = [];
    const logger = pino(
      new Writable({
        write(chunk, _encoding, done) {
          logs.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    const app = await buildApp({
      config: testConfig({
        REDIS_URL: redis.url,
        TRUST_PROXY: '1',
        RATE_LIMIT_MAX: String(limit),
        RATE_LIMIT_WINDOW: '60000',
      }),
      database: opened.database,
      loggerInstance: logger,
    });
    return { app, logs };
  }

  beforeAll(async () => {
    redis = await startOwnRedis();
    opened = await embeddedBackend.open();
    instances = [await startInstance(), await startInstance()];
  });

  afterAll(async () => {
    await Promise.all((instances ?? []).map(({ app }) => app.close()));
    await opened?.cleanup();
    await redis?.destroy();
  });

  const send = (instance: Instance | undefined, client: string) =>
    (instance as Instance).app
      .inject({
        method: 'POST',
        url: '/contacts/send',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        payload: JSON.stringify(aContact()),
      })
      .then((response) => response.statusCode);

  /** One visitor's sends, alternating between the two instances. */
  async function alternating(count: number, client = randomClient()) {
    const statuses = [];
    for (let i = 0; i < count; i++) statuses.push(await send(instances[i % 2], client));
    return statuses;
  }

  /** One visitor's sends to one instance. */
  async function toOne(instance: Instance | undefined, count: number, client: string) {
    const statuses = [];
    for (let i = 0; i < count; i++) statuses.push(await send(instance, client));
    return statuses;
  }

  const messages = (instance: Instance | undefined, pattern: RegExp) =>
    (instance as Instance).logs.filter((line) => pattern.test(line.msg));

  it('limits per instance while Redis is down, logs it once, and shares the limit again once it is back', async () => {
    const [a, b] = instances;
    // Shared: the limit counts a visitor's sends to both instances together.
    expect(await alternating(limit + 2)).toEqual([200, 200, 200, 200, 429, 429]);

    await redis.stop();
    // Traffic during the outage: many visitors, many requests, on both instances.
    const visitor = randomClient();
    expect(await toOne(a, limit + 2, visitor)).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await toOne(b, limit + 2, visitor)).toEqual([200, 200, 200, 200, 429, 429]);
    for (let i = 0; i < 5; i++) expect(await alternating(2)).toEqual([200, 200]);
    await pause(OUTAGE_AFTER_TRAFFIC_MS); // ioredis keeps trying to reconnect, failing each time
    expect(await alternating(2)).toEqual([200, 200]);
    for (const instance of [a, b]) {
      expect(messages(instance, /^Redis unavailable/)).toHaveLength(1);
    }

    await redis.start();
    // Each instance reconnects by itself (ioredis' back-off, at most 2 s between tries).
    const deadline = Date.now() + 15_000;
    while (![a, b].every((instance) => messages(instance, /^Redis reachable again/).length)) {
      if (Date.now() > deadline) throw new Error('the instances did not reconnect to Redis');
      await pause(100);
    }
    // Shared again: a new visitor gets the limit once, across both instances.
    expect(await alternating(limit + 2)).toEqual([200, 200, 200, 200, 429, 429]);
    for (const instance of [a, b]) {
      expect(messages(instance, /^Redis unavailable/)).toHaveLength(1);
      expect(messages(instance, /^Redis reachable again/)).toHaveLength(1);
    }
  });
});
