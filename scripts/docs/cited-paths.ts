/**
 * The repository paths a document or a comment cites, so `npm run check` can fail on one that
 * no longer exists (docs/decisions/340-cited-paths-checked.md). Pragmatic on purpose: a path
 * counts when it starts at one of the repository's top-level folders (`server/routes/…`,
 * `docs/…`), or when it is a Markdown link's relative target; a pattern (`*`, `<page>`,
 * `{a,b}`, `…`) is a shape, not a file, and is left alone.
 */
import path from 'node:path';

export const topLevelFolders = [
  'src',
  'server',
  'contract',
  'docs',
  'e2e',
  'scripts',
  'bench',
  'public',
  '.ci',
] as const;

export interface Citation {
  /** The repository-relative path the citation points at. */
  target: string;
  /** 1-based line of the citing file. */
  line: number;
  /** As written in the file. */
  written: string;
}

const folders = topLevelFolders.map((folder) => folder.replace('.', '\\.')).join('|');

/**
 * A path from a known top-level folder: not glued to what comes before it (so neither
 * `https://host/src/x` nor `dist/server/main.js` nor `@server/x` counts), made of the
 * characters file names here use.
 */
const repoPath = new RegExp(`(?<![\\w./@~-])(?:${folders})/[\\w./*<>{}…,$-]*`, 'g');

/** What makes a token a pattern or a placeholder rather than one file. */
const patternCharacters = /[*<>{}…$]/;

/** Trailing punctuation of the sentence around a path, and a `:line` suffix. */
function trimmed(written: string) {
  return written.replace(/[.,;:]+$/, '').replace(/:\d+(?::\d+)?$/, '');
}

function lineOf(text: string, index: number) {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) {
    line++;
  }
  return line;
}

function repoPathsIn(text: string, offset: number, whole: string): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(repoPath)) {
    // A comma ends a path unless it sits in a `{a,b}` pattern, which is skipped below anyway.
    const written = trimmed(match[0].includes('{') ? match[0] : (match[0].split(',')[0] ?? ''));
    if (patternCharacters.test(written)) continue;
    found.push({ target: written, line: lineOf(whole, offset + match.index), written });
  }
  return found;
}

/** The comments of a TypeScript or JavaScript file, each with its offset in the file. */
export function commentsOf(code: string): { text: string; offset: number }[] {
  const comments: { text: string; offset: number }[] = [];
  // Strings and template literals are matched first so a `//` inside one is not a comment.
  const tokens = /(['"`])(?:\\[\s\S]|(?!\1)[^\\\n])*\1|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
  for (const match of code.matchAll(tokens)) {
    if (match[0].startsWith('//') || match[0].startsWith('/*')) {
      comments.push({ text: match[0], offset: match.index });
    }
  }
  return comments;
}

/** Every repository path a code file's comments cite. */
export function citationsInCode(code: string): Citation[] {
  return commentsOf(code).flatMap(({ text, offset }) => repoPathsIn(text, offset, code));
}

const markdownLink = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const codeSpan = /`([^`\n]+)`/g;
const fencedBlock = /^```[\s\S]*?^```/gm;

/**
 * Every repository path a Markdown file cites: its links' relative targets (resolved from the
 * file's folder) and the paths in its code spans and fenced blocks (from the repository's root).
 */
export function citationsInMarkdown(markdown: string, file: string): Citation[] {
  const found: Citation[] = [];
  const folder = path.posix.dirname(file);
  for (const match of markdown.matchAll(markdownLink)) {
    const written = match[1] ?? '';
    if (/^(?:[a-z][a-z+.-]*:|#|\/)/i.test(written)) continue;
    const withoutAnchor = decodeURI(written.split('#')[0] ?? '');
    if (withoutAnchor === '' || patternCharacters.test(withoutAnchor)) continue;
    found.push({
      target: path.posix.normalize(path.posix.join(folder, withoutAnchor)),
      line: lineOf(markdown, match.index),
      written,
    });
  }
  for (const pattern of [codeSpan, fencedBlock]) {
    for (const match of markdown.matchAll(pattern)) {
      found.push(...repoPathsIn(match[0], match.index, markdown));
    }
  }
  return found;
}

/** Whether a cited path exists: as written, or as a module named without its extension. */
export function citationExists(target: string, exists: (file: string) => boolean) {
  const bare = target.replace(/\/$/, '');
  return ['', '.ts', '.tsx', '.md'].some((extension) => exists(bare + extension));
}
