/**
 * One insights table as a CSV file, made in the browser from the numbers the page shows
 * (Plausible exports each panel the same way), written as every CSV is for its reader's
 * language (contract/csv-format.ts, decision 363): Portuguese files `;`-separated with decimal
 * commas, English ones `,`-separated with decimal points; headers in the language; sources and
 * paths come from visitors' URLs, so formulas in them are defused.
 */
import { csvDialectFor, csvText } from '@contract/csv-format';
import type { Language } from '@contract/languages';

/**
 * A cell of an insights table: text or a number. Never a moment: the tables hold the site's
 * days (already in its time zone) and counts, so no time zone is needed to write them.
 */
export type CsvValue = string | number | null;

/** The file's text: a byte order mark (accents in Excel), a header row, CRLF line ends. */
export function toCsv(
  headers: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  language: Language,
): string {
  return csvText([headers, ...rows], csvDialectFor(language, 'UTC'), true);
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
