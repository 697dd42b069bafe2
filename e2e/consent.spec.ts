import type { Page, Request } from '@playwright/test';
import { hydrationMarkSelector } from '@/components/lazy/hydration-marks';
import { analyticsBuildMeasurementId, analyticsBuildUrl } from '../playwright.config';
import { expectNoAxeViolations } from './accessibility';
import { expect, test } from './fixtures';

/**
 * Google Analytics 4 behind consent, on the build with a measurement id. Google is never
 * reached for real: its tag is answered by a stand-in that, like the real one, sends a page
 * view for each `config` command it finds in the data layer, to an address the test records.
 */
test.use({ baseURL: analyticsBuildUrl });

const googleTag = /^https:\/\/www\.googletagmanager\.com\//;
const googleCollect = /^https:\/\/[^/]*google-analytics\.com\//;

const standInTag = `(() => {
  const seen = new Set();
  const send = () => {
    for (const entry of window.dataLayer || []) {
      if (seen.has(entry)) continue;
      seen.add(entry);
      if (entry[0] === 'config') fetch('https://region1.google-analytics.com/g/collect?en=page_view&tid=' + entry[1], { method: 'POST', mode: 'no-cors' });
      if (entry[0] === 'event') fetch('https://region1.google-analytics.com/g/collect?en=' + entry[1], { method: 'POST', mode: 'no-cors' });
    }
  };
  send();
  window.dataLayer.push = function (...entries) { const n = Array.prototype.push.apply(this, entries); send(); return n; };
})();`;

/** Every request that leaves for Google, answered by the stand-in. */
async function watchGoogle(page: Page) {
  const requests: string[] = [];
  await page.route(googleTag, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: standInTag }),
  );
  await page.route(googleCollect, (route) => route.fulfill({ status: 204 }));
  page.on('request', (request: Request) => {
    if (googleTag.test(request.url()) || googleCollect.test(request.url())) {
      requests.push(request.url());
    }
  });
  return requests;
}

const texts = {
  pt: {
    banner: 'Sua privacidade',
    accept: 'Aceitar',
    reject: 'Recusar',
    customise: 'Personalizar',
    preferences: 'Preferências de privacidade',
    measurement: 'Medição (Google Analytics)',
    save: 'Salvar escolha',
  },
  en: {
    banner: 'Your privacy',
    accept: 'Accept',
    reject: 'Reject',
    customise: 'Customise',
    preferences: 'Privacy preferences',
    measurement: 'Measurement (Google Analytics)',
    save: 'Save choice',
  },
};

function banner(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

/**
 * Reloads as a visitor comes back (a move of the mouse brings the page's code, decision 270)
 * and resolves once the consent code has applied the stored choice: what the checks after it
 * are about, where a fixed wait only hoped it had happened.
 */
async function reloadUntilConsentApplied(page: Page) {
  const consentChunk = page.waitForResponse((response) =>
    /\/assets\/start-consent-[^/]+\.js$/.test(new URL(response.url()).pathname),
  );
  await page.reload();
  await page.mouse.move(2, 2);
  await page.locator(hydrationMarkSelector('page')).waitFor({ state: 'attached' });
  const chunk = await consentChunk;
  // The page's own import of the module was asked first, so its `startConsent` has run by
  // the time this import resolves and the task after it runs.
  await page.evaluate(async (url) => {
    await import(url);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }, chunk.url());
}

for (const [language, path] of [
  ['pt', '/'],
  ['en', '/en'],
] as const) {
  const t = texts[language];

  test(`${language}: nothing reaches Google before a choice, Accept and Reject look alike`, async ({
    page,
    context,
  }) => {
    const google = await watchGoogle(page);
    await page.goto(path);
    const region = banner(page, t.banner);
    await expect(region).toBeVisible();
    const accept = region.getByRole('button', { name: t.accept, exact: true });
    const reject = region.getByRole('button', { name: t.reject, exact: true });
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs((acceptBox?.height ?? 0) - (rejectBox?.height ?? 1))).toBeLessThan(1);
    await expectNoAxeViolations(page);
    await region.getByRole('button', { name: t.customise }).click();
    await expect(page.getByRole('heading', { name: t.preferences })).toBeFocused();
    await expect(page.getByRole('checkbox', { name: t.measurement })).not.toBeChecked();
    await expectNoAxeViolations(page);
    expect(google).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });
}

test('the banner shifts nothing on the page', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page, texts.pt.banner)).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            total += (entry as PerformanceEntry & { value: number }).value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBe(0);
});

test('Reject: nothing is loaded, and the choice survives a reload', async ({ page, context }) => {
  const google = await watchGoogle(page);
  await page.goto('/');
  await banner(page, texts.pt.banner).getByRole('button', { name: texts.pt.reject }).click();
  await expect(banner(page, texts.pt.banner)).toBeHidden();
  await reloadUntilConsentApplied(page);
  await expect(banner(page, texts.pt.banner)).toBeHidden();
  expect(google).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('privacy-consent-v1') ?? 'null'),
  );
  expect(stored).toMatchObject({ version: 1, analytics: false });
  expect(Date.now() - Date.parse(stored.date)).toBeLessThan(60_000);
});

test('Accept: consent update and a page view, again after a reload; withdrawn from the footer', async ({
  page,
}) => {
  const google = await watchGoogle(page);
  await page.goto('/en');
  await banner(page, texts.en.banner).getByRole('button', { name: texts.en.accept }).click();
  await expect.poll(() => google.some((url) => url.includes('en=page_view'))).toBe(true);
  const dataLayer = await page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
  expect(dataLayer).toContainEqual([
    'consent',
    'default',
    expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
  ]);
  expect(dataLayer).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  expect(dataLayer).toContainEqual(['config', analyticsBuildMeasurementId]);

  google.length = 0;
  await page.reload();
  await expect.poll(() => google.some((url) => url.includes('en=page_view'))).toBe(true);
  await expect(banner(page, texts.en.banner)).toBeHidden();

  await page.getByRole('contentinfo').getByRole('button', { name: texts.en.preferences }).click();
  await expect(page.getByRole('heading', { name: texts.en.preferences })).toBeFocused();
  const measurement = page.getByRole('checkbox', { name: texts.en.measurement });
  await expect(measurement).toBeChecked();
  await measurement.uncheck();
  await page.getByRole('button', { name: texts.en.save }).click();
  google.length = 0;
  await reloadUntilConsentApplied(page);
  expect(google).toEqual([]);
});

test('a sent lead is a generate_lead conversion after Accept', async ({ page }) => {
  const google = await watchGoogle(page);
  await page.goto('/contact');
  await banner(page, texts.pt.banner).getByRole('button', { name: texts.pt.accept }).click();
  await page.getByLabel('Nome', { exact: true }).fill('Ana');
  await page.getByLabel('Sobrenome').fill('Souza');
  await page.getByLabel('E-mail').fill('ana@example.com');
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Mensagem').fill('Quero uma demonstração.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensagem enviada!', { exact: true })).toBeVisible();
  await expect.poll(() => google.some((url) => url.includes('en=generate_lead'))).toBe(true);
});
