import { describe, expect, it } from 'vitest';
import { DailyDistinct } from './daily-distinct';

const none = async () => ({ path: [], source: [], medium: [], campaign: [] });
const event = (path: string) => ({ path, source: 'x', medium: '', campaign: '' });

describe('DailyDistinct', () => {
  it('counts new paths past the cap as "(other)", but never the contact page', async () => {
    const distinct = new DailyDistinct(2, none);
    const day = '2026-11-26';
    expect((await distinct.cap(day, event('/a'))).path).toBe('/a');
    expect((await distinct.cap(day, event('/b'))).path).toBe('/b');
    expect((await distinct.cap(day, event('/c'))).path).toBe('(other)');
    // The funnel's second step keeps its name whatever filled the day's cap (decision 255).
    expect((await distinct.cap(day, event('/contact'))).path).toBe('/contact');
    expect((await distinct.cap(day, event('/en/contact'))).path).toBe('/en/contact');
  });
});
