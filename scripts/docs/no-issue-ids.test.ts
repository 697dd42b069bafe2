/**
 * Code and docs cite decisions (a record in docs/decisions/) or docs/product.md §N, never an issue's
 * number: a reader of the repository has no issue tracker to resolve it in.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(?:md|ts|tsx|cjs|mjs|js|css|html)$/.test(file))
  .filter((file) => file !== 'scripts/docs/no-issue-ids.test.ts');

/** "issue" and a number (or number.point), singular or plural, also across a line break, a comment's too. */
const issueId = /\bissues?\s+(?:(?:\*|\/\/)\s+)?\d+(?:\.\d+)?\b/gi;

describe('the repository’s text', () => {
  it('cites no issue by its number', () => {
    const found = files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        return [];
      }
      return [...text.matchAll(issueId)].map((match) => `${file}: ${match[0]}`);
    });
    expect(found).toEqual([]);
  });
});
