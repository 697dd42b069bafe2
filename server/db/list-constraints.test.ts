/**
 * Every list the database checks is a list of contract/ or schema.ts, value for value (decision
 * 440): each `CHECK (column in (…))` the migrations leave, read back from pg_constraint on both
 * databases, against the list it must equal, and the outbox's channel table against the
 * channels. A value added to a list and not to the database (or the reverse) fails here, and so
 * does a new CHECK of a list that is not named below.
 */
import { leadStatuses } from '@contract/inbox/common';
import { singleSignOnNewAccountPolicies } from '@contract/inbox/single-sign-on';
import { languages } from '@contract/languages';
import { notificationChannels } from '@contract/notification-channels';
import { privacyRequestKinds } from '@contract/privacy-request';
import { roles } from '@contract/roles';
import { backends, type OpenedBackend } from '@server/test-support/backends';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarStates,
  countedValueKinds,
  oneTimeTokenPurposes,
  outboxEvents,
  rollupPeriods,
  signInChallengePurposes,
} from './schema';

/** `table.column` → the list its CHECK must allow. */
const checkedLists: Record<string, readonly string[]> = {
  'leads.language': languages,
  'leads.status': leadStatuses,
  'outbox.event': outboxEvents,
  'users.language': languages,
  'users.roles': roles,
  'invitations.language': languages,
  'invitations.roles': roles,
  'one_time_tokens.purpose': oneTimeTokenPurposes,
  'sign_in_challenges.purpose': signInChallengePurposes,
  'second_factor_roles.role': roles,
  'sso_settings.new_accounts': singleSignOnNewAccountPolicies,
  'sso_settings.default_roles': roles,
  'sso_states.language': languages,
  'sso_pending_accounts.language': languages,
  'privacy_requests.kind': privacyRequestKinds,
  'counted_values.kind': countedValueKinds,
  'visit_counts.language': languages,
  'visit_counts_daily.language': languages,
  'visit_counts_by_page.language': languages,
  'visit_counts_by_page.period': rollupPeriods,
  'visit_counts_by_source.period': rollupPeriods,
  'booking_salespeople.calendar_state': calendarStates,
  'meetings.language': languages,
};

/** `status = ANY (ARRAY['new'::text, …])` and `roles <@ ARRAY['admin'::text, …]`. */
const listCheck = /(\w+) (?:= ANY \(|<@ )ARRAY\[([^\]]*)\]/;

/** The column and values of a CHECK that allows a list; undefined for any other CHECK. */
function parseListCheck(definition: string) {
  const match = listCheck.exec(definition);
  if (!match) return undefined;
  const values = [...(match[2] ?? '').matchAll(/'((?:[^']|'')*)'::text/g)].map((value) =>
    (value[1] ?? '').replaceAll("''", "'"),
  );
  return { column: match[1] ?? '', values };
}

describe('reading a list CHECK', () => {
  it('finds the column and the values of both forms, and nothing in another CHECK', () => {
    expect(parseListCheck("CHECK ((status = ANY (ARRAY['new'::text, 'won'::text])))")).toEqual({
      column: 'status',
      values: ['new', 'won'],
    });
    expect(
      parseListCheck(
        "CHECK (((cardinality(roles) > 0) AND (roles <@ ARRAY['admin'::text, 'sales'::text])))",
      ),
    ).toEqual({ column: 'roles', values: ['admin', 'sales'] });
    expect(parseListCheck('CHECK ((char_length(next_step) <= 200))')).toBeUndefined();
  });
});

describe.each(backends)('the lists the $name checks', (backend) => {
  let opened: OpenedBackend;

  beforeAll(async () => {
    if (backend.available) opened = await backend.open();
  });
  afterAll(async () => {
    await opened?.cleanup();
  });

  it.skipIf(!backend.available)('are the lists of contract/ and schema.ts', async () => {
    const { rows } = await sql<{ table: string; definition: string }>`
      select conrelid::regclass::text as table, pg_get_constraintdef(oid) as definition
      from pg_constraint
      where contype = 'c' and connamespace = current_schema()::regnamespace`.execute(
      opened.database.db,
    );
    const inDatabase: Record<string, string[]> = {};
    for (const row of rows) {
      const check = parseListCheck(row.definition);
      if (check) inDatabase[`${row.table}.${check.column}`] = [...check.values].sort();
    }
    const expected = Object.fromEntries(
      Object.entries(checkedLists).map(([column, values]) => [column, [...values].sort()]),
    );
    expect(inDatabase).toEqual(expected);
  });

  it.skipIf(!backend.available)(
    'hold every notification channel as a row the outbox refers to',
    async () => {
      const { db } = opened.database;
      const rows = await db.selectFrom('notification_channels').select('id').execute();
      expect(rows.map((row) => row.id).sort()).toEqual([...notificationChannels].sort());
      const { rows: keys } = await sql<{ definition: string }>`
        select pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'outbox'::regclass and contype = 'f'`.execute(db);
      expect(keys.map((key) => key.definition)).toContain(
        'FOREIGN KEY (channel) REFERENCES notification_channels(id)',
      );
      // A lead.deleted row has no lead to refer to: only its channel is checked.
      const unknown = sql`
        insert into outbox (lead_id, channel, event)
        values (gen_random_uuid(), 'nowhere', 'lead.deleted')`.execute(db);
      await expect(unknown).rejects.toThrow(/foreign key/);
    },
  );
});
