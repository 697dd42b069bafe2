/**
 * One insights table as a CSV file, made in the browser from the numbers the page shows
 * (Plausible exports each panel the same way). Sources and paths come from visitors' URLs, so
 * the file is made safe for spreadsheets as the leads' export is (decision 062): every cell
 * quoted, and a formula character at the start of a cell, or after a separator or a line break
 * inside it, gets an apostrophe before it. Portuguese files are semicolon-separated with
 * decimal commas (Excel set to Portuguese (Brazil)), English ones comma-separated.
 */
import type { Language } from '@contract/languages';

export type CsvValue = string | number | null;

const formulaStart = /(^|[,;\r\n])( *)(?=[=+\-@\t\r])/g;

function cell(value: CsvValue, language: Language): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'number' && language === 'pt') text = text.replace('.', ',');
  else if (typeof value !== 'number') text = text.replace(formulaStart, "$1$2'");
  return `"${text.replace(/"/g, '""')}"`;
}

/** The file's text: a byte order mark (accents in Excel), a header row, CRLF line ends. */
export function toCsv(
  headers: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  language: Language,
): string {
  const separator = language === 'pt' ? ';' : ',';
  const line = (cells: readonly CsvValue[]) =>
    cells.map((value) => cell(value, language)).join(separator);
  return `\uFEFF${[headers, ...rows].map(line).join('\r\n')}\r\n`;
}

/** Saves the text as a file named `name` (the browser's download). */
export function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
