/**
 * The chart's count axes: uPlot takes the first step of `incrs`, in their order, whose ticks
 * have room, so the steps must grow, or an axis skips to a step larger than its range and
 * shows "0" alone.
 */
import { describe, expect, it } from 'vitest';
import { wholeIncrements } from './InsightsChart';

describe('the insights chart count axes', () => {
  it('step 1, 2, 5, 10, 20, 50… in growing order, whole numbers only', () => {
    expect(wholeIncrements.slice(0, 7)).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(wholeIncrements).toEqual([...wholeIncrements].sort((a, b) => a - b));
    expect(wholeIncrements.every(Number.isInteger)).toBe(true);
  });

  it('reach past a year of visits on a busy site', () => {
    expect(Math.max(...wholeIncrements)).toBeGreaterThanOrEqual(1_000_000_000);
  });
});
