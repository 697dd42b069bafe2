import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { signInThroughForm } from './inbox-sign-in';
import { sharedServerAdmin } from './local-admin';

/**
 * The insights page and its shared link read on a phone (390 px) as on a desktop (1280 px),
 * in both languages: the page never pans sideways, a wide table scrolls
 * inside its own named region that the keyboard can reach, and axe finds nothing. Screenshots
 * of each state are kept in the test's output to look at.
 */
const password = 'e2e-insights-readable-password-1';

/** A visit with a long source and campaign, the widest a table's names get in practice. */
async function visitFrom(request: APIRequestContext, baseURL: string, source: string) {
  const sent = await request.post('/api/event', {
    headers: {
      'Content-Type': 'text/plain',
      'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/143.0.${Date.now() % 100_000}.1 Safari/537.36`,
      'Sec-Fetch-Site': 'same-origin',
    },
    data: JSON.stringify({
      n: 'pageview',
      v: 36,
      u: `${baseURL}/contact?utm_source=${source}&utm_medium=newsletter-semanal&utm_campaign=black-friday-logistica-2026`,
      d: new URL(baseURL).hostname,
      r: null,
    }),
  });
  expect(sent.status()).toBe(202);
}

/** The page's width against the window's, with what sticks out when it is wider. */
async function expectNoSidewaysPan(page: Page) {
  const widths = await page.evaluate(() => {
    const viewport = window.innerWidth;
    const wider = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
      // What sticks out of a region that scrolls sideways is scrolled, not panned.
      .filter((element) => !element.parentElement?.closest('section[aria-label]'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { page: document.documentElement.scrollWidth, viewport, wider };
  });
  const wider = `wider than the window: ${widths.wider.join(' | ')}`;
  expect(widths.page, wider).toBeLessThanOrEqual(widths.viewport);
  // A phone's browser zooms out to a page wider than the screen, widening innerWidth with it.
  expect(widths.viewport, wider).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** Every table is inside a region named after it that takes keyboard focus. */
async function expectTablesInNamedRegions(page: Page) {
  const tables = page.getByRole('table');
  await expect(tables.first()).toBeVisible();
  const unscrollable = await tables.evaluateAll((found) =>
    found
      .filter((table) => {
        const region = table.closest('section[aria-label]');
        return !region || (region as HTMLElement).tabIndex !== 0;
      })
      .map((table) => table.querySelector('caption')?.textContent ?? '(no caption)'),
  );
  expect(unscrollable).toEqual([]);
}

async function checkScreen(page: Page, shot: (name: string) => Promise<unknown>, name: string) {
  await expect(page.getByRole('img', { name: /^(Gráfico|Chart): / }).locator('canvas')).toHaveCount(
    1,
  );
  await expectNoSidewaysPan(page);
  await expectTablesInNamedRegions(page);
  // The table of every day, opened: it scrolls in its region too.
  await page.locator('details > summary').first().click();
  await expectNoSidewaysPan(page);
  await expectTablesInNamedRegions(page);
  await expectNoAxeViolations(page);
  await shot(name);
}

/** A test's screenshots, named by state and project, and a stamp unique to its run. */
function screenshotsOf(page: Page, testInfo: TestInfo) {
  const shot = (name: string) =>
    page.screenshot({
      path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
      fullPage: true,
    });
  return { shot, stamp: `${testInfo.project.name}${Date.now()}` };
}

test('the insights page fits the screen in both languages', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const { shot, stamp } = screenshotsOf(page, testInfo);
  await visitFrom(request, baseURL ?? '', `e2e-readable-partner-portal-${stamp}`.toLowerCase());
  const email = `readable.${stamp}.${testInfo.workerIndex}@example.com`;
  // As `npm run leads -- users add` makes it, through the server's local socket (decision 380).
  await sharedServerAdmin().addAccount({ email, password });

  await page.goto('/inbox/insights');
  await signInThroughForm(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
  await checkScreen(page, shot, 'insights-pt');

  await page.getByRole('button', { name: /^EN/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await checkScreen(page, shot, 'insights-en');
});

test('the shared insights page fits the screen in both languages', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const { shot, stamp } = screenshotsOf(page, testInfo);
  await visitFrom(request, baseURL ?? '', `e2e-readable-shared-${stamp}`.toLowerCase());
  const link = await sharedServerAdmin().shareInsights(1, 'pt');

  await page.goto(link.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
  await checkScreen(page, shot, 'shared-pt');

  await page.getByRole('button', { name: /^EN/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await checkScreen(page, shot, 'shared-en');
});
