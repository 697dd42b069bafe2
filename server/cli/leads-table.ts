/**
 * The `list` command's table. Everything a visitor typed is stripped of control characters
 * first: an escape sequence in a lead must not be able to drive the salesperson's terminal.
 */
import type { Lead } from '@server/leads/lead';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]+/g;

const clean = (value: string, width?: number) => {
  const text = value.replace(controlCharacters, ' ').trim();
  return width && text.length > width ? `${text.slice(0, width - 1)}…` : text;
};

export function leadsTable(leads: Lead[]): string {
  const rows = leads.map((lead) => [
    lead.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    clean(`${lead.firstName} ${lead.lastName}`, 30),
    clean(lead.email),
    clean(lead.phone),
    lead.language ?? '',
    clean(lead.message, 50),
  ]);
  const header = ['created (UTC)', 'name', 'e-mail', 'phone', 'lang', 'message'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
