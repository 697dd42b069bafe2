/**
 * The leads as CSV, written as contract/csv-format.ts writes every CSV (decision 363): for a
 * person in their language (the inbox's export: headers are the fields' labels, codes their
 * labels (decision 365), moments on the team's clock) or for a program (the admin API and the CLI: headers are the JSON's keys,
 * moments in ISO 8601). Every cell quoted, formulas in visitors' text defused (decision 062),
 * a byte order mark first.
 */
import { type CsvCell, type CsvDialect, csvText } from '@contract/csv-format';
import { leadFieldPath, leadFields, leadValueLabel } from '@contract/lead-fields';
import { type Lead, leadValue } from './lead';

/** The columns: the lead's fields marked for the CSV. */
const csvFields = leadFields.filter((field) => field.csv);

function fieldHeader(field: (typeof csvFields)[number], dialect: CsvDialect): string {
  if (!dialect.language) return leadFieldPath(field);
  const label = field.label[dialect.language];
  return field.type === 'timestamp' ? `${label}${dialect.clockNote}` : label;
}

/** Columns after the lead's fields (the inbox's export adds the team's work on each lead). */
export interface ExtraColumns<Row> {
  headers(dialect: CsvDialect): readonly string[];
  cells(row: Row, dialect: CsvDialect): CsvCell[];
}

function csvRecord<Row extends Lead>(
  lead: Row,
  dialect: CsvDialect,
  extra?: ExtraColumns<Row>,
): CsvCell[] {
  const cells: CsvCell[] = csvFields.map((field) => {
    const value = leadValue(lead, field);
    // A person reads a code as its label in their language; a program keeps the code.
    return dialect.language && typeof value === 'string'
      ? leadValueLabel(field, value, dialect.language)
      : value;
  });
  if (extra) cells.push(...extra.cells(lead, dialect));
  return cells;
}

/**
 * Rows go out in chunks of at least this many characters: an export of a million leads is a
 * few thousand writes to the stream rather than a million, each with its own buffer, promise
 * and callback (decision 156).
 */
const chunkCharacters = 16 * 1024;

/** About the characters a record takes in the CSV: each cell is quoted and separated. */
function charactersOf(record: CsvCell[]): number {
  return record.reduce<number>(
    (sum, cell) => sum + (typeof cell === 'string' ? cell.length : 24) + 3,
    0,
  );
}

export async function* leadsToCsv<Row extends Lead>(
  leads: AsyncIterable<Row> | Iterable<Row>,
  dialect: CsvDialect,
  extra?: ExtraColumns<Row>,
) {
  const header: CsvCell[] = [
    ...csvFields.map((field) => fieldHeader(field, dialect)),
    ...(extra?.headers(dialect) ?? []),
  ];
  let records: CsvCell[][] = [header];
  let characters = charactersOf(header);
  let first = true;
  for await (const lead of leads) {
    const record = csvRecord(lead, dialect, extra);
    records.push(record);
    characters += charactersOf(record);
    if (characters >= chunkCharacters) {
      yield csvText(records, dialect, first);
      records = [];
      characters = 0;
      first = false;
    }
  }
  if (records.length > 0) yield csvText(records, dialect, first);
}
