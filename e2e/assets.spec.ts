/**
 * What every page loads: images in modern formats with explicit dimensions, fonts self-hosted
 * and preloaded, nothing from another origin, and no layout shift while it loads.
 */
import { routeEntries } from '@/routing/routes';
import { expect, test } from './fixtures';

const modernImage = /\.(webp|avif|svg)(\?|$)/i;

test.describe('page assets', () => {
  for (const { path } of routeEntries) {
    test(`${path}: images, fonts and origins`, async ({ page, baseURL }) => {
      const origins = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http')) origins.add(url.origin);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      // Bring lazy images in before looking at them.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');

      const images = await page.locator('img').evaluateAll((elements) =>
        (elements as HTMLImageElement[]).map((image) => ({
          src: image.currentSrc || image.src,
          width: image.getAttribute('width'),
          height: image.getAttribute('height'),
        })),
      );
      for (const image of images) {
        expect(image.src, 'image format').toMatch(modernImage);
        // Reserves the space before the file arrives: no layout shift.
        expect(Number(image.width), `${image.src} width attribute`).toBeGreaterThan(0);
        expect(Number(image.height), `${image.src} height attribute`).toBeGreaterThan(0);
      }

      const fonts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\.(woff2?|ttf|otf)(\?|$)/.test(name)),
      );
      const preloaded = await page
        .locator('head link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(fonts.length, 'the site font is loaded').toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font, 'font format').toMatch(/\.woff2(\?|$)/);
        expect(preloaded, `${font} is preloaded`).toContain(font);
      }

      expect([...origins], 'every request goes to this site').toEqual([
        new URL(baseURL ?? '').origin,
      ]);
    });

    test(`${path}: nothing shifts while the page loads`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts = { total: 0 };
        (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) shifts.total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // The frame after the fonts' layout: a shift it makes is reported by then (no fixed wait).
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const total = await page.evaluate(
        () => (window as unknown as { layoutShift: { total: number } }).layoutShift.total,
      );
      expect(total, 'cumulative layout shift').toBeLessThan(0.01);
    });
  }
});
