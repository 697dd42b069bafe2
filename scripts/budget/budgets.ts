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
  /**
   * JavaScript it downloads in its first five seconds when the visitor does nothing, measured
   * in Chromium (untouched-seconds.ts). At most 45 KB (decision 270), under half of React alone.
   */
  untouchedJs: number;
}

export const budgets: Record<PageId | 'notFound', Budget> = {
  // The limit: 100 KB of JavaScript. React, React DOM and the router take 80 KB of it,
  // so whatever only a click or a scroll needs (the sections after the hero, the module
  // dialog) loads on demand.
  // The inline pageview script also counts the taps on WhatsApp, language and demo links
  // (decision 364), section links glide before the code (decision 390), and the page reads the
  // studio's published texts when they differ from the build's (decision 401): 0.7 KB more
  // than 142 KB in all.
  // The booking page (decision 474) costs every page its share of the route table and its
  // meta texts, and the home its demo banner's link to it: 0.3 KB more.
  home: { js: 100_000, css: 20_000, total: 143_000, untouchedJs: 45_000 },
  // Home's share; the solutions carousel (Embla) loads on the first scroll.
  about: { js: 100_000, css: 20_000, total: 138_000, untouchedJs: 45_000 },
  // Home's share; the form (react-hook-form, zod and the resolver, about 36 KB), its texts and
  // its placeholder load on demand; the page's texts in its own language only (decision 275).
  contact: { js: 100_000, css: 20_000, total: 137_000, untouchedJs: 45_000 },
  // Text, and the LGPD request form's HTML (it works without script); the form's code and zod
  // load on demand (decision 250); the notice in the page's own language only (decision 275).
  privacy: { js: 100_000, css: 20_000, total: 137_000, untouchedJs: 45_000 },
  // The slots are server-drawn HTML (decision 474); the page's code is its texts and a zone check.
  booking: { js: 100_000, css: 20_000, total: 137_000, untouchedJs: 45_000 },
  notFound: { js: 99_000, css: 20_000, total: 130_000, untouchedJs: 45_000 },
};
