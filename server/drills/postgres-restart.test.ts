/**
 * Fault drill: PostgreSQL restarted in the middle of a stream of sends. While it is down the
 * API answers 503 with Retry-After and never 500; every lead answered 200 is stored; sends
 * succeed again within 5 s of the database's return. On a PostgreSQL of the drill's own.
 */
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/database';
import { testConfig } from '@server/test-support/backends';
import { aContact } from '@server/test-support/leads';
import {
  type OwnServer,
  ownServersAvailable,
  startOwnPostgres,
} from '@server/test-support/own-servers';
import { waitUntil } from '@server/test-support/wait-until';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

interface Answer {
  status: number;
  retryAfter: string | undefined;
  id: string | undefined;
  /** When the answer came (Date.now()). */
  at: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long PostgreSQL stays down: the drill plays a restart of that length, so that many
 * sends meet the outage, not only the first. A duration of the scenario, not a wait for an
 * outcome: the drill also waits until a 503 was seen during it, however slow the machine.
 */
const OUTAGE_MS = 2000;
/** The promise under test: sends succeed again within this time of the database's return. */
const RECOVERY_MS = 5000;
/** A visitor refused (503) sends again after this; it only keeps the loop from spinning. */
const PAUSE_AFTER_REFUSAL_MS = 20;

describe.skipIf(!ownServersAvailable.postgres)('drill: PostgreSQL restarted during sends', () => {
  let postgres: OwnServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    app = await buildApp({ config: testConfig({ DATABASE_URL: postgres.url }) });
  });

  afterAll(async () => {
    await app?.close();
    await postgres?.destroy();
  });

  it('answers 503 with Retry-After while it is down, loses no acknowledged lead, recovers within 5 s', async () => {
    const answers: Answer[] = [];
    let streaming = true;
    // Four visitors sending one after another, as fast as the server answers.
    const stream = async () => {
      while (streaming) {
        const response = await app.inject({
          method: 'POST',
          url: '/contacts/send',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(aContact()),
        });
        answers.push({
          status: response.statusCode,
          retryAfter: response.headers['retry-after'] as string | undefined,
          id: response.statusCode === 200 ? response.json()[0].id : undefined,
          at: Date.now(),
        });
        if (response.statusCode !== 200) await pause(PAUSE_AFTER_REFUSAL_MS);
      }
    };
    const streams = Array.from({ length: 4 }, stream);

    // Leads acknowledged before the outage, one per visitor at least.
    await waitUntil(() => answers.filter((answer) => answer.status === 200).length >= 4);
    await postgres.stop();
    const down = Date.now();
    await Promise.all([
      pause(OUTAGE_MS),
      waitUntil(() => answers.some((answer) => answer.status === 503 && answer.at > down)),
    ]);
    await postgres.start();
    const back = Date.now();
    // Answers past the recovery time, one per visitor at least: "none failed after it" then
    // speaks of real sends.
    await waitUntil(() => answers.filter((answer) => answer.at > back + RECOVERY_MS).length >= 4);
    streaming = false;
    await Promise.all(streams);

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
    // The outage was seen while it lasted.
    expect(refused.some((answer) => answer.at > down && answer.at < back)).toBe(true);

    const firstSuccessAfterReturn = answers.find(
      (answer) => answer.at > back && answer.status === 200,
    );
    expect(firstSuccessAfterReturn).toBeDefined();
    expect((firstSuccessAfterReturn?.at ?? Infinity) - back).toBeLessThan(RECOVERY_MS);
    expect(
      answers.filter((answer) => answer.at > back + RECOVERY_MS && answer.status !== 200),
    ).toEqual([]);

    const acknowledged = answers.flatMap((answer) => (answer.id ? [answer.id] : []));
    const check = await openDatabase(
      { DATA_DIR: './unused', DATABASE_URL: postgres.url },
      { role: 'cli' },
    );
    try {
      const stored = new Set(
        (await check.db.selectFrom('leads').select('id').execute()).map((row) => row.id),
      );
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(10);
    } finally {
      await check.close();
    }
  });
});
