import type { Page } from '@playwright/test';
import { modules } from '@/content/modules';
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
  // The page view went at once, from its own script (decision 270); the event waits.
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
 * Issue 27.2: the page's code waits for the visitor (decision 230); the visit is counted
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
  // Sent before any of the page's own code was asked for: only its own script came first.
  const scriptsBefore = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource');
    const event = entries.find((entry) => entry.name.endsWith('/api/event'));
    return entries
      .filter((entry) => entry.name.endsWith('.js') && entry.startTime < (event?.startTime ?? 0))
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(scriptsBefore).toEqual([expect.stringMatching(/^\/assets\/pageview-[^/]+\.js$/)]);
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
