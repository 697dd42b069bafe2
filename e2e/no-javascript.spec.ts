import type { Page } from '@playwright/test';
import { moduleFeatures } from '@/content/module-features';
import { modules } from '@/content/modules';
import { expect, gotoAsTheVisitorSeesIt, test } from './fixtures';

/**
 * With JavaScript off every page reads in full, the navigation and the language
 * switch work, every module's features can be read, and the contact form sends, by an
 * ordinary form POST answered with a page in the visitor's language.
 */
test.use({ javaScriptEnabled: false });

test.describe('every page without JavaScript', () => {
  test('reads in full: headings, texts, every statistic and every slide of the about page', async ({
    page,
  }) => {
    for (const path of ['/', '/en', '/about', '/en/about', '/privacidade', '/en/privacy']) {
      await gotoLoaded(page, path);
      await expect(page.locator('main h1, main h2').first(), path).toBeVisible();
    }
    await gotoLoaded(page, '/en');
    const stats = page.getByRole('group', { name: 'What our customers achieve' });
    for (const number of ['331,776', '92,897', '115']) {
      const slide = stats.getByRole('group').filter({ hasText: number });
      await slide.scrollIntoViewIfNeeded();
      await expect(slide).toBeInViewport();
    }
    // The slides scroll by hand: the carousel's buttons, which need script, are not shown.
    await expect(stats.getByRole('button')).toHaveCount(0);
    expect(await scrollsByHand(page, '#stats [aria-live]')).toBe(true);

    await gotoLoaded(page, '/en/about');
    expect(await scrollsByHand(page, '[aria-roledescription="carousel"] [aria-live]')).toBe(true);
  });

  test('every module’s features can be read', async ({ page }) => {
    await gotoLoaded(page, '/en');
    for (const module of modules) {
      const card = page.getByRole('article', { name: module.name.en, exact: true });
      await card.locator('summary', { hasText: 'Explore the features.' }).click();
      await expect(card.getByRole('listitem')).toHaveText(moduleFeatures[module.id].en);
    }
  });

  test('the navigation, “Learn more” and the language switch work', async ({ page, isMobile }) => {
    await gotoLoaded(page, '/en/about');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('header').getByRole('link', { name: 'Clients', exact: true }).click();
    await expect(page).toHaveURL(/\/en#clients$/);
    await expect(page.locator('#clients h2')).toBeInViewport();

    await page.locator('#home').getByRole('link', { name: 'Learn more', exact: true }).click();
    await expect(page.locator('#solutions h2')).toBeInViewport();

    // The same page in Portuguese (the link is written without the fragment the page has now).
    await page.getByRole('link', { name: /Português/ }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });
});

test.describe('the contact form without JavaScript', () => {
  test('sends: the page answers in English that the message was sent', async ({ page }) => {
    await gotoLoaded(page, '/en/contact');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Souza');
    await page.getByLabel('E-mail').fill('ana.nojs@example.com');
    await page.getByLabel('Phone').fill('11 99999-8888');
    await page.getByLabel('Message').fill('Sent without JavaScript.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toContainText('Message sent!');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'Send another message' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('');
  });

  test('refuses bad input in Portuguese: every value kept, each error beside its field', async ({
    page,
  }) => {
    await gotoLoaded(page, '/contact');
    await page.getByLabel('Nome', { exact: true }).fill('Ana');
    await page.getByLabel('Sobrenome').fill('S');
    await page.getByLabel('E-mail').fill('ana@');
    await page.getByLabel('Telefone').fill('11 99999-8888');
    await page.getByLabel('Mensagem').fill('Olá');
    await page.getByRole('button', { name: 'Enviar' }).click();

    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Ana');
    await expect(page.getByLabel('Telefone')).toHaveValue('11 99999-8888');
    await expect(page.getByLabel('Mensagem')).toHaveValue('Olá');
    const lastName = page.getByLabel('Sobrenome');
    await expect(lastName).toHaveValue('S');
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveAccessibleDescription(/pelo menos 2/);
    // The first field in error has the focus, as after a submit with script.
    await expect(lastName).toBeFocused();
    const email = page.getByLabel('E-mail');
    await expect(email).toHaveValue('ana@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Nome', { exact: true })).not.toHaveAttribute('aria-invalid');

    // Corrected and sent again, it goes through.
    await lastName.fill('Souza');
    await email.fill('ana.corrigida@example.com');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('status')).toContainText('Mensagem enviada');
  });
});

/** Without script nothing hydrates: the page is ready once it has loaded. */
async function gotoLoaded(page: Page, path: string) {
  const response = await gotoAsTheVisitorSeesIt(page, path, 'load');
  expect(response?.status(), path).toBe(200);
}

/** Whether a visitor can scroll the element sideways (it is not clipped for script to move). */
function scrollsByHand(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const viewport = element.parentElement;
      return !!viewport && getComputedStyle(viewport).overflowX === 'auto';
    });
}
