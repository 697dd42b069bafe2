import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups thousands with a dot in Portuguese and a comma in English', () => {
    expect(formatNumber(331_776, 'pt')).toBe('331.776');
    expect(formatNumber(331_776, 'en')).toBe('331,776');
    expect(formatNumber(92_897, 'pt')).toBe('92.897');
    expect(formatNumber(92_897, 'en')).toBe('92,897');
  });

  it('leaves small numbers alone', () => {
    expect(formatNumber(115, 'pt')).toBe('115');
    expect(formatNumber(2, 'en')).toBe('2');
  });
});
