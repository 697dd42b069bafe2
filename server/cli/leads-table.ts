/**
 * The `list` command's table: one column per lead field marked for the CLI, headed by its
 * English label. Everything a visitor typed is stripped of control characters first: an
 * escape sequence in a lead must not be able to drive the salesperson's terminal.
 */

import { type LeadField, type LeadFieldDefinition, leadFields } from '@contract/lead-fields';
import { type Lead, leadValue } from '@server/leads/lead';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]+/g;

const clean = (value: string, width?: number) => {
  const text = value.replace(controlCharacters, ' ').trim();
  return width && text.length > width ? `${text.slice(0, width - 1)}…` : text;
};

const columns = leadFields.filter((field) => 'cli' in field);

const heading = (field: LeadField) =>
  field.type === 'timestamp' ? `${field.label.en} (UTC)` : field.label.en;

function cellOf(lead: Lead, field: (typeof columns)[number]): string {
  const value = leadValue(lead, field);
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 16).replace('T', ' ');
  const { cli }: LeadFieldDefinition = field;
  return clean(value, cli?.width);
}

export function leadsTable(leads: Lead[]): string {
  const rows = leads.map((lead) => columns.map((field) => cellOf(lead, field)));
  const header = columns.map(heading);
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
