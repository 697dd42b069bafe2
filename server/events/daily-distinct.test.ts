import { describe, expect, it } from 'vitest';
import { DailyDistinct, type DistinctKind, type DistinctRegister } from './daily-distinct';

/** The database's register, in memory: admits up to `max` values of each kind. */
function registerOf(max: number): DistinctRegister {
  const admitted = new Map<DistinctKind, Set<string>>();
  return {
    load: async () => ({ path: [], source: [], medium: [], campaign: [] }),
    async admit(_day, kind, value) {
      const values = admitted.get(kind) ?? new Set<string>();
      admitted.set(kind, values);
      if (values.has(value)) return true;
      if (values.size >= max) return false;
      values.add(value);
      return true;
    },
  };
}

const event = (path: string) => ({ path, source: 'x', medium: '', campaign: '' });

describe('DailyDistinct', () => {
  it('counts new paths past the cap as "(other)", but never the contact page', async () => {
    // Two paths and the one source "x" fit.
    const distinct = new DailyDistinct(registerOf(2));
    const day = '2026-11-26';
    expect((await distinct.cap(day, event('/a'))).path).toBe('/a');
    expect((await distinct.cap(day, event('/b'))).path).toBe('/b');
    expect((await distinct.cap(day, event('/c'))).path).toBe('(other)');
    expect((await distinct.cap(day, event('/a'))).path).toBe('/a');
    // The funnel's second step keeps its name whatever filled the day's cap (decision 255).
    expect((await distinct.cap(day, event('/contact'))).path).toBe('/contact');
    expect((await distinct.cap(day, event('/en/contact'))).path).toBe('/en/contact');
  });
});
