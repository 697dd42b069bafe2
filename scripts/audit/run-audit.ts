/**
 * `npm run audit`: Lighthouse (mobile settings: a mid-range phone on slow 4G, simulated) on every
 * prerendered route of the built site, served by the real server on 127.0.0.1. Prints the four
 * scores, LCP, CLS, TBT and transferred bytes per route, writes each HTML report to
 * test-results/lighthouse/, and fails when a score is under its target (see scoreTargets).
 * AUDIT_RUNS=n audits each route n times and keeps the run with the median performance score,
 * as Lighthouse recommends against the noise of a busy machine. Run `npm run build` first.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../e2e/chromium';
import type { SiteManifest } from '../../server/site/site-manifest';
import { startBuiltSiteServer } from '../lib/built-site-server';
import {
  categories,
  figuresOf,
  figuresTable,
  type LighthouseReport,
  medianByPerformance,
  type RouteFigures,
  scoreTargets,
  shortfalls,
} from './lighthouse-summary';

const reportDir = path.resolve('test-results/lighthouse');

const manifest: SiteManifest = JSON.parse(await readFile('dist/site-manifest.json', 'utf8'));
const routes = manifest.pages.map((page) => page.path);
const runsPerRoute = Math.max(1, Number(process.env.AUDIT_RUNS ?? 1) || 1);

const server = await startBuiltSiteServer();
const chrome = await launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', ...(chromiumLaunchOptions.args ?? [])],
});

const results: RouteFigures[] = [];
try {
  await mkdir(reportDir, { recursive: true });
  for (const route of routes) {
    const runs: { figures: RouteFigures; html: string }[] = [];
    for (let run = 0; run < runsPerRoute; run++) {
      const runner = await lighthouse(`${server.baseUrl}${route}`, {
        port: chrome.port,
        hostname: '127.0.0.1',
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${route}`);
      if (runner.lhr.runtimeError) {
        throw new Error(`Lighthouse failed on ${route}: ${runner.lhr.runtimeError.message}`);
      }
      const figures = figuresOf(route, runner.lhr as unknown as LighthouseReport);
      runs.push({ figures, html: String(runner.report) });
    }
    const median = medianByPerformance(runs, (run) => run.figures);
    const fileName = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}.html`;
    await writeFile(path.join(reportDir, fileName), median.html);
    results.push(median.figures);
    console.log(`audited ${route}${runsPerRoute > 1 ? ` (median of ${runsPerRoute} runs)` : ''}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const targets = categories.map((category) => `${category} ≥ ${scoreTargets[category]}`);
console.log(`\nLighthouse, mobile (targets: ${targets.join(', ')})\n`);
console.log(figuresTable(results));
console.log(`\nfull reports: ${path.relative(process.cwd(), reportDir)}/`);

const problems = results.flatMap(shortfalls);
if (problems.length) {
  console.error(`\nAudit failed:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
