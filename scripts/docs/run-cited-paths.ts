/**
 * `npm run check`'s last step: fails, naming file and line, on a repository path cited in
 * `docs/`, the README or a code comment that does not exist (scripts/docs/cited-paths.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Citation,
  citationExists,
  citationsInCode,
  citationsInMarkdown,
  topLevelFolders,
} from './cited-paths';

const root = path.resolve(import.meta.dirname, '../..');

/** The files git knows or would add: what a clean clone has, and what is being written. */
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '--deduplicate'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file !== '' && existsSync(path.join(root, file)));

/** Code under the top-level folders, and the configuration files at the top (vite.config.ts, …). */
const inCode = (file: string) =>
  (topLevelFolders.some((folder) => file.startsWith(`${folder}/`)) || !file.includes('/')) &&
  /\.(?:ts|tsx|cjs|mjs|js)$/.test(file) &&
  // Imports that break the rules on purpose, and files that are not ours to keep.
  !file.startsWith('scripts/architecture/fixtures/');

const inDocs = (file: string) =>
  file.endsWith('.md') && (file.startsWith('docs/') || !file.includes('/'));

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const broken: string[] = [];
for (const file of files) {
  let citations: Citation[];
  if (inDocs(file)) citations = citationsInMarkdown(read(file), file);
  else if (inCode(file)) citations = citationsInCode(read(file));
  else continue;
  for (const { target, line, written } of citations) {
    if (!citationExists(target, (cited) => existsSync(path.join(root, cited)))) {
      broken.push(`${file}:${line}: ${written}`);
    }
  }
}

if (broken.length > 0) {
  console.error(`Cited paths that do not exist (${broken.length}):\n${broken.join('\n')}`);
  process.exit(1);
}
