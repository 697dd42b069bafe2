/**
 * Group commit for leads. A lead that arrives while a batch is being committed waits for
 * the next one, which stores every lead waiting by then together. Nothing changes for a
 * single visitor (an idle batcher commits at once), and each lead is still answered only
 * after the transaction holding it has committed; under load one commit, and one flush of
 * the write-ahead log, serves many leads instead of one.
 *
 * Batches start from setImmediate, after the event loop has read every request that has
 * arrived: PGlite runs its queries synchronously, so requests that came in during a commit
 * are only parsed once it is over, and starting the next batch straight from the commit's
 * promise would always find the queue empty.
 */

import { isDatabaseUnavailable } from '@server/db/unavailable';
import type { LeadToStore, StoreLeadResult } from './leads-repository';

/** Stores a batch of leads atomically and answers each one's outcome (storeLeads). */
export type StoreBatch = (batch: LeadToStore[]) => Promise<StoreLeadResult[]>;

export interface LeadBatcherOptions {
  /** Batches committing at once: the embedded database has one connection, a pool more. */
  concurrentBatches: number;
  /** Most leads in one batch. */
  maxBatchSize?: number;
}

interface Waiting extends LeadToStore {
  resolve: (result: StoreLeadResult) => void;
  reject: (error: unknown) => void;
}

export class LeadBatcher {
  private waiting: Waiting[] = [];
  private running = 0;
  private scheduled = false;
  private readonly maxBatchSize: number;

  constructor(
    private readonly storeBatch: StoreBatch,
    private readonly options: LeadBatcherOptions,
  ) {
    this.maxBatchSize = options.maxBatchSize ?? 200;
  }

  store(item: LeadToStore): Promise<StoreLeadResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...item, resolve, reject });
      this.scheduleBatches();
    });
  }

  private scheduleBatches() {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.startBatches();
    });
  }

  private startBatches() {
    while (this.running < this.options.concurrentBatches && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatchSize);
      this.running += 1;
      this.commit(batch).finally(() => {
        this.running -= 1;
        if (this.waiting.length > 0) this.scheduleBatches();
      });
    }
  }

  private async commit(batch: Waiting[]) {
    try {
      const results = await this.storeBatch(batch);
      batch.forEach((item, index) => {
        const result = results[index];
        if (result) item.resolve(result);
        else item.reject(new Error('no result for a lead of the batch'));
      });
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
        for (const item of batch) item.reject(error);
        return;
      }
      // Something in one lead broke the whole batch: store them one by one, so only that
      // lead fails and every other one is still stored.
      await Promise.all(
        batch.map((item) =>
          this.storeBatch([item]).then(([result]) => {
            if (result) item.resolve(result);
            else item.reject(new Error('no result for the lead'));
          }, item.reject),
        ),
      );
    }
  }
}
