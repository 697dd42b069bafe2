import { describe, expect, it } from 'vitest';
import { firstRetryDelayMs, retryDelayMs } from './backoff';

describe('retry backoff', () => {
  it('doubles with each failure', () => {
    const highest = (attempt: number) => retryDelayMs(attempt, 10 ** 9, () => 1);
    expect([1, 2, 3, 4].map(highest)).toEqual([1, 2, 4, 8].map((n) => n * firstRetryDelayMs));
  });

  it('never waits longer than the cap, however many failures', () => {
    for (const attempt of [1, 5, 10, 40, 1000]) {
      expect(retryDelayMs(attempt, 300, () => 1)).toBeLessThanOrEqual(300);
    }
    expect(retryDelayMs(1000, 900_000, () => 1)).toBe(900_000);
  });

  it('spreads retries between half and all of the delay', () => {
    expect(retryDelayMs(3, 10 ** 9, () => 0)).toBe(2 * firstRetryDelayMs);
    expect(retryDelayMs(3, 10 ** 9, () => 0.5)).toBe(3 * firstRetryDelayMs);
  });
});
