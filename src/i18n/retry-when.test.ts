import { describe, expect, it } from 'vitest';
import { retryWhen } from './retry-when';

describe('retryWhen: when to try again, from Retry-After', () => {
  it('says the seconds in each language', () => {
    expect(retryWhen(52, 'pt')).toBe('em 52 segundos');
    expect(retryWhen(52, 'en')).toBe('in 52 seconds');
  });

  it('rounds up to minutes and hours, never promising too early', () => {
    expect(retryWhen(61, 'en')).toBe('in 2 minutes');
    expect(retryWhen(60, 'pt')).toBe('em 1 minuto');
    expect(retryWhen(3601, 'en')).toBe('in 2 hours');
    expect(retryWhen(0.2, 'en')).toBe('in 1 second');
  });
});
