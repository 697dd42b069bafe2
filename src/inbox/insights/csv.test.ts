import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('an insights table as CSV', () => {
  it('quotes every cell, with a byte order mark and CRLF; English: commas and decimal points', () => {
    expect(toCsv(['source', 'visits', 'rate'], [['google, "organic"', 12, 0.25]], 'en')).toBe(
      '\uFEFF"source","visits","rate"\r\n"google, ""organic""","12","0.25"\r\n',
    );
  });

  it('Portuguese: semicolons and decimal commas; an empty value is an empty cell', () => {
    expect(
      toCsv(
        ['origem', 'taxa'],
        [
          ['(direct)', 0.125],
          ['x', null],
        ],
        'pt',
      ),
    ).toBe('\uFEFF"origem";"taxa"\r\n"(direct)";"0,125"\r\n"x";""\r\n');
  });

  it('defuses a formula at the start of a cell, after a separator or after a line break', () => {
    const csv = toCsv(['source'], [['=HYPERLINK("x")'], ['a;@SUM(1)'], ['a\n+cmd'], ['-1']], 'en');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"a;'@SUM(1)"`);
    expect(csv).toContain(`"a\n'+cmd"`);
    expect(csv).toContain(`"'-1"`);
  });
});
