/**
 * Keyboard-only journeys: every page can be walked with Tab, focus always visible and never
 * hidden; the skip link, the nav, the language switch and the mobile menu work without a mouse.
 */
import { routeEntries } from '@/routing/routes';
import { expectFocusVisible, tabThroughPage, tabTo } from './accessibility';
import { expect, test } from './fixtures';

test.describe('keyboard only', () => {
  for (const { path } of routeEntries) {
    test(`${path}: Tab reaches every control, focus always visible`, async ({ page }) => {
      await page.goto(path);
      const stops = await tabThroughPage(page);
      // The skip link first, then at least the header, the page's controls and the footer.
      expect(stops[0]).toMatch(/Pular para o conteúdo|Skip to content/);
      expect(stops.length).toBeGreaterThan(10);
    });
  }

  test('the skip link jumps past the header to the page’s first control', async ({ page }) => {
    await page.goto('/en');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });

  test('the nav: a section link scrolls there and moves focus, About opens its page', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the wide-screen nav; the mobile menu has its own journey');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await tabTo(page, nav.getByRole('link', { name: 'Clientes' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('#clients')).toBeFocused();
    await expect(page.locator('#clients')).toBeInViewport();
    // Tab continues from the section, not from the top of the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('header'))).toBeNull();

    await page.keyboard.press('Control+Home');
    // Chrome animates the keyboard's scroll: Tab walks on once it has ended, or the first
    // stop is scrolled to while the page still moves and looks hidden for a moment.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('body').focus();
    await tabTo(page, nav.getByRole('link', { name: 'Sobre' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the language switch works from the keyboard', async ({ page }) => {
    await page.goto('/contact');
    await tabTo(page, page.getByRole('link', { name: 'English' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the mobile menu opens, is walked and closes with the keyboard', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the menu button exists under 768 px');
    await page.goto('/en/about');
    const button = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const solutions = page.locator('header').getByRole('link', { name: 'Solutions' });
    await tabTo(page, solutions, { maxStops: 1 });
    await page.keyboard.press('Escape');
    await expect(solutions).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expectFocusVisible(page);
  });
});
