/**
 * RFC 4180 as a spreadsheet reads it, for the tests that read a CSV back: rows of cells,
 * quotes undone, and whether each cell was quoted. Strict: a cell ends at the separator or
 * CRLF, anything else fails the test.
 */
export interface ParsedCell {
  value: string;
  quoted: boolean;
}

export function parseCsv(text: string, separator: ',' | ';'): ParsedCell[][] {
  const rows: ParsedCell[][] = [];
  let row: ParsedCell[] = [];
  let i = 0;
  while (i < text.length) {
    let value = '';
    const quoted = text[i] === '"';
    if (quoted) {
      i += 1;
      for (;;) {
        if (text[i] === '"' && text[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else if (i >= text.length) {
          throw new Error('unterminated quote');
        } else {
          value += text[i];
          i += 1;
        }
      }
    } else {
      while (i < text.length && text[i] !== separator && text[i] !== '\r') {
        value += text[i];
        i += 1;
      }
    }
    row.push({ value, quoted });
    if (text[i] === separator) {
      i += 1;
    } else {
      if (text.slice(i, i + 2) !== '\r\n') {
        throw new Error(
          `a cell ends at a separator or CRLF, not ${JSON.stringify(text.slice(i, i + 2))}`,
        );
      }
      i += 2;
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

/** The values of a CSV file (its byte order mark dropped). */
export function csvValues(text: string, separator: ',' | ';'): string[][] {
  return parseCsv(text.replace(/^\uFEFF/, ''), separator).map((row) =>
    row.map((cell) => cell.value),
  );
}
