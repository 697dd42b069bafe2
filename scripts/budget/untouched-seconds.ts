/**
 * The JavaScript a page downloads in its first seconds when the visitor does nothing
 * (decision 004): the built site served by its own server, each page opened in headless Chromium (the
 * end-to-end tests' browser and flags), left alone, and its resource timing read once that many
 * seconds have passed since the navigation began. Every script the page asked for before then
 * counts, at the size `npm run budget` gives it (gzip -9 of the file in the build), so the figure
 * stands beside the first load's total.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from '@e2e/chromium';
import { type Browser, chromium } from '@playwright/test';
import { startBuiltSiteServer } from '@scripts/lib/built-site-server';
import { transferSize } from './page-weight';

/** The window the budget holds: what the first five seconds of an untouched visit download. */
export const untouchedWindowMs = 5000;

export interface UntouchedPage {
  route: string;
  /** The address the browser opens (a 404 route is any address the site does not have). */
  visit: string;
}

/** The site's own script files a page requested before the window closed, site-absolute. */
async function scriptsRequestedInWindow(baseUrl: string, visit: string, browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await page.goto(baseUrl + visit, { waitUntil: 'load' });
    // Waiting in the page's own clock: the same timeline as the resource entries.
    await page.waitForFunction((ms) => performance.now() >= ms, untouchedWindowMs + 250, {
      polling: 100,
      timeout: untouchedWindowMs * 4,
    });
    const urls = await page.evaluate(
      (ms) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < ms)
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === window.location.origin && url.pathname.endsWith('.js'))
          .map((url) => url.pathname),
      untouchedWindowMs,
    );
    return [...new Set(urls)];
  } finally {
    await page.close();
  }
}

/** Gzipped JavaScript bytes each route requested in its first untouched seconds, by route. */
export async function measureUntouchedJs(
  pages: UntouchedPage[],
  distDir = path.resolve('dist'),
): Promise<Map<string, number>> {
  const server = await startBuiltSiteServer({}, distDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // Every page at once, each in its own tab: what a page fetches in its window is set by the
    // loader's timer (scripts/deferred-modules.ts), not by how busy the machine is, so the
    // pages need not take turns (a regression, a <script src> in the page, shows either way).
    const measured = await Promise.all(
      pages.map(async ({ route, visit }): Promise<[string, number]> => {
        const scripts = await scriptsRequestedInWindow(server.baseUrl, visit, browser);
        const bytes = scripts.reduce(
          (sum, url) => sum + transferSize(url, readFileSync(path.join(distDir, 'client', url))),
          0,
        );
        return [route, bytes];
      }),
    );
    return new Map(measured);
  } finally {
    await browser.close();
    await server.stop();
  }
}
