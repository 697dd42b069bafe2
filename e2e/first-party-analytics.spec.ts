import { expect, test } from './fixtures';

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
