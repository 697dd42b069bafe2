import type { Page } from '@playwright/test';
import { modules } from '@/content/modules';
import { clickNavLink, expect, test } from './fixtures';
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
  expect(sent).toEqual([]);

  release();
  await expect
    .poll(() => sent)
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ n: 'pageview' }),
        expect.objectContaining({ n: 'module_opened', p: { module: module?.id } }),
      ]),
    );
  expect(sent.filter((event) => (event as { n: string }).n === 'module_opened')).toHaveLength(1);
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
