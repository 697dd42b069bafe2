/**
 * Group commit for visit events, as for leads (server/leads/lead-batcher.ts, decision 005): the
 * events that arrive while a batch commits are counted together in the next one, in one
 * statement, and each is answered only after the commit that counted it. One batch at a time
 * per process: every batch increments the same few rows of the day, so batches running side
 * by side would only wait for each other's row locks.
 */
import type { CountedEvent } from '@server/db/visit-counts-repository';

/** Counts a batch of one day's events in one transaction. */
type CountBatch = (day: string, events: CountedEvent[], now: Date) => Promise<void>;

interface Waiting {
  day: string;
  event: CountedEvent;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** SQLSTATE of a deadlock: several instances' batches met on the same rows; run it again. */
const deadlockDetected = '40P01';
const attempts = 3;

/** Turns of the event loop a batch waits for events still arriving (see schedule). */
const gatherTurns = 8;

export class EventBatcher {
  private waiting: Waiting[] = [];
  private running = false;
  private scheduled = false;

  constructor(
    private readonly countBatch: CountBatch,
    private readonly maxBatchSize = 1000,
  ) {}

  count(day: string, event: CountedEvent): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ day, event, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Commits from setImmediate, after the event loop has read every request that has arrived,
   * and waits one more turn of the loop for as long as the last one brought new events (at most
   * `gatherTurns`): under load the visitors' requests come in a few microseconds apart, and a
   * batch's cost is mostly the same whatever its size (the rows of the day it adds to), so
   * fewer, larger batches count more events per second. A lone event waits no extra turn.
   */
  private schedule() {
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    let turns = 0;
    let gathered = this.waiting.length;
    const next = () => {
      if (turns < gatherTurns && this.waiting.length > gathered) {
        turns += 1;
        gathered = this.waiting.length;
        setImmediate(next);
        return;
      }
      this.scheduled = false;
      void this.commitNext();
    };
    setImmediate(next);
  }

  private async commitNext() {
    if (this.running || this.waiting.length === 0) return;
    this.running = true;
    const batch = this.waiting.splice(0, this.maxBatchSize);
    try {
      await this.commit(batch);
    } finally {
      this.running = false;
      if (this.waiting.length > 0) this.schedule();
    }
  }

  private async commit(batch: Waiting[]) {
    const byDay = new Map<string, Waiting[]>();
    for (const item of batch) {
      const sameDay = byDay.get(item.day);
      if (sameDay) sameDay.push(item);
      else byDay.set(item.day, [item]);
    }
    for (const [day, items] of byDay) {
      try {
        const now = new Date();
        const events = items.map((item) => item.event);
        await this.withRetry(() => this.countBatch(day, events, now));
        for (const item of items) item.resolve();
      } catch (error) {
        for (const item of items) item.reject(error);
      }
    }
  }

  private async withRetry(work: () => Promise<void>) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code !== deadlockDetected || attempt >= attempts) throw error;
      }
    }
  }
}
