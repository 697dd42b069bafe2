/** A plain-text table with aligned columns, for the figures the quality tools print. */
export function textTable(
  headers: string[],
  rows: string[][],
  rightAligned: number[] = [],
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return rightAligned.includes(column) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/** Bytes as kilobytes of 1000 bytes with one decimal, the unit budgets are written in. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
