import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatRate, formatShortDay } from './format';

describe('the insights’ days and numbers', () => {
  it('shows a site day as written, whatever the browser’s time zone', () => {
    // Formatted in UTC: the browser running the test may be anywhere.
    expect(formatDay('2026-03-01', 'pt')).toBe('01/03/2026');
    expect(formatDay('2026-03-01', 'en')).toBe('1 Mar 2026');
    expect(formatShortDay('2026-12-31', 'pt')).toBe('31/12');
    expect(formatShortDay('2026-12-31', 'en')).toBe('31 Dec');
  });

  it('formats counts and conversion rates in each language', () => {
    expect(formatCount(12345, 'pt')).toBe('12.345');
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatRate(0.0312, 'pt')).toMatch(/^3,1\s?%$/);
    expect(formatRate(0.0312, 'en')).toBe('3.1%');
    expect(formatRate(0, 'en')).toBe('0%');
    expect(formatRate(null, 'pt')).toBe('—');
  });
});
