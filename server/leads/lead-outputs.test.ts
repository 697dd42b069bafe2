/**
 * Every output of a lead shows exactly the fields its definition marks for it
 * (contract/lead-fields.ts): the API's JSON, the webhook, the CSV, the e-mail and the CLI.
 */

import { attributionKeys } from '@contract/attribution';
import { programCsvDialect } from '@contract/csv-format';
import { type LeadField, leadFieldPath, leadFields } from '@contract/lead-fields';
import { leadsTable } from '@server/cli/leads-table';
import { renderLeadEmail } from '@server/notify/lead-email';
import { webhookPayload } from '@server/notify/webhook-payload';
import { describe, expect, it } from 'vitest';
import { leadsToCsv } from './csv';
import { type Lead, type LeadJson, leadFromJson, leadToJson } from './lead';

const createdAt = '2025-01-31T12:34:56.789Z';

/** A value no other field holds, so an output shows a field exactly when it shows this. */
function sampleValue(field: LeadField): string {
  if (field.type === 'uuid') return '00000000-0000-4000-8000-00000000000a';
  if (field.type === 'timestamp') return createdAt;
  if (field.type === 'language') return 'en';
  return `«${field.name}»`;
}

/** How an output that shows a field as text writes its sample value. */
const shownAs = (field: LeadField, text: string) =>
  field.type === 'timestamp' ? text.includes('2025-01-31') : text.includes(sampleValue(field));

function sampleJson(): LeadJson {
  const json: Record<string, Record<string, string> | string> = {};
  for (const field of leadFields) {
    const { group } = field as { group?: string };
    if (group) json[group] = { ...(json[group] as object), [field.name]: sampleValue(field) };
    else json[field.name] = sampleValue(field);
  }
  return json as unknown as LeadJson;
}

const lead: Lead = leadFromJson(sampleJson());

/** The paths of every value in a JSON object, e.g. ['id', 'attribution.source']. */
function pathsOf(json: object, prefix = ''): string[] {
  return Object.entries(json).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? pathsOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const paths = (fields: readonly LeadField[]) => fields.map(leadFieldPath);

async function csvOf(leads: Lead[]) {
  let csv = '';
  for await (const chunk of leadsToCsv(leads, programCsvDialect())) csv += chunk;
  return csv.replace(/^\uFEFF/, '').split('\r\n');
}

describe('the outputs of a lead, derived from its field definitions', () => {
  it('groups the attribution fields under the keys the attribution module reads', () => {
    const grouped = leadFields.filter((field) => 'group' in field && field.group === 'attribution');
    expect(grouped.map((field) => field.name)).toEqual([...attributionKeys]);
  });

  it('the API answers every field, in the definition order, and reads back the same lead', () => {
    const json = leadToJson(lead);
    expect(pathsOf(json)).toEqual(paths(leadFields));
    expect(json).toEqual(sampleJson());
    expect(leadFromJson(json)).toEqual(lead);
  });

  it('the webhook sends the fields marked for it', () => {
    const payload = webhookPayload(lead);
    expect(payload.event).toBe('lead.created');
    expect(pathsOf(payload.lead)).toEqual(paths(leadFields.filter((field) => field.webhook)));
  });

  it('the CSV has one column per field marked for it, headed by its path', async () => {
    const [header = '', row = ''] = await csvOf([lead]);
    /** Every cell is quoted; the sample values hold no quotes, commas or formula characters. */
    const cellsOf = (line: string) => line.slice(1, -1).split('","');
    const columns = leadFields.filter((field) => field.csv);
    expect(cellsOf(header)).toEqual(paths(columns));
    const cells = cellsOf(row);
    columns.forEach((field, index) => {
      expect(cells[index], leadFieldPath(field)).toBe(sampleValue(field));
    });
  });

  it('the CLI table has one column per field marked for it, headed by its English label', () => {
    const [header = '', row = ''] = leadsTable([lead]).split('\n');
    const columns = leadFields.filter((field) => 'cli' in field);
    expect(header.split(/\s{2,}/)).toEqual(
      columns.map((field) =>
        field.type === 'timestamp' ? `${field.label.en} (UTC)` : field.label.en,
      ),
    );
    for (const field of leadFields) {
      if (field.type === 'language') continue; // 'en' is in too many words to tell
      expect(shownAs(field, row), leadFieldPath(field)).toBe('cli' in field);
    }
  });

  it.each(['pt', 'en'] as const)(
    'the e-mail shows the fields marked for it, each with its label in the team language (%s)',
    (language) => {
      const email = renderLeadEmail(lead, {
        language,
        timeZone: 'America/Sao_Paulo',
        siteUrl: 'https://www.example.com',
      });
      // A time is shown in the site's zone, in words: its year stands for it.
      const shownInEmail = (field: LeadField, text: string) =>
        field.type === 'timestamp' ? text.includes('2025') : shownAs(field, text);
      for (const field of leadFields) {
        const { email: place } = field as { email?: string };
        const name = leadFieldPath(field);
        expect(email.text.includes(`${field.label[language]}:`), name).toBe(place !== undefined);
        if (field.type !== 'language') {
          expect(shownInEmail(field, email.text), name).toBe(place !== undefined);
          expect(shownInEmail(field, email.html), name).toBe(place !== undefined);
        }
      }
    },
  );
});
