/** Sizes of what a page loads, as sent over the wire: text gzipped, binary formats as they are. */
import { gzipSync } from 'node:zlib';
import { kilobytes } from '@scripts/lib/text-table';
import type { Budget } from './budgets';
import type { AssetKind } from './page-assets';

/** Formats that are already compressed: gzip would not shrink them, servers send them as is. */
const binary = /\.(woff2?|png|jpe?g|webp|avif|gif|ico|mp4|webm)$/i;

export function transferSize(url: string, content: Buffer): number {
  return binary.test(url) ? content.length : gzipSync(content, { level: 9 }).length;
}

type WeightKind = 'html' | AssetKind;
export type PageWeight = Record<WeightKind, number>;

export function emptyWeight(): PageWeight {
  return { html: 0, css: 0, js: 0, image: 0, font: 0 };
}

export function totalOf(weight: PageWeight): number {
  return Object.values(weight).reduce((sum, bytes) => sum + bytes, 0);
}

const budgetNames = {
  js: 'JavaScript',
  css: 'CSS',
  total: 'Total',
  untouchedJs: 'JavaScript in the first 5 s without interaction',
} as const;

/**
 * One line per budget this route is over (its JavaScript, CSS, total, and the JavaScript of its
 * first untouched seconds when measured); none when within.
 */
export function budgetProblems(
  route: string,
  weight: PageWeight,
  budget: Budget,
  untouchedJs?: number,
): string[] {
  const measured = { js: weight.js, css: weight.css, total: totalOf(weight), untouchedJs };
  return (['js', 'css', 'total', 'untouchedJs'] as const).flatMap((kind) => {
    const bytes = measured[kind];
    if (bytes === undefined || bytes <= budget[kind]) return [];
    return [
      `${route}: ${budgetNames[kind]} ${kilobytes(bytes)} over its ` +
        `budget of ${kilobytes(budget[kind])} by ${bytes - budget[kind]} B`,
    ];
  });
}
