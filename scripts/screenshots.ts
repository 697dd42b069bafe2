/**
 * Screenshots of every page in both languages at phone and desktop widths, for looking at
 * the site as a visitor does: `npm run screenshots [paths…]` against a running server (BASE_URL,
 * default http://127.0.0.1:3000; SCREENSHOT_DIR, default test-results/screenshots).
 * Also prints any console error a page logs.
 */
import { mkdir } from 'node:fs/promises';
import { chromiumLaunchOptions } from '@e2e/chromium';
import { chromium } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const outDir = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots';
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/about', '/contact', '/en', '/en/about', '/en/contact', '/en/missing'];
const widths = [390, 1280];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 844 } });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      console.log(`[${width}px ${page.url()}] ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => console.log(`[${width}px ${page.url()}] pageerror: ${error}`));
  for (const path of paths) {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    // Scroll through the page first, as a visitor would: lazy images and the parts that load
    // on approach (home sections, carousels) are then in the picture too.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 400) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    // A full-page picture is taller than the viewport: the sections the browser skips off screen
    // (decision 003) are rendered for it, as a section scroll renders them.
    await page.evaluate(() => {
      document.documentElement.dataset.wholePageRendered = '';
    });
    const file = `${outDir}/${path.replace(/\//g, '_') || '_'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
