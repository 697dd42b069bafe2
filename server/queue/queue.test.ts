/**
 * The one job queue against a real database (PGlite and PostgreSQL): a claim leases a job to
 * one worker; a lease that ran out is taken again and the old holder can no longer record an
 * outcome; failures back off and, past a kind's attempts, fail for good; enqueueing a key twice
 * makes one job; and two instances (on PostgreSQL each with its own pool, as two servers) work
 * off many jobs together with none run twice and none left.
 */
import { openDatabase } from '@server/db/database';
import type { DatabaseSchema } from '@server/db/schema';
import { backends, type OpenedBackend } from '@server/test-support/backends';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJobs, type Job, jobsQueue } from './jobs';
import { PermanentFailure } from './permanent-failure';
import { claimDue, markDone } from './queue-table';
import { type JobHandler, type QueueWorker, startQueueWorker } from './queue-worker';

/** A promise and the function that resolves it. */
function aLatch() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve: () => resolve() };
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** Checks again after each turn of the event loop, so the workers' own timers get to run. */
async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.each(backends)('the job queue on the $name', (backend) => {
  let opened: OpenedBackend;
  const db = (): Kysely<DatabaseSchema> => opened.database.db;
  const running: { stop(): Promise<void> }[] = [];

  beforeAll(async () => {
    opened = await backend.open();
  });
  afterAll(async () => {
    await opened?.cleanup();
  });
  afterEach(async () => {
    for (const item of running.splice(0).reverse()) await item.stop();
    await db().deleteFrom('jobs').execute();
  });

  const row = (key: string) =>
    db().selectFrom('jobs').selectAll().where('kind', '=', 'digest').where('key', '=', key);

  function aWorker(
    handler: Omit<JobHandler<Job>, 'kind'>,
    on: Kysely<DatabaseSchema> = db(),
    polling = false,
  ): QueueWorker<Job> {
    const worker = startQueueWorker<Job>({
      db: on,
      queue: jobsQueue,
      handlers: [{ kind: 'digest', ...handler }],
      retryMaxMs: 20,
      log: silent,
      noun: 'test job',
      logFields: ({ key }) => ({ key }),
      polling,
      pollIntervalMs: 50,
    });
    running.push(worker);
    return worker;
  }

  /** Another instance's own connection: on PostgreSQL a pool of its own, as a second server's. */
  async function anotherConnection(): Promise<Kysely<DatabaseSchema>> {
    const url = opened.env.DATABASE_URL;
    if (!url) return db();
    const other = await openDatabase(
      { DATA_DIR: './unused', DATABASE_URL: url },
      { role: 'server' },
    );
    running.push({ stop: () => other.close() });
    return other.db;
  }

  it('makes one job of a key enqueued twice, and runs it once', async () => {
    expect(await enqueueJobs(db(), 'digest', ['once'])).toBe(1);
    expect(await enqueueJobs(db(), 'digest', ['once'])).toBe(0);
    const runs: string[] = [];
    const worker = aWorker({
      async run(job) {
        runs.push(job.key);
        return 'done';
      },
    });
    await worker.drain();
    await worker.drain();
    expect(await enqueueJobs(db(), 'digest', ['once'])).toBe(0);
    await worker.drain();
    expect(runs).toEqual(['once']);
    const done = await row('once').executeTakeFirstOrThrow();
    expect(done.done_at).not.toBeNull();
    expect(done.locked_until).toBeNull();
  });

  it('waits for a job due later', async () => {
    await enqueueJobs(db(), 'digest', ['later'], { runAt: new Date(Date.now() + 3_600_000) });
    const claimed = await claimDue(db(), jobsQueue, {
      kinds: ['digest'],
      limit: 10,
      leaseMs: 60_000,
      owner: 'a',
    });
    expect(claimed).toEqual([]);
  });

  it('leases a job to one worker, takes it again once the lease ran out, and only the holder records it', async () => {
    await enqueueJobs(db(), 'digest', ['leased']);
    const claim = (owner: string, leaseMs = 60_000) =>
      claimDue(db(), jobsQueue, { kinds: ['digest'], limit: 10, leaseMs, owner });
    const [first] = await claim('a', 1500);
    expect(first?.key).toBe('leased');
    expect((await row('leased').executeTakeFirstOrThrow()).locked_by).toBe('a');
    // While the lease holds, nobody else gets it.
    expect(await claim('b')).toEqual([]);
    // Once it ran out (by the database's clock), another instance takes it over…
    let second: Job | undefined;
    await waitUntil(async () => {
      [second] = await claim('b');
      return second !== undefined;
    });
    expect((await row('leased').executeTakeFirstOrThrow()).locked_by).toBe('b');
    // …and the first holder, late, cannot mark it done under b's feet.
    await markDone(db(), jobsQueue, first as Job, { owner: 'a' });
    expect((await row('leased').executeTakeFirstOrThrow()).done_at).toBeNull();
    await markDone(db(), jobsQueue, second as Job, { owner: 'b' });
    expect((await row('leased').executeTakeFirstOrThrow()).done_at).not.toBeNull();
  });

  it('backs off after a failure, then succeeds', async () => {
    await enqueueJobs(db(), 'digest', ['flaky']);
    let calls = 0;
    const worker = aWorker({
      async run() {
        calls += 1;
        if (calls === 1) throw new Error('mail server away');
        return 'done';
      },
    });
    await worker.drain();
    const failed = await row('flaky')
      .select(sql<boolean>`next_attempt_at > now() - interval '1 second'`.as('later'))
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ attempts: 1, last_error: 'mail server away', done_at: null });
    expect(failed.later).toBe(true);
    await waitUntil(async () => {
      await worker.drain();
      return (await row('flaky').executeTakeFirstOrThrow()).done_at !== null;
    });
    expect(calls).toBe(2);
    expect((await row('flaky').executeTakeFirstOrThrow()).last_error).toBeNull();
  });

  it("fails a job for good past its kind's attempts, or at once when refused, and keeps it visible", async () => {
    await enqueueJobs(db(), 'digest', ['hopeless']);
    let calls = 0;
    const worker = aWorker({
      maxAttempts: 3,
      async run() {
        calls += 1;
        throw new Error(`attempt ${calls}`);
      },
    });
    await waitUntil(async () => {
      await worker.drain();
      return (await row('hopeless').executeTakeFirstOrThrow()).failed_for_good;
    });
    expect(await row('hopeless').executeTakeFirstOrThrow()).toMatchObject({
      attempts: 3,
      last_error: 'attempt 3',
      done_at: null,
      locked_until: null,
    });
    // Never tried again by itself.
    await worker.drain();
    expect(calls).toBe(3);

    await enqueueJobs(db(), 'digest', ['refused']);
    const refusing = aWorker({
      async run() {
        throw new PermanentFailure('401 unauthorized');
      },
    });
    await refusing.drain();
    expect(await row('refused').executeTakeFirstOrThrow()).toMatchObject({
      attempts: 1,
      failed_for_good: true,
      last_error: '401 unauthorized',
    });
  });

  it('records a deliberate skip with its reason', async () => {
    await enqueueJobs(db(), 'digest', ['empty']);
    await aWorker({ run: async () => ({ skipped: 'nothing_to_tell' }) }).drain();
    expect(await row('empty').executeTakeFirstOrThrow()).toMatchObject({
      skipped: 'nothing_to_tell',
      failed_for_good: false,
    });
  });

  it('runs each of many jobs once with two instances working them off together', async () => {
    const keys = Array.from({ length: 60 }, (_, index) => `job-${index}`);
    const runs = new Map<string, string[]>();
    // Each instance's jobs wait until the other has begun one: both claim while the other
    // holds leases, so the claims really compete.
    const began = { a: aLatch(), b: aLatch() };
    const instance = (name: 'a' | 'b') => ({
      async run(job: Job) {
        runs.set(job.key, [...(runs.get(job.key) ?? []), name]);
        began[name].resolve();
        await began[name === 'a' ? 'b' : 'a'].promise;
        return 'done' as const;
      },
    });
    aWorker(instance('a'), db(), true);
    aWorker(instance('b'), await anotherConnection(), true);
    // Queued while both are looking, from both sides, each key twice.
    await enqueueJobs(db(), 'digest', keys);
    await enqueueJobs(db(), 'digest', keys);
    await waitUntil(async () => {
      const left = await db()
        .selectFrom('jobs')
        .select('key')
        .where('kind', '=', 'digest')
        .where('done_at', 'is', null)
        .execute();
      return left.length === 0;
    });
    expect([...runs.keys()].sort()).toEqual([...keys].sort());
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
    expect(new Set([...runs.values()].flat())).toEqual(new Set(['a', 'b']));
  });
});
