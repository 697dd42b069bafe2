import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const storageKey = 'language-storage-v1';

async function storedLanguage(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), storageKey);
}

/**
 * Records, for every document the browser opens, whether it painted content before leaving.
 * A hidden document never gets a first-contentful-paint entry.
 */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name !== 'first-contentful-paint') continue;
        const painted = JSON.parse(sessionStorage.getItem('painted') ?? '[]');
        painted.push(`${document.documentElement.lang} ${location.pathname}`);
        sessionStorage.setItem('painted', JSON.stringify(painted));
      }
    }).observe({ type: 'paint', buffered: true });
  });
}

test.describe('language switch', () => {
  test('goes to the same page in English and stores the choice in zustand’s format', async ({
    page,
  }) => {
    await page.goto('/about');
    expect(await storedLanguage(page)).toBeNull();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    expect(JSON.parse((await storedLanguage(page)) ?? 'null')).toEqual({
      state: { language: 'en' },
      version: 0,
    });
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('the stored English choice is honoured on unprefixed URLs, without a flash of Portuguese', async ({
    page,
  }) => {
    await recordPaints(page);
    await page.goto('/contact');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);

    await page.evaluate(() => sessionStorage.setItem('painted', '[]'));
    await page.goto('/about');
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await page.reload();
    await expect(page).toHaveURL(/\/en\/about$/);

    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    const painted: string[] = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('painted') ?? '[]'),
    );
    expect(painted.length).toBeGreaterThan(0);
    expect(painted.filter((entry) => entry.startsWith('pt'))).toEqual([]);
  });

  test('/en URLs always show English and do not change the stored choice', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ state: { language: 'pt' }, version: 0 })),
      storageKey,
    );
    await page.goto('/en/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(JSON.parse((await storedLanguage(page)) ?? 'null').state.language).toBe('pt');
  });

  test('switching back to Portuguese is remembered too', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('link', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Português' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about$/);
    expect(JSON.parse((await storedLanguage(page)) ?? 'null').state.language).toBe('pt');
  });
});
