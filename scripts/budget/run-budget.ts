/**
 * `npm run budget`: prints the first-load weight of every prerendered page and the JavaScript
 * it downloads in its first five seconds when nobody touches it (opened in headless Chromium),
 * and fails when a page's JavaScript, CSS, whole first load (gzipped) or untouched-seconds
 * JavaScript is over its budget (budgets.ts). Run `npm run build` first. `BUDGET_DIST_DIR`
 * measures another build (e.g. a baseline beside this one); the default is dist/.
 */
import path from 'node:path';
import { kilobytes } from '@scripts/lib/text-table';
import { measurePages, pageWeightCaption, pageWeightTable } from './measure-pages';
import { budgetProblems } from './page-weight';
import { measureUntouchedJs } from './untouched-seconds';

const distDir = path.resolve(process.env.BUDGET_DIST_DIR ?? 'dist');
const pages = measurePages(distDir);
const untouchedJs = await measureUntouchedJs(pages, distDir);
const problemsOf = new Map(
  pages.map((page) => [
    page.route,
    budgetProblems(page.route, page.weight, page.budget, untouchedJs.get(page.route)),
  ]),
);

console.log(
  `${pageWeightCaption}; "JS 5 s" is the JavaScript files of the first 5 s untouched; inline scripts and styles count in the HTML\n`,
);
console.log(
  pageWeightTable(pages, {
    headers: ['JS 5 s', 'budget JS / CSS / total / JS 5 s', ''],
    cells: (page) => [
      kilobytes(untouchedJs.get(page.route) ?? 0),
      [page.budget.js, page.budget.css, page.budget.total, page.budget.untouchedJs]
        .map(kilobytes)
        .join(' / '),
      problemsOf.get(page.route)?.length ? 'OVER' : 'ok',
    ],
  }),
);

const problems = [...problemsOf.values()].flat();
if (problems.length) {
  console.error(`\nOver budget:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
