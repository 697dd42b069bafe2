import { describe, expect, it } from 'vitest';
import { digestDueDay, mondayOf, reportedWeek, weeklyReportDueWeek } from './schedule-clock';

const saoPaulo = 'America/Sao_Paulo';

describe('digestDueDay', () => {
  it('is due from the configured hour to the close of business on a business day', () => {
    // Thursday 26 November 2026; São Paulo is UTC−3 (no summer time since 2019).
    expect(digestDueDay(new Date('2026-11-26T10:59:59Z'), saoPaulo, 8)).toBeUndefined();
    expect(digestDueDay(new Date('2026-11-26T11:00:00Z'), saoPaulo, 8)).toBe('2026-11-26');
    expect(digestDueDay(new Date('2026-11-26T20:59:59Z'), saoPaulo, 8)).toBe('2026-11-26');
    expect(digestDueDay(new Date('2026-11-26T21:00:00Z'), saoPaulo, 8)).toBeUndefined();
    expect(digestDueDay(new Date('2026-11-26T13:00:00Z'), saoPaulo, 10)).toBe('2026-11-26');
    expect(digestDueDay(new Date('2026-11-26T12:59:00Z'), saoPaulo, 10)).toBeUndefined();
  });

  it('takes the day in the site time zone, not in UTC', () => {
    // 01:30 UTC on Friday is still Thursday 22:30 in São Paulo: past the close, nothing due.
    expect(digestDueDay(new Date('2026-11-27T01:30:00Z'), saoPaulo, 8)).toBeUndefined();
    // In Tokyo (UTC+9) the same instant is Friday 10:30.
    expect(digestDueDay(new Date('2026-11-27T01:30:00Z'), 'Asia/Tokyo', 8)).toBe('2026-11-27');
  });

  it('is never due on weekends or national holidays', () => {
    expect(digestDueDay(new Date('2026-11-28T12:00:00Z'), saoPaulo, 8)).toBeUndefined(); // Sat
    expect(digestDueDay(new Date('2026-11-29T12:00:00Z'), saoPaulo, 8)).toBeUndefined(); // Sun
    expect(digestDueDay(new Date('2026-11-20T12:00:00Z'), saoPaulo, 8)).toBeUndefined(); // Consciência Negra
    expect(digestDueDay(new Date('2026-12-25T12:00:00Z'), saoPaulo, 8)).toBeUndefined(); // Christmas
    expect(digestDueDay(new Date('2026-04-03T12:00:00Z'), saoPaulo, 8)).toBeUndefined(); // Good Friday
    expect(digestDueDay(new Date('2026-12-24T12:00:00Z'), saoPaulo, 8)).toBe('2026-12-24');
  });

  it('keeps 8:00 on the wall clock across summer time changes', () => {
    // New York: summer time begins on Sunday 8 March 2026 (UTC−5 → UTC−4).
    const newYork = 'America/New_York';
    expect(digestDueDay(new Date('2026-03-06T12:59:00Z'), newYork, 8)).toBeUndefined();
    expect(digestDueDay(new Date('2026-03-06T13:00:00Z'), newYork, 8)).toBe('2026-03-06');
    expect(digestDueDay(new Date('2026-03-09T11:59:00Z'), newYork, 8)).toBeUndefined();
    expect(digestDueDay(new Date('2026-03-09T12:00:00Z'), newYork, 8)).toBe('2026-03-09');
    // Berlin: summer time ends on Sunday 25 October 2026 (UTC+2 → UTC+1).
    expect(digestDueDay(new Date('2026-10-23T06:00:00Z'), 'Europe/Berlin', 8)).toBe('2026-10-23');
    expect(digestDueDay(new Date('2026-10-26T06:59:00Z'), 'Europe/Berlin', 8)).toBeUndefined();
    expect(digestDueDay(new Date('2026-10-26T07:00:00Z'), 'Europe/Berlin', 8)).toBe('2026-10-26');
  });
});

describe('weeklyReportDueWeek', () => {
  it('is due from Monday 8:00 in the site time zone for the rest of that week', () => {
    // Monday 23 November 2026.
    expect(weeklyReportDueWeek(new Date('2026-11-23T10:59:59Z'), saoPaulo)).toBeUndefined();
    expect(weeklyReportDueWeek(new Date('2026-11-23T11:00:00Z'), saoPaulo)).toBe('2026-11-23');
    expect(weeklyReportDueWeek(new Date('2026-11-26T15:00:00Z'), saoPaulo)).toBe('2026-11-23');
    // Sunday 29 November, 23:59 in São Paulo (02:59 UTC on Monday): still that week.
    expect(weeklyReportDueWeek(new Date('2026-11-30T02:59:00Z'), saoPaulo)).toBe('2026-11-23');
    // Monday 30 November 07:59 in São Paulo: the new week's report is not due yet.
    expect(weeklyReportDueWeek(new Date('2026-11-30T10:59:00Z'), saoPaulo)).toBeUndefined();
  });

  it('holds on a Monday holiday and across summer time', () => {
    // Monday 2 November 2026 (Finados) is a holiday: the report goes all the same.
    expect(weeklyReportDueWeek(new Date('2026-11-02T11:00:00Z'), saoPaulo)).toBe('2026-11-02');
    // Monday 9 March 2026 in New York, the first day of summer time: 8:00 is 12:00 UTC.
    expect(weeklyReportDueWeek(new Date('2026-03-09T11:59:00Z'), 'America/New_York')).toBe(
      undefined,
    );
    expect(weeklyReportDueWeek(new Date('2026-03-09T12:00:00Z'), 'America/New_York')).toBe(
      '2026-03-09',
    );
  });
});

describe('the reported week', () => {
  it('is Monday to Sunday before the Monday it is sent on', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(reportedWeek('2026-11-23')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });
});
