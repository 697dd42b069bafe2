import { describe, expect, it } from 'vitest';
import { allowedDay, isAllowedDay, isAllowedInstant } from './calendar-days';

describe('the days a request may name (decision 300)', () => {
  it('takes real days from 2000 to 2099, nothing at the far edges of the calendar', () => {
    for (const day of ['2000-01-01', '2026-02-28', '2028-02-29', '2099-12-31']) {
      expect(isAllowedDay(day)).toBe(true);
    }
    const refused = [
      '9999-12-31',
      '0000-01-01',
      '0001-01-01',
      '1999-12-31',
      '2100-01-01',
      '2026-02-30',
      '2026-13-01',
      '+010000-01-01',
      '2026-1-1',
    ];
    for (const day of refused) {
      expect(isAllowedDay(day), day).toBe(false);
      expect(allowedDay.safeParse(day).success, day).toBe(false);
    }
  });

  it('takes instants on those days only', () => {
    expect(isAllowedInstant(new Date('2099-12-31T23:59:59.999Z'))).toBe(true);
    expect(isAllowedInstant(new Date('2100-01-01T00:00:00Z'))).toBe(false);
    expect(isAllowedInstant(new Date('0000-01-01T00:00:00Z'))).toBe(false);
    expect(isAllowedInstant(new Date('nonsense'))).toBe(false);
  });
});
