import type { Locator, Page } from '@playwright/test';
import {
  earlyClickRegionAttribute,
  liveRegionAttribute,
} from '@/components/early-clicks/early-clicks-script';
import { hydrationMarkSelector } from '@/components/lazy/hydration-marks';
import { expect, gotoAsTheVisitorSeesIt, test, topOf } from './fixtures';
import { currentDot } from './home-helpers';

/**
 * No lost input: a click on any control at any moment after the first paint takes
 * effect. Each control is clicked as soon as the page has parsed (DOMContentLoaded) and at its
 * load event, before the page's JavaScript has run (it loads after the first paint, decision
 * 004), at normal speed and with the CPU slowed four times (a mid-range phone). Playwright's
 * click still waits for the control to be visible and still, like a person aiming at it.
 */

/**
 * When the click comes: at DOMContentLoaded or the load event, the page's scripts loading as
 * fast as loopback allows; or at the load event with the scripts held back until the click is
 * made, as on a slow mobile link, where it is certain that none of the page's code has run.
 */
const moments = [
  { name: 'at DOMContentLoaded', waitUntil: 'domcontentloaded', holdScripts: false },
  { name: 'at the load event', waitUntil: 'load', holdScripts: false },
  { name: 'before any script has run', waitUntil: 'load', holdScripts: true },
] as const;
const cpuSlowdowns = [1, 4] as const;

async function slowDownCpu(page: Page, rate: number) {
  if (rate === 1) return;
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Holds the page's JavaScript back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The page's code (its page-view script is inline in the page: decision 270).
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A click held in a region (decision 230) acts once the region's code has loaded and hydrated:
 * the page's entry, then the part's own chunk, then the replay, each parsed at the throttled
 * CPU's speed. On a loaded 2-core host that chain alone has taken 7 s and more after the
 * scripts were let through, with the click queued and replayed as it should be, so the test
 * waits up to 20 s for the region to come alive, then for the effect in an expect's usual time. A control outside any region (a link, the popover menu) acts without the code: its
 * effect is expected at once.
 */
async function clickAndWaitForItsRegion(page: Page, target: Locator, releaseScripts: () => void) {
  // Found before the click, by its place among the regions: the click may leave the page (a
  // link), and an open dialog hides the rest of the page from the target's role query.
  const regions = page.locator(`[${earlyClickRegionAttribute}]`);
  const index = await target.evaluate(
    (element, attribute) =>
      [...document.querySelectorAll(`[${attribute}]`)].indexOf(
        element.closest(`[${attribute}]`) as Element,
      ),
    earlyClickRegionAttribute,
  );
  await target.click();
  releaseScripts();
  if (index >= 0) {
    await expect(regions.nth(index)).toHaveAttribute(liveRegionAttribute, '', { timeout: 20_000 });
  }
}

function statsCarousel(page: Page): Locator {
  return page.getByRole('group', { name: 'What our customers achieve' });
}

interface Control {
  name: string;
  /** Only at one screen size: the phone menu exists under 768 px only. */
  only?: 'mobile' | 'desktop';
  /** What the visitor had done before, on an earlier visit. */
  before?: (page: Page) => Promise<void>;
  path: string;
  /** What the visitor clicks. */
  target: (page: Page) => Locator;
  tookEffect: (page: Page) => Promise<void>;
}

const controls: Control[] = [
  {
    name: 'a module’s “Explore the features” opens its dialog',
    path: '/en',
    target: (page) =>
      page
        .getByRole('article', { name: 'TMS – Transport Management' })
        .getByRole('button', { name: 'Explore the features.' }),
    tookEffect: (page) =>
      expect(page.getByRole('dialog', { name: 'TMS – Transport Management' })).toBeVisible(),
  },
  {
    name: '“Learn more” glides to the solutions',
    // Records the page's calls to scrollTo: a glide is one smooth call (the browser's, before
    // the code) or many (the code's own, frame by frame); a jump, the link's native one, none.
    // Counting scroll events instead would count frames, which a busy machine drops.
    before: async (page) => {
      await page.addInitScript(() => {
        const recorded = window as unknown as { scrollCalls: string[] };
        recorded.scrollCalls = [];
        const scrollTo = window.scrollTo.bind(window);
        window.scrollTo = ((options?: ScrollToOptions | number, y?: number) => {
          recorded.scrollCalls.push(
            typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto',
          );
          return typeof options === 'object' ? scrollTo(options) : scrollTo(options ?? 0, y ?? 0);
        }) as typeof window.scrollTo;
      });
    },
    path: '/en',
    target: (page) => page.locator('#home').getByText('Learn more', { exact: true }),
    tookEffect: async (page) => {
      // Landed below the sticky header, the section's title in view, the section focused.
      await expect.poll(() => topOf(page, '#solutions')).toBeGreaterThan(40);
      await expect.poll(() => topOf(page, '#solutions')).toBeLessThan(140);
      await expect(page.locator('#solutions')).toBeFocused();
      // And it got there smoothly, before the code as after it (section-glide-script.ts).
      const calls = await page.evaluate(
        () => (window as unknown as { scrollCalls: string[] }).scrollCalls,
      );
      expect(calls.includes('smooth') || calls.length > 1).toBe(true);
    },
  },
  {
    name: 'the phone menu opens',
    only: 'mobile',
    path: '/en/about',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    tookEffect: (page) =>
      expect(page.locator('header').getByRole('link', { name: 'Solutions' })).toBeVisible(),
  },
  {
    name: 'the language switch leads to the other language',
    only: 'desktop',
    path: '/about',
    target: (page) => page.getByRole('link', { name: /English/ }),
    tookEffect: async (page) => {
      await expect(page).toHaveURL(/\/en\/about$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    },
  },
  {
    name: 'the language switch back to Portuguese sticks for a visitor who chose English before',
    only: 'desktop',
    before: async (page) => {
      await page.goto('/about');
      await page.getByRole('link', { name: /English/ }).click();
      await expect(page).toHaveURL(/\/en\/about$/);
    },
    path: '/en/about',
    target: (page) => page.getByRole('link', { name: /Português/ }),
    tookEffect: async (page) => {
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/about$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      // And the next visit opens in Portuguese: the choice was stored.
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    },
  },
  {
    name: 'a dot of the statistics carousel shows its slide',
    only: 'desktop',
    path: '/en',
    target: (page) => statsCarousel(page).getByRole('button', { name: 'Go to slide 3 of 4' }),
    tookEffect: (page) => expect.poll(() => currentDot(statsCarousel(page))).toBe(2),
  },
  {
    name: 'the pause button of the about page’s carousel pauses it',
    only: 'desktop',
    path: '/en/about',
    target: (page) => page.getByRole('button', { name: 'Pause the slideshow' }),
    tookEffect: (page) =>
      expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible(),
  },
];

for (const control of controls) {
  test.describe(control.name, () => {
    test.skip(({ isMobile }) => control.only === (isMobile ? 'desktop' : 'mobile'), 'one size');

    for (const moment of moments) {
      // With the scripts held back no code runs before the click whatever the CPU's speed: the
      // slowed CPU, the harder case for the replay that follows, is enough.
      for (const slowdown of moment.holdScripts ? ([4] as const) : cpuSlowdowns) {
        test(`clicked ${moment.name}, CPU ×${slowdown}`, async ({ page }) => {
          await control.before?.(page);
          await slowDownCpu(page, slowdown);
          const releaseScripts = moment.holdScripts ? await holdScripts(page) : () => {};
          await gotoAsTheVisitorSeesIt(page, control.path, moment.waitUntil);
          await clickAndWaitForItsRegion(page, control.target(page), releaseScripts);
          await control.tookEffect(page);
        });
      }
    }
  });
}

/**
 * A visit nobody touches downloads none of the page's code in its first 5 s (the
 * budget counts the bytes, `npm run budget`): the page view's own script is inline in the page
 * and counts it once the page has painted (decision 270); it still comes alive after them.
 */
test('a page nobody touches is counted once it has painted and gets its code after its first 5 s', async ({
  page,
}) => {
  const pageview = page.waitForRequest(
    (request) => request.url().endsWith('/api/event') && request.method() === 'POST',
  );
  await gotoAsTheVisitorSeesIt(page, '/en', 'load');
  expect(JSON.parse((await pageview).postData() ?? '{}')).toMatchObject({ n: 'pageview' });
  await page.locator(hydrationMarkSelector('page')).waitFor({ state: 'attached', timeout: 20_000 });
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ file: new URL(entry.name).pathname, at: entry.startTime })),
  );
  const early = scripts.filter((script) => script.at < 5000).map((script) => script.file);
  // The page view's script is inline in the page (decision 270): no script file before 5 s.
  expect(early).toEqual([]);
  expect(scripts.length).toBeGreaterThan(early.length);
});

/**
 * Interaction to next paint at CPU ×4 (at most 100 ms), from the browser's own Event
 * Timing entries, on a visit that opens the menu or a module's dialog, follows "Learn more",
 * closes the dialog with Escape and moves the statistics. Each entry is reported with its parts:
 * waiting for the main thread, the handlers, the frame until painted. The visit's INP, its
 * longest interaction, is held to 100 ms when `E2E_ASSERT_INP` is set: a quiet host measured
 * 40–64 ms (docs/benchmarks.md), but a shared one has read up to 176 ms for the same code, the
 * wait for the main thread most of it, so the figure is a quiet machine's gate and otherwise a
 * report (decision 270).
 */
const assertInp = !!process.env.E2E_ASSERT_INP;

test('interaction to next paint at CPU ×4', async ({ page, isMobile }) => {
  await slowDownCpu(page, 4);
  await page.addInitScript(() => {
    const interactions: { ms: number; name: string; on: string; parts: string }[] = [];
    Object.assign(window, { interactions });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & {
        interactionId?: number;
      })[]) {
        if (!entry.interactionId) continue;
        const on =
          (entry.target as Element | null)
            ?.closest('a, button')
            ?.textContent?.trim()
            .slice(0, 30) ?? '?';
        // Waiting for the main thread, running the handlers, then until the frame was painted.
        const parts = [
          entry.processingStart - entry.startTime,
          entry.processingEnd - entry.processingStart,
          entry.startTime + entry.duration - entry.processingEnd,
        ]
          .map((ms) => Math.round(ms))
          .join(' + ');
        interactions.push({ ms: Math.round(entry.duration), name: entry.name, on, parts });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await page.goto('/en');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('header').getByRole('link', { name: 'Solutions' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await page.locator('#home').getByRole('link', { name: 'Learn more', exact: true }).click();
  await expect(page.locator('#solutions')).toBeFocused();
  const explore = page
    .getByRole('article', { name: 'TMS – Transport Management' })
    .getByRole('button', { name: 'Explore the features.' });
  await explore.click();
  const dialog = page.getByRole('dialog', { name: 'TMS – Transport Management' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await statsCarousel(page).getByRole('button', { name: 'Go to slide 2 of 4' }).click();
  await expect.poll(() => currentDot(statsCarousel(page))).toBe(1);

  const interactions = await page.evaluate(
    () =>
      (
        window as unknown as {
          interactions: { ms: number; name: string; on: string; parts: string }[];
        }
      ).interactions,
  );
  const inp = Math.max(0, ...interactions.map((entry) => entry.ms));
  const report = `${inp} ms (${
    interactions
      .map((entry) => `${entry.ms} ms (${entry.parts}) ${entry.name} on “${entry.on}”`)
      .join('; ') || 'every event under 16 ms'
  })`;
  test.info().annotations.push({ type: 'interaction to next paint, CPU ×4', description: report });
  console.log(`INP at CPU ×4 (${isMobile ? 'mobile' : 'desktop'}): ${report}`);
  if (assertInp) {
    expect(inp, `the visit's interaction to next paint, CPU ×4: ${report}`).toBeLessThanOrEqual(
      100,
    );
  }
});
