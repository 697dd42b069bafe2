import { describe, expect, it } from 'vitest';
import { citationExists, citationsInCode, citationsInMarkdown } from './cited-paths';

const targets = (citations: { target: string }[]) => citations.map(({ target }) => target);

describe('the paths a comment cites', () => {
  it('finds a path from a known top-level folder in line and block comments, with its line', () => {
    const code = [
      "import { x } from './x';",
      '// See server/routes/contacts.ts, and .ci/run.',
      '/**',
      ' * The batcher (server/leads/lead-batcher.ts:12; docs/decisions/005-group-commit.md)',
      ' */',
    ].join('\n');
    expect(citationsInCode(code)).toEqual([
      { target: 'server/routes/contacts.ts', line: 2, written: 'server/routes/contacts.ts' },
      { target: '.ci/run', line: 2, written: '.ci/run' },
      { target: 'server/leads/lead-batcher.ts', line: 4, written: 'server/leads/lead-batcher.ts' },
      {
        target: 'docs/decisions/005-group-commit.md',
        line: 4,
        written: 'docs/decisions/005-group-commit.md',
      },
    ]);
  });

  it('leaves strings, URLs, build output, aliases, unknown folders and patterns alone', () => {
    const code = [
      "const a = 'server/not-a-comment.ts'; // a `//` in 'http://x' is a string's",
      '// https://example.com/src/x.ts, dist/server/main.js, @server/leads/lead, lib/x.ts',
      '// server/db/migrations/*.ts, src/pages/<page>/, i18n/{pt,en}/x.ts, @/…',
    ].join('\n');
    expect(targets(citationsInCode(code))).toEqual([]);
  });
});

describe('the paths a Markdown file cites', () => {
  it("resolves a link from the file's folder and a code span from the root", () => {
    const markdown = [
      'See [the method](decisions/022-benchmark-method.md#options) and',
      '[the index](../README.md), `server/routes/contacts.ts`, `src/pages/<page>/`.',
      '[a site](https://example.com/x.md), [a heading](#tests), [root](/inbox)',
      '```',
      'bench/                    npm run bench',
      '```',
    ].join('\n');
    expect(citationsInMarkdown(markdown, 'docs/benchmarks.md')).toEqual([
      {
        target: 'docs/decisions/022-benchmark-method.md',
        line: 1,
        written: 'decisions/022-benchmark-method.md#options',
      },
      { target: 'README.md', line: 2, written: '../README.md' },
      { target: 'server/routes/contacts.ts', line: 2, written: 'server/routes/contacts.ts' },
      { target: 'bench/', line: 5, written: 'bench/' },
    ]);
  });

  it('does not read plain prose as a citation (only links and code)', () => {
    expect(citationsInMarkdown('The server/routes folder moved.', 'docs/a.md')).toEqual([]);
  });
});

describe('whether a cited path exists', () => {
  const files = new Set(['server/leads/lead.ts', 'docs', 'docs/product.md', 'bench']);
  const exists = (file: string) => files.has(file);

  it('accepts the file, a folder with its slash, and a module named without its extension', () => {
    expect(citationExists('server/leads/lead.ts', exists)).toBe(true);
    expect(citationExists('bench/', exists)).toBe(true);
    expect(citationExists('server/leads/lead', exists)).toBe(true);
    expect(citationExists('docs/product', exists)).toBe(true);
  });

  it('refuses a file that moved or never was', () => {
    expect(citationExists('server/routes/lead.ts', exists)).toBe(false);
    expect(citationExists('server/outbox/lead-erasure.ts', exists)).toBe(false);
  });
});
