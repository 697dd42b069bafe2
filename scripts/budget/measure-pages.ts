/**
 * The first-load weight of every prerendered page of the built site (HTML, CSS, JS, images
 * and fonts, as sent), from what each page's HTML references followed through Vite's
 * manifest. Used by `npm run budget` and `npm run bench`. Run `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { kilobytes, textTable } from '@scripts/lib/text-table';
import type { SiteManifest } from '@server/site/site-manifest';
import { pageOfPath } from '@/routing/routes';
import { type Budget, budgets } from './budgets';
import { pageAssets, type ViteManifest } from './page-assets';
import { emptyWeight, type PageWeight, totalOf, transferSize } from './page-weight';

export interface MeasuredPage {
  route: string;
  /** The address a browser opens to see it (a 404 page: an address the site does not have). */
  visit: string;
  weight: PageWeight;
  budget: Budget;
}

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is missing: run \`npm run build\` first.`, { cause: error });
  }
}

export function measurePages(distDir = path.resolve('dist')): MeasuredPage[] {
  const clientDir = path.join(distDir, 'client');
  const siteManifest = readJson<SiteManifest>(path.join(distDir, 'site-manifest.json'));
  const viteManifest = readJson<ViteManifest>(path.join(clientDir, '.vite/manifest.json'));
  const readPublic = (url: string) => readFileSync(path.join(clientDir, url));

  const pages = [
    ...siteManifest.pages.map((page) => ({
      route: page.path,
      visit: page.path,
      file: page.file,
      budget: budgets[pageOfPath(page.path) ?? 'notFound'],
    })),
    ...siteManifest.notFound.map((page) => ({
      route: `${page.prefix}/404`,
      visit: `${page.prefix}/no-such-page`,
      file: page.file,
      budget: budgets.notFound,
    })),
  ];

  return pages.map(({ route, visit, file, budget }) => {
    const html = readPublic(file);
    const weight: PageWeight = emptyWeight();
    weight.html = transferSize(file, html);
    for (const asset of pageAssets(html.toString('utf8'), viteManifest, (url) =>
      readPublic(url).toString('utf8'),
    )) {
      weight[asset.kind] += transferSize(asset.url, readPublic(asset.url));
    }
    return { route, visit, weight, budget };
  });
}

/** The page-weight table; `extra` adds columns after the weights (e.g. the budget verdict). */
export function pageWeightTable(
  pages: MeasuredPage[],
  extra: { headers: string[]; cells: (page: MeasuredPage) => string[] } = {
    headers: [],
    cells: () => [],
  },
): string {
  return textTable(
    ['route', 'HTML', 'CSS', 'JS', 'images', 'fonts', 'total', ...extra.headers],
    pages.map((page) => [
      page.route,
      kilobytes(page.weight.html),
      kilobytes(page.weight.css),
      kilobytes(page.weight.js),
      kilobytes(page.weight.image),
      kilobytes(page.weight.font),
      kilobytes(totalOf(page.weight)),
      ...extra.cells(page),
    ]),
    [1, 2, 3, 4, 5, 6],
  );
}

export const pageWeightCaption =
  'Page weight on first load (text gzipped -9, fonts and images as sent; 1 KB = 1000 B)';
