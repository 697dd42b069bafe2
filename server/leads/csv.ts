/**
 * The sales team's CSV export (RFC 4180: CRLF, every field quoted). It starts with a UTF-8
 * byte order mark so spreadsheet programs show accents right, and comes comma-separated or,
 * for Excel set to Portuguese (Brazil), semicolon-separated. The text a visitor typed must
 * never execute on a salesperson's computer: every cell is quoted (a separator inside it can
 * never split it), and a formula character (=, +, -, @, tab, CR) that starts the cell, or
 * follows a `,` or `;` inside it (in case a program splits it anyway), gets an apostrophe
 * before it, which makes spreadsheets show the rest as text.
 */
import { leadFieldPath, leadFields } from '@contract/lead-fields';
import { type Lead, leadValue } from './lead';

/** A formula character at the start of the cell or after a separator (and spaces). */
const formulaStart = /(^|[,;])( *)(?=[=+\-@\t\r])/g;

export type CsvSeparator = ',' | ';';

export function csvCell(value: string | null): string {
  const safe = (value ?? '').replace(formulaStart, "$1$2'");
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The columns: the lead's fields marked for the CSV, headed by their JSON path. */
const csvFields = leadFields.filter((field) => field.csv);

/** Columns after the lead's fields (the inbox's export adds the team's work on each lead). */
export interface ExtraColumns<Row> {
  headers: readonly string[];
  cells(row: Row): (string | null)[];
}

function csvRow<Row extends Lead>(lead: Row, separator: CsvSeparator, extra?: ExtraColumns<Row>) {
  const cells = csvFields.map((field) => {
    const value = leadValue(lead, field);
    return csvCell(value instanceof Date ? value.toISOString() : value);
  });
  if (extra) cells.push(...extra.cells(lead).map(csvCell));
  return cells.join(separator);
}

/**
 * Rows go out in chunks of at least this many characters: an export of a million leads is a
 * few thousand writes to the stream rather than a million, each with its own buffer, promise
 * and callback (decision 156).
 */
const chunkCharacters = 16 * 1024;

export async function* leadsToCsv<Row extends Lead>(
  leads: AsyncIterable<Row> | Iterable<Row>,
  separator: CsvSeparator = ',',
  extra?: ExtraColumns<Row>,
) {
  const headers = [...csvFields.map(leadFieldPath), ...(extra?.headers ?? [])];
  let rows = [`\uFEFF${headers.map(csvCell).join(separator)}\r\n`];
  let characters = 0;
  for await (const lead of leads) {
    const row = `${csvRow(lead, separator, extra)}\r\n`;
    rows.push(row);
    characters += row.length;
    if (characters >= chunkCharacters) {
      yield rows.join('');
      rows = [];
      characters = 0;
    }
  }
  if (rows.length > 0) yield rows.join('');
}
