import type { Page } from '@playwright/test';
import { moduleFeatures } from '@/content/module-features';
import { modules } from '@/content/modules';
import type { Language } from '@/i18n/languages';
import { expect, test } from './fixtures';
import { reachHomeSections } from './home-helpers';

const texts = {
  pt: { path: '/', explore: 'Explore os recursos', close: 'Fechar', closeIcon: 'Fechar janela' },
  en: { path: '/en', explore: 'Explore the features.', close: 'Close', closeIcon: 'Close dialog' },
} satisfies Record<Language, unknown>;

function exploreButton(page: Page, language: Language, moduleName: string) {
  return page
    .getByRole('article', { name: moduleName, exact: true })
    .getByRole('button', { name: texts[language].explore });
}

for (const language of ['pt', 'en'] as const) {
  const t = texts[language];

  test.describe(`module dialog (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(t.path);
      await reachHomeSections(page);
    });

    test('every card opens a dialog titled with its module that lists all its features', async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, 'content check; the ways to open and close run at both sizes below');
      test.setTimeout(120_000);
      for (const module of modules) {
        const name = module.name[language];
        const opener = exploreButton(page, language, name);
        await opener.click();
        const dialog = page.getByRole('dialog', { name, exact: true });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('listitem')).toHaveText(moduleFeatures[module.id][language]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
      }
    });

    test('closes with its Close button, the corner icon and a click outside, returning focus', async ({
      page,
    }) => {
      const name = modules[1]?.name[language] ?? '';
      const opener = exploreButton(page, language, name);
      const dialog = page.getByRole('dialog', { name });

      await opener.click();
      await dialog.getByRole('button', { name: t.close, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await dialog.getByRole('button', { name: t.closeIcon }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(dialog).toBeVisible();
      // The overlay's top-left corner is outside the centred panel at every screen size.
      await page.mouse.click(4, 4);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('opens from the keyboard and keeps focus inside while open', async ({ page }) => {
      const name = modules[0]?.name[language] ?? '';
      const opener = exploreButton(page, language, name);
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      // Focus starts at the top, so a long list is read (and shown) from its beginning.
      await expect(dialog.getByRole('button', { name: t.closeIcon })).toBeFocused();
      expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);

      const focusIsInside = () =>
        page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
      expect(await focusIsInside()).toBe(true);
      for (let step = 0; step < 5; step += 1) {
        await page.keyboard.press('Tab');
        expect(await focusIsInside(), `after Tab ${step + 1}`).toBe(true);
      }
      for (let step = 0; step < 5; step += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusIsInside(), `after Shift+Tab ${step + 1}`).toBe(true);
      }
      // The page behind is hidden from assistive technology while the dialog is open.
      await expect(page.getByRole('article', { name })).toHaveCount(0);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}
