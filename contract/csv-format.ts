/**
 * How every CSV is written (decision 363), for the person who reads it or for a program: the
 * inbox's lead export and the insights' tables in the reader's language, the admin API and the
 * CLI for programs. One writer, csv-stringify (its browser build, so the insights' tables are
 * written by the same code in the browser): RFC 4180, CRLF, every cell quoted, a UTF-8 byte
 * order mark so spreadsheet programs show accents right.
 *
 * - Portuguese: `;` between cells and decimal commas, what Excel set to Portuguese (Brazil)
 *   splits and reads as numbers; moments as 31/12/2026 14:30:05, days as 31/12/2026.
 * - English: `,` and decimal points; moments as 2026-12-31 14:30:05, days as 2026-12-31 (the
 *   one order no English-speaking spreadsheet reads the wrong way round).
 * - Moments in the team's time zone (SITE_TIME_ZONE), as the inbox and its e-mails show them.
 * - For programs: `,` (or `;` when asked), decimal points, moments in ISO 8601 UTC.
 *
 * The text a visitor typed must never execute on a salesperson's computer: a formula character
 * (=, +, -, @, tab, CR) that starts a text cell, or follows a `,`, a `;` or a line break inside
 * it (in case a program splits it anyway), gets an apostrophe before it, which makes
 * spreadsheets show the rest as text (decision 062). That neutralising is ours: no CSV library
 * does it. Numbers and moments are ours, written in the dialect, never neutralised: -3 stays a
 * number.
 */
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { Language } from './languages';

export type CsvSeparator = ',' | ';';

/** A cell before it is written: text, a number, a moment, or nothing (an empty cell). */
export type CsvCell = string | number | Date | null;

/** How one kind of reader's spreadsheet reads a file. */
export interface CsvDialect {
  /** The reader's language (headers in it), or null for a program (headers as the JSON's keys). */
  readonly language: Language | null;
  readonly separator: CsvSeparator;
  readonly decimalSeparator: '.' | ',';
  /** A moment. */
  instant(value: Date): string;
  /** A calendar day, YYYY-MM-DD as stored (already the site's day: never shifted). */
  day(value: string): string;
  /** How the moments' column says where its clock is, e.g. ` (America/Sao_Paulo)`. */
  readonly clockNote: string;
}

/** The parts of a moment as the clocks of `timeZone` show it. */
function clockParts(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (value: Date) => {
    const parts = Object.fromEntries(
      format.formatToParts(value).map((part) => [part.type, part.value]),
    );
    return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
  };
}

const dayParts = (value: string) => {
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month, day };
};

/** The file a person reading `language` opens in their spreadsheet. */
export function csvDialectFor(language: Language, timeZone: string): CsvDialect {
  const partsOf = clockParts(timeZone);
  const clockNote = ` (${timeZone})`;
  if (language === 'pt') {
    return {
      language,
      separator: ';',
      decimalSeparator: ',',
      clockNote,
      instant: (value) => {
        const p = partsOf(value);
        return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
      },
      day: (value) => {
        const p = dayParts(value);
        return `${p.day}/${p.month}/${p.year}`;
      },
    };
  }
  return {
    language,
    separator: ',',
    decimalSeparator: '.',
    clockNote,
    instant: (value) => {
      const p = partsOf(value);
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
    },
    day: (value) => value,
  };
}

/** The file a program reads (the admin API, the CLI): ISO 8601 moments in UTC. */
export function programCsvDialect(separator: CsvSeparator = ','): CsvDialect {
  return {
    language: null,
    separator,
    decimalSeparator: '.',
    clockNote: '',
    instant: (value) => value.toISOString(),
    day: (value) => value,
  };
}

/**
 * A formula character at the start of the cell, after a separator or after a line break (and
 * spaces): a program that takes a line break inside a cell for the end of a row would start
 * a cell there.
 */
const formulaStart = /(^|[,;\r\n])( *)(?=[=+\-@\t\r])/g;

/** Text as a spreadsheet may safely read it: text, never a formula. */
export function defusedText(value: string): string {
  return value.replace(formulaStart, "$1$2'");
}

/** A number in the dialect: every digit kept (it parses back to the same value), no grouping. */
export function csvNumber(value: number, dialect: CsvDialect): string {
  const text = Object.is(value, -0) ? '0' : String(value);
  return dialect.decimalSeparator === '.' ? text : text.replace('.', dialect.decimalSeparator);
}

function cellText(cell: CsvCell, dialect: CsvDialect): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return csvNumber(cell, dialect);
  if (cell instanceof Date) return dialect.instant(cell);
  return defusedText(cell);
}

/** Records as CSV text; `bom` for a file's first chunk. */
export function csvText(
  records: readonly (readonly CsvCell[])[],
  dialect: CsvDialect,
  bom = false,
): string {
  return stringify(
    records.map((record) => record.map((cell) => cellText(cell, dialect))),
    {
      bom,
      delimiter: dialect.separator,
      quoted: true,
      quoted_empty: true,
      record_delimiter: 'windows',
    },
  );
}
