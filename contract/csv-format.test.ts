import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvCell, csvDialectFor, csvText, defusedText, programCsvDialect } from './csv-format';
import { csvValues, parseCsv } from './test-support/parse-csv';

/**
 * Every CSV read back as a spreadsheet in the reader's language would read it (decision 363):
 * Portuguese `;` and decimal commas, English `,` and decimal points, numbers parsing back to
 * the same value, moments on the team's clock, text intact but for defused formulas.
 */
const saoPaulo = 'America/Sao_Paulo';
const readers = [
  { language: 'pt', separator: ';', decimal: ',' },
  { language: 'en', separator: ',', decimal: '.' },
] as const;

/** A number cell as Excel in the language reads it. */
const numberOf = (cell: string, decimal: ',' | '.') =>
  Number(decimal === ',' ? cell.replace(',', '.') : cell);

describe.each(readers)('a CSV for a reader of $language', ({ language, separator, decimal }) => {
  const dialect = csvDialectFor(language, saoPaulo);

  it('starts with a byte order mark, every cell quoted, rows ended by CRLF', () => {
    const text = csvText(
      [
        ['a', 1.5],
        ['b', null],
      ],
      dialect,
      true,
    );
    expect(text).toBe(`\uFEFF"a"${separator}"1${decimal}5"\r\n"b"${separator}""\r\n`);
  });

  it('writes every number so that it reads back as the same value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { minLength: 1 }),
        (numbers) => {
          const [row] = csvValues(csvText([numbers], dialect), separator);
          expect(row).toHaveLength(numbers.length);
          row?.forEach((cell, index) => {
            // The other language's decimal mark, or a thousands group, never appears.
            expect(cell).not.toContain(decimal === ',' ? '.' : ',');
            expect(numberOf(cell, decimal)).toBe(numbers[index] === 0 ? 0 : numbers[index]);
          });
        },
      ),
    );
  });

  it('keeps any text in its own cell, only defused, whatever separators it holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 4,
        }),
        (records) => {
          const rows = parseCsv(csvText(records, dialect), separator);
          expect(rows.map((row) => row.map((cell) => cell.value))).toEqual(
            records.map((record) => record.map(defusedText)),
          );
          for (const cell of rows.flat()) expect(cell.quoted).toBe(true);
        },
      ),
    );
  });

  it('writes a moment on the team’s clock, to the second', () => {
    fc.assert(
      fc.property(
        // São Paulo keeps UTC−3 all year since 2019.
        // A stored moment is a valid one: fast-check also draws the invalid Date unless told.
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2040-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (moment) => {
          const [[cell = ''] = []] = csvValues(csvText([[moment]], dialect), separator);
          const parts =
            language === 'pt'
              ? cell.match(/^(\d\d)\/(\d\d)\/(\d{4}) (\d\d:\d\d:\d\d)$/)
              : cell.match(/^(\d{4})-(\d\d)-(\d\d) (\d\d:\d\d:\d\d)$/);
          expect(parts).not.toBeNull();
          const [, a, month, b, time] = parts ?? [];
          const [year, day] = language === 'pt' ? [b, a] : [a, b];
          const readBack = new Date(`${year}-${month}-${day}T${time}-03:00`);
          expect(readBack.getTime()).toBe(Math.floor(moment.getTime() / 1000) * 1000);
        },
      ),
    );
  });

  it('never makes a number or a moment into text, however it starts', () => {
    const cells: CsvCell[] = [-3, -0.5, new Date('2026-12-02T12:00:00Z')];
    const [row] = csvValues(csvText([cells], dialect), separator);
    expect(row?.slice(0, 2)).toEqual(language === 'pt' ? ['-3', '-0,5'] : ['-3', '-0.5']);
    expect(row?.[2]).toBe(language === 'pt' ? '02/12/2026 09:00:00' : '2026-12-02 09:00:00');
  });
});

describe('a day in a CSV', () => {
  it('is written as the language writes it, never shifted', () => {
    expect(csvDialectFor('pt', saoPaulo).day('2026-01-31')).toBe('31/01/2026');
    expect(csvDialectFor('en', saoPaulo).day('2026-01-31')).toBe('2026-01-31');
  });
});

describe('a CSV for a program', () => {
  it('writes moments in ISO 8601 and numbers with decimal points, `,` unless told', () => {
    const moment = new Date('2026-12-02T12:00:00.123Z');
    expect(csvText([[moment, 2.5]], programCsvDialect())).toBe(
      '"2026-12-02T12:00:00.123Z","2.5"\r\n',
    );
    expect(csvText([[moment, 2.5]], programCsvDialect(';'))).toBe(
      '"2026-12-02T12:00:00.123Z";"2.5"\r\n',
    );
  });
});
