/**
 * `npm run leads -- insights`: the same figures as GET /api/insights, as tables or JSON, on
 * the embedded database with no server running; a bad range is a usage error.
 */
import { rm } from 'node:fs/promises';
import type { Insights } from '@contract/insights';
import { openDatabase } from '@server/db/database';
import { storeVisitEvents } from '@server/db/visit-counts-repository';
import { migratedDataDir } from '@server/test-support/backends';
import { runLeadsCli } from '@server/test-support/processes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

describe('the insights command of the leads CLI', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await migratedDataDir();
    const database = await openDatabase({ DATA_DIR: dataDir }, { role: 'server' });
    const visit = { path: '/', language: 'pt', medium: 'email', campaign: 'nov' } as const;
    await storeVisitEvents(
      database.db,
      '2026-03-10',
      [
        { ...visit, visitor: '1', name: 'pageview', source: 'newsletter' },
        { ...visit, visitor: '2', name: 'pageview', source: 'newsletter\u001b[2J' },
      ],
      new Date('2026-03-10T15:00:00Z'),
    );
    await database.close();
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) => runLeadsCli(args, { DATA_DIR: dataDir });

  it('prints the totals and a table by day, source, page and language', async () => {
    const { code, stdout } = await cli('insights', '--from', '2026-03-09', '--to', '2026-03-10');
    expect(code).toBe(0);
    expect(stdout).toContain('Insights 2026-03-09 to 2026-03-10 (America/Sao_Paulo)');
    expect(stdout).toContain('2 visits, 2 visitors, 2 page views, 0 leads, conversion 0.0%');
    expect(stdout).toMatch(/^2026-03-10\s+2\s+2\s+2\s+0\s+0\.0%$/m);
    expect(stdout).toMatch(/^newsletter\s+email\s+nov\s+1\s+1\s+1\s+0\s+0\.0%$/m);
    expect(stdout).not.toContain('\u001b');
  });

  it('prints the API answer as JSON with --json', async () => {
    const { stdout } = await cli(
      'insights',
      '--from',
      '2026-03-10',
      '--to',
      '2026-03-10',
      '--json',
    );
    const insights = JSON.parse(stdout) as Insights;
    expect(insights).toMatchObject({ from: '2026-03-10', to: '2026-03-10', visits: 2 });
  });

  it('refuses a bad range as a usage error (exit 2) naming the option', async () => {
    const { code, stderr } = await cli('insights', '--from', '2026-03-10', '--to', '2026-01-01');
    expect(code).toBe(2);
    expect(stderr).toContain('--from: Must not be after to');
  });

  it('makes a shared read-only link and revokes it', async () => {
    const shared = await cli('insights', 'share', '--days', '30');
    expect(shared.code).toBe(0);
    const url = shared.stdout.trim();
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/insights\/shared\?t=[0-9a-f-]{36}\.[0-9a-f]{64}$/,
    );
    const id = /revoke ([0-9a-f-]{36})/.exec(shared.stderr)?.[1] ?? '';
    expect(url).toContain(id);
    const database = await openDatabase({ DATA_DIR: dataDir }, { role: 'cli' });
    const { shareState } = await import('@server/insights/insights-shares');
    const token = new URL(url).searchParams.get('t') ?? '';
    expect(await shareState(database.db, token)).toBe('valid');
    await database.close();

    expect((await cli('insights', 'revoke', id)).code).toBe(0);
    const again = await cli('insights', 'revoke', id);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('No such link');
    const reopened = await openDatabase({ DATA_DIR: dataDir }, { role: 'cli' });
    expect(await shareState(reopened.db, token)).toBe('revoked');
    await reopened.close();
  });

  it('says what insights --email needs when the report is not configured', async () => {
    const { code, stderr } = await cli('insights', '--email');
    expect(code).toBe(1);
    expect(stderr).toContain('insights --email needs INSIGHTS_REPORT_TO');
  });
});
