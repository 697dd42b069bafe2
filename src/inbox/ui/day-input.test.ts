import { describe, expect, it } from 'vitest';
import { parseTypedDay, typedDayOf } from './day-input';

describe('days as typed', () => {
  it('reads day, month and year in that order, and the API’s own form', () => {
    expect(parseTypedDay('25/12/2026')).toBe('2026-12-25');
    expect(parseTypedDay(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseTypedDay('05.03.2026')).toBe('2026-03-05');
    expect(parseTypedDay('2026-03-05')).toBe('2026-03-05');
  });

  it('refuses what is not a calendar day', () => {
    expect(parseTypedDay('31/02/2026')).toBeNull();
    expect(parseTypedDay('12/25/2026')).toBeNull();
    expect(parseTypedDay('2026-02-30')).toBeNull();
    expect(parseTypedDay('amanhã')).toBeNull();
    expect(parseTypedDay('25/12')).toBeNull();
  });

  it('shows the API’s day as dd/mm/yyyy and a half-typed one as it is', () => {
    expect(typedDayOf('2026-12-25')).toBe('25/12/2026');
    expect(typedDayOf('25/1')).toBe('25/1');
  });
});
