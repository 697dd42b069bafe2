/**
 * The sales team's CSV export (RFC 4180: CRLF, quoted fields). It starts with a UTF-8 byte
 * order mark so spreadsheet programs show accents right, and any cell that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe: the text a
 * visitor typed must never execute on a salesperson's computer.
 */
import { type Lead, leadFields } from './lead';

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvRow(lead: Lead) {
  return leadFields
    .map((field) => {
      const value = lead[field];
      return csvCell(value instanceof Date ? value.toISOString() : value);
    })
    .join(',');
}

export async function* leadsToCsv(leads: AsyncIterable<Lead> | Iterable<Lead>) {
  yield `\uFEFF${leadFields.join(',')}\r\n`;
  for await (const lead of leads) yield `${csvRow(lead)}\r\n`;
}
