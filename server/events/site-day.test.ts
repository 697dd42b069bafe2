/** The site's day of a moment, which the visit counts ask for on every event. */
import { describe, expect, it } from 'vitest';
import { dayFormatter } from './site-day';

describe('dayFormatter', () => {
  it("answers the day in the site's time zone, to the minute around its midnight", () => {
    const dayOf = dayFormatter('America/Sao_Paulo');
    // Midnight in São Paulo (UTC-3) is 03:00 UTC.
    expect(dayOf(new Date('2026-03-11T02:59:59.999Z'))).toBe('2026-03-10');
    expect(dayOf(new Date('2026-03-11T03:00:00.000Z'))).toBe('2026-03-11');
    expect(dayOf(new Date('2026-03-11T02:59:30.000Z'))).toBe('2026-03-10');
    expect(dayOf(new Date('2026-03-11T03:00:30.000Z'))).toBe('2026-03-11');
  });

  it('answers days asked about out of order, and zones half an hour off UTC', () => {
    const dayOf = dayFormatter('Asia/Kolkata');
    // Midnight in Kolkata (UTC+5:30) is 18:30 UTC.
    expect(dayOf(new Date('2026-03-10T18:30:00Z'))).toBe('2026-03-11');
    expect(dayOf(new Date('2026-03-10T18:29:59Z'))).toBe('2026-03-10');
    expect(dayOf(new Date('2026-03-10T18:30:10Z'))).toBe('2026-03-11');
  });
});
