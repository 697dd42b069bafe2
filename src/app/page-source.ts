import type { PageId } from '@/routing/routes';

/**
 * The file of a page's component, by the folders' convention: `src/pages/<page>/<Page>Page.tsx`
 * (`notFound`: `src/pages/not-found/NotFoundPage.tsx`). The prerender preloads that file's chunk
 * and stops when the build has none; pages.test.ts holds pages.ts's imports to it, so a new page
 * needs no list of sources of its own.
 */
export function pageSource(page: PageId | 'notFound'): string {
  const folder = page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `src/pages/${folder}/${page.charAt(0).toUpperCase()}${page.slice(1)}Page.tsx`;
}
