import { describe, expect, it } from 'vitest';
import { emblaDuration, framesToSettle } from './embla-duration';

const msOf = (duration: number) => (framesToSettle(duration) * 1000) / 60;

describe('emblaDuration', () => {
  it.each([500, 2000])('makes a %i ms transition last about that long', (ms) => {
    const duration = emblaDuration(ms);
    expect(msOf(duration)).toBeGreaterThanOrEqual(ms);
    // One step shorter would be too fast: the answer is the closest duration.
    expect(msOf(duration - 1)).toBeLessThan(ms);
    expect(msOf(duration)).toBeLessThan(ms * 1.1);
  });

  it('grows with the time asked for', () => {
    expect(emblaDuration(2000)).toBeGreaterThan(emblaDuration(500));
  });

  it('keeps zero instant, as Embla treats a zero duration', () => {
    expect(emblaDuration(0)).toBe(0);
  });
});
