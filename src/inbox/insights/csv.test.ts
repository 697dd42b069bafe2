import { csvValues } from '@contract/test-support/parse-csv';
import fc from 'fast-check';
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

  it.each([
    ['pt', ';', ','],
    ['en', ',', '.'],
  ] as const)(
    'in %s, every rate and count reads back as the same value',
    (language, separator, decimal) => {
      fc.assert(
        fc.property(
          fc.array(
            fc.tuple(
              fc.string(),
              fc.nat(),
              fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
            ),
            { maxLength: 20 },
          ),
          (rows) => {
            const [header, ...read] = csvValues(toCsv(['a', 'b', 'c'], rows, language), separator);
            expect(header).toEqual(['a', 'b', 'c']);
            expect(read).toHaveLength(rows.length);
            read.forEach(([, count, rate], index) => {
              const [, visits, conversion] = rows[index] ?? [];
              expect(Number(count)).toBe(visits);
              if (conversion === null) expect(rate).toBe('');
              else {
                expect(rate).not.toContain(decimal === ',' ? '.' : ',');
                expect(Number(rate?.replace(',', '.'))).toBe(conversion === 0 ? 0 : conversion);
              }
            });
          },
        ),
      );
    },
  );

  it('defuses a formula at the start of a text cell, after a separator or after a line break', () => {
    const csv = toCsv(['source'], [['=HYPERLINK("x")'], ['a;@SUM(1)'], ['a\n+cmd'], ['-1']], 'en');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"a;'@SUM(1)"`);
    expect(csv).toContain(`"a\n'+cmd"`);
    expect(csv).toContain(`"'-1"`);
    // A number is ours: never defused.
    expect(toCsv(['change'], [[-1]], 'en')).toContain('"-1"');
  });
});
