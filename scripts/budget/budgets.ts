/**
 * First-load budgets per page, in gzipped bytes (1 KB = 1000 bytes), checked by `npm run budget`
 * on every language version of the page. Typed by page id: a new page does not build without one.
 */
import type { PageId } from '@/routing/routes';

export interface Budget {
  /** JavaScript the page loads before it is interactive: entry, its imports, the page chunk. */
  js: number;
  /** Stylesheets it loads (the Tailwind sheet and any CSS its first-load chunks bring). */
  css: number;
  /** Everything its first load transfers: HTML, CSS, JavaScript, images and fonts. */
  total: number;
}

export const budgets: Record<PageId | 'notFound', Budget> = {
  // Issue 14's limit: 100 KB of JavaScript. React, React DOM and the router take 80 KB of it,
  // so whatever only a click needs (the module dialog's content) must load on demand.
  home: { js: 100_000, css: 20_000, total: 152_000 },
  // Home's share plus the solutions carousel (Embla, about 7 KB).
  about: { js: 110_000, css: 20_000, total: 152_000 },
  // Home's share plus the form: react-hook-form, zod and the resolver (about 36 KB).
  contact: { js: 150_000, css: 20_000, total: 190_000 },
  // Text only: the shell's share, like the 404 page.
  privacy: { js: 104_000, css: 20_000, total: 145_000 },
  notFound: { js: 104_000, css: 20_000, total: 140_000 },
};
