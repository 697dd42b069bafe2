import { describe, expect, it } from 'vitest';
import { brazilianNationalHolidays, easterSunday } from './brazilian-holidays';
import {
  businessHoursAfter,
  businessHoursBefore,
  instantAt,
  isBusinessDay,
} from './business-hours';

const zone = 'America/Sao_Paulo';
/** São Paulo's clock (UTC−3 since 2019) as an instant. */
const sp = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);

describe('Brazilian national holidays', () => {
  it('puts Easter on its known Sundays', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('lists the national holidays of a year, Good Friday and Consciência Negra included', () => {
    expect(brazilianNationalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ]);
    // A national holiday only from 2024 (Lei 14.759/2023).
    expect(brazilianNationalHolidays(2023)).not.toContain('2023-11-20');
  });

  it('takes weekends and holidays off, and Carnival as a working day', () => {
    expect(isBusinessDay('2026-11-20')).toBe(false);
    expect(isBusinessDay('2026-11-21')).toBe(false);
    expect(isBusinessDay('2026-11-23')).toBe(true);
    expect(isBusinessDay('2026-02-17')).toBe(true);
  });
});

describe('business hours before now', () => {
  it('reads the site’s clock', () => {
    expect(instantAt('2026-11-23', 9, zone)).toEqual(sp('2026-11-23', '09:00'));
    expect(instantAt('2026-11-23', 9, 'UTC')).toEqual(new Date('2026-11-23T09:00:00Z'));
  });

  it('counts back within one working day', () => {
    expect(businessHoursBefore(sp('2026-11-24', '15:30'), 4, zone)).toEqual(
      sp('2026-11-24', '11:30'),
    );
  });

  it('carries over the night into the day before', () => {
    // 10:00 Tuesday: one hour that morning, three from Monday's end.
    expect(businessHoursBefore(sp('2026-11-24', '10:00'), 4, zone)).toEqual(
      sp('2026-11-23', '15:00'),
    );
    // Before opening, the clock stands still since the evening before.
    expect(businessHoursBefore(sp('2026-11-24', '07:00'), 4, zone)).toEqual(
      sp('2026-11-23', '14:00'),
    );
  });

  it('skips the weekend and a holiday', () => {
    // Monday 23 Nov 2026, 10:00: Friday 20th is Consciência Negra, so Thursday 19th counts.
    expect(businessHoursBefore(sp('2026-11-23', '10:00'), 4, zone)).toEqual(
      sp('2026-11-19', '15:00'),
    );
    // Saturday evening: everything since Thursday's 18:00 is closed time.
    expect(businessHoursBefore(sp('2026-11-21', '20:00'), 2, zone)).toEqual(
      sp('2026-11-19', '16:00'),
    );
  });

  it('spans several days for a long setting', () => {
    // 18 hours = two full days.
    expect(businessHoursBefore(sp('2026-11-26', '18:00'), 18, zone)).toEqual(
      sp('2026-11-25', '09:00'),
    );
  });
});

describe('business hours after a lead arrived', () => {
  it('is due within the day, the next working day, or after a weekend and a holiday', () => {
    expect(businessHoursAfter(sp('2026-11-24', '10:15'), 4, zone)).toEqual(
      sp('2026-11-24', '14:15'),
    );
    expect(businessHoursAfter(sp('2026-11-24', '16:00'), 4, zone)).toEqual(
      sp('2026-11-25', '11:00'),
    );
    // Received Thursday night: Friday 20th is a holiday, the clock runs from Monday 9:00.
    expect(businessHoursAfter(sp('2026-11-19', '22:00'), 4, zone)).toEqual(
      sp('2026-11-23', '13:00'),
    );
  });

  it('agrees with the count back, so the list’s view and its mark say the same', () => {
    const received = sp('2026-11-24', '10:15');
    expect(businessHoursBefore(businessHoursAfter(received, 4, zone), 4, zone)).toEqual(received);
    // Received after hours: the clock starts at the next opening, which is also where the
    // count back stops, so a lead of the night before is overdue at the very same moment.
    const night = sp('2026-11-19', '22:00');
    const cutoff = businessHoursBefore(businessHoursAfter(night, 4, zone), 4, zone);
    expect(cutoff).toEqual(sp('2026-11-23', '09:00'));
    expect(night.getTime()).toBeLessThan(cutoff.getTime());
  });
});
