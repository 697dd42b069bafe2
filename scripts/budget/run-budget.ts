/**
 * `npm run budget`: prints the first-load weight of every prerendered page and fails when a
 * page's JavaScript, CSS or whole first load (gzipped) is over its budget (budgets.ts). Run `npm run build` first.
 */
import { kilobytes } from '@scripts/lib/text-table';
import { measurePages, pageWeightCaption, pageWeightTable } from './measure-pages';
import { budgetProblems } from './page-weight';

const pages = measurePages();
const problemsOf = new Map(
  pages.map((page) => [page.route, budgetProblems(page.route, page.weight, page.budget)]),
);

console.log(`${pageWeightCaption}\n`);
console.log(
  pageWeightTable(pages, {
    headers: ['budget JS / CSS / total', ''],
    cells: (page) => [
      `${kilobytes(page.budget.js)} / ${kilobytes(page.budget.css)} / ${kilobytes(page.budget.total)}`,
      problemsOf.get(page.route)?.length ? 'OVER' : 'ok',
    ],
  }),
);

const problems = [...problemsOf.values()].flat();
if (problems.length) {
  console.error(`\nOver budget:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
