/**
 * `npm run budget`: the weight of every prerendered page of the built site (HTML, CSS, JS,
 * images and fonts, gzipped as sent), from what each page's HTML references followed through
 * Vite's manifest; fails when a page's first-load JavaScript or CSS is over its budget
 * (budgets.ts). Run `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteManifest } from '../../server/site/site-manifest';
import { pageOfPath } from '../../src/app/routes';
import { kilobytes, textTable } from '../lib/text-table';
import { budgets } from './budgets';
import { pageAssets, type ViteManifest } from './page-assets';
import { budgetProblems, emptyWeight, type PageWeight, totalOf, transferSize } from './page-weight';

const clientDir = path.resolve('dist/client');

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is missing: run \`npm run build\` first.`, { cause: error });
  }
}

const siteManifest = readJson<SiteManifest>('dist/site-manifest.json');
const viteManifest = readJson<ViteManifest>(path.join(clientDir, '.vite/manifest.json'));
const readPublic = (url: string) => readFileSync(path.join(clientDir, url));

const pages = [
  ...siteManifest.pages.map((page) => ({
    route: page.path,
    file: page.file,
    budget: budgets[pageOfPath(page.path) ?? 'notFound'],
  })),
  ...siteManifest.notFound.map((page) => ({
    route: `${page.prefix}/404`,
    file: page.file,
    budget: budgets.notFound,
  })),
];

const problems: string[] = [];
const rows = pages.map(({ route, file, budget }) => {
  const html = readPublic(file);
  const weight: PageWeight = emptyWeight();
  weight.html = transferSize(file, html);
  for (const asset of pageAssets(html.toString('utf8'), viteManifest, (url) =>
    readPublic(url).toString('utf8'),
  )) {
    weight[asset.kind] += transferSize(asset.url, readPublic(asset.url));
  }
  const over = budgetProblems(route, weight, budget);
  problems.push(...over);
  return [
    route,
    kilobytes(weight.html),
    kilobytes(weight.css),
    kilobytes(weight.js),
    kilobytes(weight.image),
    kilobytes(weight.font),
    kilobytes(totalOf(weight)),
    `${kilobytes(budget.js)} / ${kilobytes(budget.css)}`,
    over.length ? 'OVER' : 'ok',
  ];
});

console.log(
  'Page weight on first load (text gzipped -9, fonts and images as sent; 1 KB = 1000 B)\n',
);
console.log(
  textTable(
    ['route', 'HTML', 'CSS', 'JS', 'images', 'fonts', 'total', 'budget JS / CSS', ''],
    rows,
    [1, 2, 3, 4, 5, 6],
  ),
);

if (problems.length) {
  console.error(`\nOver budget:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
