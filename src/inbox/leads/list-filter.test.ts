import { describe, expect, it } from 'vitest';
import { type FilterValues, filterFromUrl, validateFilter } from './list-filter';

const filter = (query: string): FilterValues => filterFromUrl(new URLSearchParams(query));

describe('validateFilter', () => {
  it('accepts an empty filter and a full valid one', () => {
    expect(validateFilter(filter(''))).toEqual({});
    expect(
      validateFilter(
        filter('q=ana&status=new&from=2025-01-01&to=2025-01-31&language=pt&source=x&campaign=y'),
      ),
    ).toEqual({});
    expect(validateFilter(filter('from=2025-01-31&to=2025-01-31'))).toEqual({});
  });

  it('names an end date before the start date on the end field', () => {
    expect(validateFilter(filter('from=2025-02-01&to=2025-01-31'))).toEqual({
      to: 'toBeforeFrom',
    });
  });

  it('names a reversed range beside another bad filter', () => {
    expect(validateFilter(filter('from=2025-02-01&to=2025-01-31&language=fr'))).toEqual({
      to: 'toBeforeFrom',
      language: 'notAnOption',
    });
  });

  it('names each bad value of a hand-edited URL on its own field', () => {
    expect(
      validateFilter(
        filter(`from=yesterday&to=2025-13-01&status=open&language=fr&q=${'a'.repeat(201)}`),
      ),
    ).toEqual({
      from: 'invalidDate',
      to: 'invalidDate',
      status: 'notAnOption',
      language: 'notAnOption',
      q: 'tooLong',
    });
  });
});
