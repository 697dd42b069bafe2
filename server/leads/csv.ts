/**
 * The sales team's CSV export (RFC 4180: CRLF, every field quoted), written by csv-stringify.
 * It starts with a UTF-8 byte order mark so spreadsheet programs show accents right, and comes
 * comma-separated or, for Excel set to Portuguese (Brazil), semicolon-separated. The text a
 * visitor typed must never execute on a salesperson's computer: every cell is quoted (a
 * separator inside it can never split it), and a formula character (=, +, -, @, tab, CR) that
 * starts the cell, or follows a `,`, a `;` or a line break inside it (in case a program splits
 * it anyway), gets an apostrophe before it, which makes spreadsheets show the rest as text.
 * That neutralising is ours: no CSV library does it.
 */
import { leadFieldPath, leadFields } from '@contract/lead-fields';
import { stringify } from 'csv-stringify/sync';
import { type Lead, leadValue } from './lead';

/**
 * A formula character at the start of the cell, after a separator or after a line break (and
 * spaces): a program that takes a line break inside a cell for the end of a row would start
 * a cell there.
 */
const formulaStart = /(^|[,;\r\n])( *)(?=[=+\-@\t\r])/g;

export type CsvSeparator = ',' | ';';

/** A value as a spreadsheet may safely read it: text, never a formula. */
function defusedCell(value: string | null): string {
  return (value ?? '').replace(formulaStart, "$1$2'");
}

/** The columns: the lead's fields marked for the CSV, headed by their JSON path. */
const csvFields = leadFields.filter((field) => field.csv);

/** Columns after the lead's fields (the inbox's export adds the team's work on each lead). */
export interface ExtraColumns<Row> {
  headers: readonly string[];
  cells(row: Row): (string | null)[];
}

function csvRecord<Row extends Lead>(lead: Row, extra?: ExtraColumns<Row>): string[] {
  const cells = csvFields.map((field) => {
    const value = leadValue(lead, field);
    return value instanceof Date ? value.toISOString() : value;
  });
  if (extra) cells.push(...extra.cells(lead));
  return cells.map(defusedCell);
}

function csvText(records: string[][], separator: CsvSeparator, bom = false): string {
  return stringify(records, {
    bom,
    delimiter: separator,
    quoted: true,
    quoted_empty: true,
    record_delimiter: 'windows',
  });
}

/**
 * Rows go out in chunks of at least this many characters: an export of a million leads is a
 * few thousand writes to the stream rather than a million, each with its own buffer, promise
 * and callback (decision 156).
 */
const chunkCharacters = 16 * 1024;

/** At most the characters a record takes in the CSV: each cell is quoted and separated. */
function charactersOf(record: string[]): number {
  return record.reduce((sum, cell) => sum + cell.length + 3, 0);
}

export async function* leadsToCsv<Row extends Lead>(
  leads: AsyncIterable<Row> | Iterable<Row>,
  separator: CsvSeparator = ',',
  extra?: ExtraColumns<Row>,
) {
  const header = [...csvFields.map(leadFieldPath), ...(extra?.headers ?? [])].map(defusedCell);
  let records: string[][] = [header];
  let characters = charactersOf(header);
  let first = true;
  for await (const lead of leads) {
    const record = csvRecord(lead, extra);
    records.push(record);
    characters += charactersOf(record);
    if (characters >= chunkCharacters) {
      yield csvText(records, separator, first);
      records = [];
      characters = 0;
      first = false;
    }
  }
  if (records.length > 0) yield csvText(records, separator, first);
}
