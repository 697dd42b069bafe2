/**
 * The `leads` table the migrations build is the one the field definitions describe
 * (contract/lead-fields.ts): same columns, types and nullability, on both databases, plus
 * the retry key and the sales team's workflow columns (migration 0005, schema.ts).
 */

import { type LeadField, leadFields } from '@contract/lead-fields';
import { backends, type OpenedBackend } from '@server/test-support/backends';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const postgresType: Record<LeadField['type'], string> = {
  uuid: 'uuid',
  timestamp: 'timestamp with time zone',
  text: 'text',
  language: 'text',
};

describe.each(backends)('the leads table on the $name', (backend) => {
  let opened: OpenedBackend;

  beforeAll(async () => {
    if (backend.available) opened = await backend.open();
  });
  afterAll(async () => {
    await opened?.cleanup();
  });

  it.skipIf(!backend.available)('has exactly the columns of the lead fields', async () => {
    const { rows } = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
      select column_name, data_type, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name = 'leads'`.execute(opened.database.db);
    const actual = Object.fromEntries(
      rows.map((row) => [row.column_name, `${row.data_type}, ${row.is_nullable}`]),
    );
    const expected = Object.fromEntries([
      ...leadFields.map((field) => [
        field.column,
        `${postgresType[field.type]}, ${field.nullable ? 'YES' : 'NO'}`,
      ]),
      ['idempotency_key', 'text, YES'],
      ['status', 'text, NO'],
      ['version', 'integer, NO'],
      ['status_changed_at', 'timestamp with time zone, YES'],
      ['status_changed_by', 'uuid, YES'],
      ['owner_id', 'uuid, YES'],
      ['next_step_on', 'date, YES'],
      ['next_step', 'text, YES'],
      ['spam_reasons', 'ARRAY, YES'],
      ['status_before_spam', 'text, YES'],
      ['first_opened_at', 'timestamp with time zone, YES'],
    ]);
    expect(actual).toEqual(expected);
  });
});
