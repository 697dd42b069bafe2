import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, gotoAsTheVisitorSeesIt, test } from './fixtures';

/**
 * Every tap counts from the first paint (decision 364): a WhatsApp link, the language switch and
 * the demo banner work before the page's code has run, opening the chat or the next page
 * natively, and each is counted once all the same, whether the code has run or not, and never
 * again when it arrives.
 *
 * Two moments: at the load event with the page's code held back (certain that none of it has
 * run), and once the page view has gone with nothing held (the page has painted and waits for
 * the visitor's first interaction to load its code: the taps of the first seconds). Each at
 * normal speed and with the CPU slowed four times (a mid-range phone).
 */

/** Every event the context's pages send, in the order they leave, read as the server reads them. */
async function recordEvents(context: BrowserContext) {
  const events: { n?: string; visit?: string }[] = [];
  await context.route('**/api/event', async (route) => {
    events.push(JSON.parse(route.request().postData() ?? '{}'));
    await route.continue();
  });
  const count = (name: string) => events.filter((event) => event.n === name).length;
  return { events, count };
}

/** Holds the page's code (its JavaScript files) back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function slowDownCpu(page: Page, rate: number) {
  if (rate === 1) return;
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate });
}

interface Tap {
  name: string;
  event: string;
  path: string;
  target: (page: Page) => Locator;
  /** What the tap does, checked once it is done. */
  tookEffect: (page: Page, context: BrowserContext) => Promise<void>;
}

const taps: Tap[] = [
  {
    name: 'the WhatsApp link',
    event: 'whatsapp_clicked',
    path: '/',
    target: (page) => page.getByRole('link', { name: /^Conversar pelo WhatsApp/ }).first(),
    tookEffect: async (_page, context) => {
      await expect
        .poll(() => context.pages().some((opened) => opened.url().startsWith('https://wa.me/')))
        .toBe(true);
    },
  },
  {
    name: 'the language switch',
    event: 'language_switched',
    path: '/about',
    target: (page) => page.getByRole('link', { name: /^EN/ }),
    tookEffect: (page) => expect(page).toHaveURL(/\/en\/about$/),
  },
  {
    name: 'the demo banner',
    event: 'demo_clicked',
    path: '/about',
    target: (page) => page.getByRole('link', { name: 'Solicitar demonstração' }),
    tookEffect: (page) => expect(page).toHaveURL(/\/contact$/),
  },
];

const moments = [
  { name: 'at the load event, before any of the code has run', holdScripts: true },
  { name: 'once the page view went, the code not asked for yet', holdScripts: false },
] as const;

for (const tap of taps) {
  test.describe(tap.name, () => {
    for (const moment of moments) {
      for (const slowdown of [1, 4] as const) {
        test(`tapped ${moment.name}, CPU ×${slowdown}: counted once`, async ({ page, context }) => {
          await context.route('https://wa.me/**', (route) =>
            route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
          );
          const { events, count } = await recordEvents(context);
          await slowDownCpu(page, slowdown);
          const release = moment.holdScripts ? await holdScripts(page) : () => {};
          await gotoAsTheVisitorSeesIt(page, tap.path, 'load');
          if (!moment.holdScripts) await expect.poll(() => count('pageview')).toBe(1);
          await tap.target(page).click();
          await tap.tookEffect(page, context);
          await expect.poll(() => count(tap.event)).toBe(1);
          // The event names the tab's visit, as the page view does (decision 360).
          const tapped = events.find((event) => event.n === tap.event);
          expect(tapped?.visit).toMatch(/^[\w-]{22}$/);
          release();
        });
      }
    }
  });
}

/**
 * Tapped before the page's code, then again once the code and the tracker run: two taps, two
 * events. Counted by the page's code as well, or again when the tracker sends what waited, the
 * first tap would be two.
 */
test('a tap before the code and one after it: two events, not three', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const { count } = await recordEvents(context);
  const release = await holdScripts(page);
  await gotoAsTheVisitorSeesIt(page, '/', 'load');
  const link = page.getByRole('link', { name: /^Conversar pelo WhatsApp/ }).first();
  await link.click();
  await expect.poll(() => count('whatsapp_clicked')).toBe(1);
  release();
  // The tracker runs: `window.siteEvents` is its sender instead of the array events wait in.
  await page.waitForFunction(
    () => window.siteEvents !== undefined && !Array.isArray(window.siteEvents),
    undefined,
    { timeout: 20_000 },
  );
  await link.click();
  await expect.poll(() => count('whatsapp_clicked')).toBe(2);
  // Anything sent twice would have left when the tracker started, before the second tap.
  expect(count('whatsapp_clicked')).toBe(2);
});
