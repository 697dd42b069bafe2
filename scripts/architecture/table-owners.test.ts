import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (docs/architecture.md, "Who writes each table"): every insert, update
 * and delete of a table in the server's code sits in its owner's folder; the others call the
 * owner's functions. Migrations, tests and their helpers are not the server's code.
 */
const owners: Record<string, { owner: string; alsoBy?: Record<string, string> }> = {
  leads: {
    owner: 'leads',
    alsoBy: {
      inbox: 'the workflow columns (status, owner, next step), in a versioned change',
      accounts: "the owner, handed over in a deactivation's own transaction (decision 375)",
    },
  },
  outbox: { owner: 'outbox' },
  // Written at start from the contract's list of channels (decision 440).
  notification_channels: { owner: 'db' },
  // Demo booking (decision 470).
  booking_salespeople: { owner: 'booking' },
  calendar_busy: { owner: 'booking' },
  meetings: { owner: 'booking' },
  users: { owner: 'accounts' },
  sessions: { owner: 'accounts' },
  sign_in_failures: { owner: 'accounts' },
  one_time_tokens: { owner: 'accounts' },
  password_reset_requests: { owner: 'accounts' },
  invitations: { owner: 'accounts' },
  totp_factors: { owner: 'accounts' },
  recovery_codes: { owner: 'accounts' },
  passkeys: { owner: 'accounts' },
  sign_in_challenges: { owner: 'accounts' },
  second_factor_roles: { owner: 'accounts' },
  sso_settings: { owner: 'accounts' },
  sso_states: { owner: 'accounts' },
  sso_pending_accounts: { owner: 'accounts' },
  audit_log: { owner: 'audit' },
  lead_notes: { owner: 'inbox' },
  auto_reply_recipients: { owner: 'notify' },
  server_secrets: { owner: 'db' },
  // The visit counts' repositories (server/db/visit-counts-repository.ts, lead-visits-repository.ts).
  visit_counts: { owner: 'db' },
  visit_counts_daily: { owner: 'db' },
  visit_counts_by_source: { owner: 'db' },
  visit_counts_by_page: { owner: 'db' },
  insights_writes: { owner: 'db' },
  visitors_today: { owner: 'db' },
  visitor_people_today: { owner: 'db' },
  visitor_salts: { owner: 'db' },
  lead_counted_visits: { owner: 'db' },
  counted_values: { owner: 'db' },
  admin_token_attempts: { owner: 'admin' },
  privacy_requests: { owner: 'privacy-requests' },
  jobs: { owner: 'queue' },
  insights_shares: { owner: 'insights' },
  content_versions: { owner: 'content' },
  content_states: { owner: 'content' },
  content_revision: { owner: 'content' },
};

const root = path.resolve(import.meta.dirname, '../..');

const serverCode = readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      !file.startsWith('test-support/') &&
      !file.startsWith('db/migrations/'),
  );

/** Kysely's builders and the SQL written out, comments left aside. */
const writePatterns = [
  /\.(?:insertInto|updateTable|deleteFrom)\(\s*'(\w+)'/g,
  /\b(?:insert\s+into|delete\s+from)\s+(\w+)/gi,
  /\bupdate\s+(\w+)(?:\s+as\s+\w+)?\s+set\b/gi,
];

function writes(): { table: string; file: string }[] {
  return serverCode.flatMap((file) => {
    const code = readFileSync(path.join(root, 'server', file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    return writePatterns.flatMap((pattern) =>
      [...code.matchAll(pattern)]
        .map((match) => match[1] ?? '')
        .filter((table) => table in owners)
        .map((table) => ({ table, file: `server/${file}` })),
    );
  });
}

describe('the tables', () => {
  it('each have an owner, and only the schema’s tables do', () => {
    const schema = readFileSync(path.join(root, 'server/db/schema.ts'), 'utf8');
    const body = schema.match(/export interface DatabaseSchema \{([^}]*)\}/)?.[1] ?? '';
    const tables = [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]);
    expect(tables.sort()).toEqual(Object.keys(owners).sort());
  });

  it('are written by their owner’s folder alone', () => {
    const found = writes();
    // The patterns find what they look for: the outbox's own writes are among them.
    expect(found).toContainEqual({ table: 'outbox', file: 'server/outbox/enqueue.ts' });
    const strangers = found.filter(({ table, file }) => {
      const folder = file.split('/')[1] ?? '';
      const { owner, alsoBy = {} } = owners[table] ?? { owner: '' };
      return folder !== owner && !(folder in alsoBy);
    });
    expect(strangers).toEqual([]);
  });
});
