import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of .dependency-cruiser.cjs, run the way `npm run check` runs them, on a
 * small tree of fixtures that breaks each kind of rule once (scripts/architecture/fixtures/).
 */
const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures');

async function cruiseFixtures(): Promise<{ exitCode: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      path.join(root, 'node_modules/.bin/depcruise'),
      [
        'src',
        'contract',
        'server',
        '--config',
        path.join(root, '.dependency-cruiser.cjs'),
        '--output-type',
        'err',
      ],
      { cwd: fixtures },
    );
    return { exitCode: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { exitCode: failed.code, output: failed.stdout };
  }
}

describe('the import rules', () => {
  it('name the rule and the import of every violation, and fail', { timeout: 60_000 }, async () => {
    const { exitCode, output } = await cruiseFixtures();

    expect(exitCode).not.toBe(0);
    // A layer importing one above it.
    expect(output).toContain(
      'error components-imports-only-below: src/components/button.ts → src/app/shell.ts',
    );
    // A feature's internals, from another feature and from a page.
    expect(output).toContain(
      'error feature-internals-from-another-feature: src/features/b/rude.ts → src/features/a/greeting.ts',
    );
    expect(output).toContain(
      'error feature-internals-from-outside: src/pages/home.ts → src/features/a/greeting.ts',
    );
    // A cycle.
    expect(output).toMatch(
      /error no-cycles: src\/content\/(one|two)\.ts → \s*src\/content\/(one|two)\.ts →/,
    );
    // The server's boundary and its layers.
    expect(output).toContain(
      'error server-imports-nothing-of-the-site: server/leads/page.ts → src/app/shell.ts',
    );
    expect(output).toContain(
      'error contract-imports-neither-side: contract/lead.ts → src/app/shell.ts',
    );
    expect(output).toContain(
      'error server-db-imports-only-below: server/db/row.ts → server/leads/lead.ts',
    );
    // The server's domains: one the table puts below another may not import it back (leads
    // use the outbox: no folder cycle, though no module comes back to itself); a folder
    // outside the table; the config, which every domain reads; a migration from outside db.
    expect(output).toContain(
      'error server-outbox-imports-only-below: server/outbox/queue.ts → server/leads/lead.ts',
    );
    expect(output).not.toContain('server/leads/store.ts');
    expect(output).toContain(
      'error server-folder-in-the-domain-table: server/stray/helper.ts → server/db/migrate.ts',
    );
    expect(output).toContain(
      'error server-config-imports-only-text: server/config.ts → server/db/migrate.ts',
    );
    expect(output).toContain(
      'error migrations-only-from-db: server/inbox/filter.ts → server/db/migrations/0001-leads.ts',
    );
    expect(output).not.toContain('error migrations-only-from-db: server/db/migrate.ts');
    // The inbox's layers (api → ui → screens) and its screens apart, but for their texts.
    expect(output).toContain(
      'error inbox-api-imports-nothing-above: src/inbox/api/request.ts → src/inbox/ui/styles.ts',
    );
    expect(output).toContain(
      'error inbox-ui-imports-no-screen: src/inbox/ui/styles.ts → src/inbox/leads/list.ts',
    );
    expect(output).toContain(
      'error inbox-screens-apart: src/inbox/audit/page.ts → src/inbox/leads/list.ts',
    );
    expect(output).not.toContain('src/inbox/leads/texts.ts');
    // Nothing else: a feature's public entry may be imported.
    expect(output).not.toContain('polite.ts');
    expect(output).toContain('14 dependency violations');
  });
});
