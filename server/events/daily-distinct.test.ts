import { describe, expect, it } from 'vitest';
import { DailyDistinct, type DistinctRegister, type RegisteredKind } from './daily-distinct';

/** The database's register, in memory: admits up to `max` values of each kind. */
function registerOf(max: number): DistinctRegister {
  const admitted = new Map<RegisteredKind, Set<string>>();
  return {
    load: async () => ({ path: [], source: [], medium: [], campaign: [], combination: [] }),
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

const event = (path: string) => ({ path, language: 'pt', source: 'x', medium: '', campaign: '' });

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

describe('DailyDistinct’s cap of combinations', () => {
  it('counts a new combination past the cap with its values as "(other)", but the contact page by name', async () => {
    // Up to 2 values of each kind and 2 combinations: "/a x" and "/b x" fill the combinations.
    const distinct = new DailyDistinct(registerOf(2));
    const day = '2026-12-01';
    const other = { ...event('/a'), source: 'y' };
    expect(await distinct.cap(day, event('/a'))).toMatchObject({ path: '/a', source: 'x' });
    expect(await distinct.cap(day, event('/b'))).toMatchObject({ path: '/b', source: 'x' });
    expect(await distinct.cap(day, other)).toMatchObject({ path: '(other)', source: '(other)' });
    expect(await distinct.cap(day, event('/a'))).toMatchObject({ path: '/a', source: 'x' });
    expect(await distinct.cap(day, event('/contact'))).toMatchObject({
      path: '/contact',
      source: '(other)',
    });
  });
});
