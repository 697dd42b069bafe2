/**
 * A page is one entry of the route table (src/routing/routes.ts): its chunk in pages.ts is
 * checked by the type, and the file it loads is the one the prerender preloads (page-source.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageIds } from '@/routing/routes';
import { pageSource } from './page-source';

const pagesCode = readFileSync(path.join(import.meta.dirname, 'pages.ts'), 'utf8');

describe('the page chunks', () => {
  it('load, for every page and the 404, the file the prerender preloads', () => {
    const imports = Object.fromEntries(
      [...pagesCode.matchAll(/(\w+): lazyWithPreload\(\(\) => import\('@\/([^']+)'\)\)/g)].map(
        (match) => [match[1], `src/${match[2]}.tsx`],
      ),
    );
    const expected = Object.fromEntries(
      [...pageIds, 'notFound' as const].map((page) => [page, pageSource(page)]),
    );
    expect(imports).toEqual(expected);
  });
});
