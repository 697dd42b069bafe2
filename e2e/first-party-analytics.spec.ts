import type { Insights } from '@contract/insights';
import {
  type APIRequestContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { hydrationMarkSelector } from '@/components/lazy/hydration-marks';
import { modules } from '@/content/modules';
import { e2eAdminToken } from '../playwright.config';
import { chromiumLaunchOptions } from './chromium';
import { clickNavLink, expect, gotoAsTheVisitorSeesIt, test } from './fixtures';
import { reachHomeSections } from './home-helpers';

/**
 * The default build (no measurement id): visits are counted by our own server only. No request
 * leaves the site, no cookie is set, and no consent banner is shown (nothing to consent to).
 */
test('no request leaves the site and no cookie is set', async ({ page, context, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  const pageview = page.waitForRequest(
    (request) => request.url().endsWith('/api/event') && request.method() === 'POST',
  );
  await page.goto('/?utm_source=newsletter');
  const event = JSON.parse((await pageview).postData() ?? '{}');
  expect(event).toMatchObject({ n: 'pageview' });
  expect(event.u).toContain('utm_source=newsletter');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
  expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
  expect(await context.cookies()).toEqual([]);
  await expect(page.getByRole('region', { name: 'Sua privacidade' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Preferências de privacidade' })).toHaveCount(0);
});

test('the privacy notice exists in both languages and the switch maps its address', async ({
  page,
}) => {
  await page.goto('/privacidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Google Analytics' })).toHaveCount(0);
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
});

/**
 * The tracker's start is a chunk of its own, fetched after hydration: hold it back to be sure of
 * the order, as on a slow phone where the visitor acts before it arrives.
 */
async function holdTheTracker(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-tracker-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a named event the visitor triggers before the tracker loads is sent once it does', async ({
  page,
}) => {
  const release = await holdTheTracker(page);
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/event')) sent.push(JSON.parse(request.postData() ?? '{}'));
  });
  await page.goto('/en');
  await reachHomeSections(page);
  const module = modules[0];
  await page
    .getByRole('article', { name: module?.name.en, exact: true })
    .getByRole('button', { name: 'Explore the features.' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The page view went from its own script, after the first paint (decision 270); the event waits.
  expect(sent).toEqual([expect.objectContaining({ n: 'pageview' })]);

  release();
  await expect
    .poll(() => sent)
    .toContainEqual(expect.objectContaining({ n: 'module_opened', p: { module: module?.id } }));
  // The tracker sent its own page view, if any, before the events that waited.
  const names = sent.map((event) => (event as { n: string }).n);
  expect(names.filter((name) => name === 'module_opened')).toHaveLength(1);
  expect(
    names.filter((name) => name === 'pageview'),
    'the page counted once',
  ).toHaveLength(1);
});

/**
 * The page's code waits for the visitor (decision 230); the visit is counted
 * without it, by the page view's own script, with where it came from (decision 270).
 */
test('a visitor who leaves before the code of the page runs is counted, with the campaign', async ({
  page,
}) => {
  const sent: { n: string; u: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/event')) sent.push(JSON.parse(request.postData() ?? '{}'));
  });
  const counted = page.waitForResponse(
    (response) => response.url().endsWith('/api/event') && response.status() === 202,
  );
  await gotoAsTheVisitorSeesIt(page, '/en?utm_source=newsletter&utm_campaign=fleet', 'load');
  await counted;
  expect(sent).toEqual([expect.objectContaining({ n: 'pageview' })]);
  expect(sent[0]?.u).toContain('utm_campaign=fleet');
  // Sent before any of the page's own code was asked for, by its script inline in the page.
  const scriptsBefore = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource');
    const event = entries.find((entry) => entry.name.endsWith('/api/event'));
    return entries
      .filter((entry) => entry.name.endsWith('.js') && entry.startTime < (event?.startTime ?? 0))
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(scriptsBefore).toEqual([]);
});

test('a visit keeps the page it landed on when a link took it on before the code ran', async ({
  page,
}) => {
  const counted = page.waitForResponse((response) => response.url().endsWith('/api/event'));
  await gotoAsTheVisitorSeesIt(page, '/en/about?utm_source=Partner&utm_campaign=fair', 'load');
  await counted;
  // A page of the same visit (the same tab) that the first page's code never reached.
  await page.goto('/en/contact');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('visit-attribution-v1')))
    .not.toBeNull();
  const attribution = await page.evaluate(() => sessionStorage.getItem('visit-attribution-v1'));
  expect(JSON.parse(attribution ?? 'null')).toMatchObject({
    source: 'partner',
    campaign: 'fair',
    landingPage: '/en/about',
  });
});

test('the visit keeps the page it landed on when the visitor moved on before the tracker loaded', async ({
  page,
  isMobile,
}) => {
  const release = await holdTheTracker(page);
  await page.goto('/en/about?utm_source=Partner&utm_campaign=fair');
  await clickNavLink(page, 'Call us', isMobile);
  await expect(page).toHaveURL(/\/en\/contact$/);

  const pageview = page.waitForRequest((request) => request.url().endsWith('/api/event'));
  release();
  await pageview;
  const attribution = await page.evaluate(() => sessionStorage.getItem('visit-attribution-v1'));
  expect(JSON.parse(attribution ?? 'null')).toMatchObject({
    source: 'partner',
    campaign: 'fair',
    landingPage: '/en/about',
  });
});

/**
 * The page views our server counted today (in the site's time zone) for a campaign source, as
 * GET /api/insights answers them: what `npm run leads -- insights` prints while the server
 * runs. Asked of the server itself, not through the CLI: a CLI run starts npm and compiles the
 * server's code (up to 15 s on a loaded 2-core host), and, run synchronously, it held the worker
 * so that `expect.poll` could not bound it: the test ran past its time with the views counted.
 */
async function viewsCountedFor(request: APIRequestContext, source: string): Promise<number> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const response = await request.get(`/api/insights?from=${today}&to=${today}`, {
    headers: { Authorization: `Bearer ${e2eAdminToken}` },
  });
  expect(response.status()).toBe(200);
  const insights = (await response.json()) as Insights;
  return insights.bySource.find((row) => row.source === source)?.views ?? 0;
}

/**
 * A visitor of their own: a browser the server has not seen today, so that the visit and its
 * source are this test's. Its user agent is the browser's own (a launch flag) as well as the
 * pages' (Playwright's override): a request a page sends as it goes leaves with the browser's,
 * and the headless browser's default is a bot's, which the server does not count.
 */
async function newVisitor(testInfo: TestInfo, page: BrowserContextOptions) {
  const build = `${Date.now() % 100_000}.${testInfo.workerIndex}${testInfo.repeatEachIndex}`;
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.${build} Safari/537.36`;
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), `--user-agent=${userAgent}`],
  });
  const context = await browser.newContext({ ...page, userAgent });
  const source = `e2e-leave-${testInfo.project.name}-${build}`.replace('.', '-');
  return { page: await context.newPage(), source, close: () => browser.close() };
}

/** The page-view script has run: the first thing it does is keep the visit's landing page. */
async function pageviewScriptRan(page: Page) {
  await page.waitForFunction(() => sessionStorage.getItem('visit-landing-v1') !== null);
}

/**
 * The visitor starts the contact form, and our server counts its event: it waits for the
 * tracker, whose own page view, if it sent one, went before it.
 */
async function formStartedSent(page: Page) {
  // As the fixture's visitor: a hand over the page brings its code; the form hydrates.
  await page.mouse.move(1, 1);
  await page.locator(hydrationMarkSelector('contactForm')).waitFor({ state: 'attached' });
  const counted = page.waitForResponse((response) =>
    (response.request().postData() ?? '').includes('"form_started"'),
  );
  await page.getByLabel(/^First name/).fill('Rita');
  expect((await counted).status()).toBe(202);
}

/**
 * The page view waits for the page's first paint (decision 270, amended 2026-11-26), so that
 * Lighthouse does not count its request into the paint. A visitor who leaves before it has gone
 * is counted as they leave, by our server. Deterministic here: in a browser that reports no
 * largest paint (Safari's kind), the page view waits for the page's load, which the font held
 * back keeps from coming; the visitor leaves first. The next page is counted once: its tracker,
 * when it runs, leaves the page view to the script.
 */
test('a visitor who leaves before the page view went is counted as they leave, each page once', async ({
  baseURL,
  viewport,
  request,
}, testInfo) => {
  const { page, source, close } = await newVisitor(testInfo, { baseURL, viewport });
  await page.addInitScript(() => {
    const supported = PerformanceObserver.supportedEntryTypes.filter(
      (type) => type !== 'largest-contentful-paint',
    );
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => supported });
  });
  // The font is never answered: the page that asked for it cannot load. (Held through the
  // DevTools protocol, for the font alone: a Playwright route would hold every request, the one
  // sent as the page goes as well.)
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Fetch.enable', { patterns: [{ urlPattern: '*.woff2' }] });

  await page.goto(`/en/about?utm_source=${source}`, { waitUntil: 'domcontentloaded' });
  await pageviewScriptRan(page);
  expect(await page.evaluate(() => [document.readyState, window.sitePageviewSent])).toEqual([
    'interactive',
    undefined,
  ]);
  // The visitor goes on; the font is let through again once the next page is there.
  await page.goto('/en/contact', { waitUntil: 'commit' });
  await devtools.send('Fetch.disable');
  await expect.poll(() => viewsCountedFor(request, source), { timeout: 20_000 }).toBe(2);
  await formStartedSent(page);
  expect(await viewsCountedFor(request, source), 'each page once, once the tracker has run').toBe(
    2,
  );
  await close();
});

/** The same without any emulation: the visitor leaves as soon as the page's script has run. */
test('a visitor who leaves right after the document is read is counted, each page once', async ({
  baseURL,
  viewport,
  request,
}, testInfo) => {
  const { page, source, close } = await newVisitor(testInfo, { baseURL, viewport });
  await page.goto(`/en?utm_source=${source}`, { waitUntil: 'domcontentloaded' });
  await pageviewScriptRan(page);
  await page.goto('/en/contact');
  await formStartedSent(page);
  await expect.poll(() => viewsCountedFor(request, source), { timeout: 20_000 }).toBe(2);
  await close();
});
