import { clickNavLink, expect, test, topOf } from './fixtures';

test.describe('section navigation', () => {
  test('on the home page the nav smooth-scrolls to a section, 100 px below the top', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    await clickNavLink(page, 'Soluções', isMobile);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => topOf(page, '#solutions')).toBeCloseTo(100, -1);
    await expect(page.locator('#solutions')).toBeFocused();
  });

  test('the scroll waits 100 ms and takes its time, unless the visitor prefers reduced motion', async ({
    page,
  }) => {
    await page.goto('/en');
    const clickAndRead = () =>
      page.evaluate(() => {
        document.querySelector<HTMLAnchorElement>('header a[href="/en#clients"]')?.click();
        return window.scrollY;
      });
    expect(await clickAndRead()).toBe(0);
    await expect.poll(() => topOf(page, '#clients')).toBeCloseTo(100, -1);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en');
    expect(await clickAndRead()).toBeGreaterThan(500);
    expect(await topOf(page, '#clients')).toBeCloseTo(100, -1);
  });

  test('from another page the nav goes home and lands on the section (goTo)', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/about');
    await clickNavLink(page, 'Clientes', isMobile);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => topOf(page, '#clients')).toBeCloseTo(100, -1);
    // The goTo state is spent: going back and forth does not scroll there again.
    expect(await page.evaluate(() => window.history.state?.usr ?? null)).toBeNull();
  });

  test('English nav from the contact page lands on the AI section', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the contact header has no section nav; the footer is tested on desktop');
    await page.goto('/en/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'AI', exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect.poll(() => topOf(page, '#sara')).toBeCloseTo(100, -1);
  });

  test('About opens at the top of the page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre' }).click();
    await expect(page).toHaveURL(/\/about$/);
    // The about page's own heading: the home page stays on screen until its chunk arrives.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nós');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Call us leads to the contact page and Back returns home', async ({ page, isMobile }) => {
    await page.goto('/en/about');
    if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('link', { name: 'Call us' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByRole('link', { name: /^\(?Phone/ })).toHaveAttribute('href', /^tel:\+/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('the skip link is the first stop and jumps to the main content', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'keyboard journey');
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('layout', () => {
  test('footer: external links and four social links open in new tabs safely', async ({ page }) => {
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    const external = footer.locator('a[target="_blank"]');
    await expect(external).toHaveCount(9);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const network of ['Instagram', 'LinkedIn', 'Facebook', 'Twitter']) {
      await expect(footer.getByRole('link', { name: new RegExp(network) })).toBeVisible();
    }
    await expect(footer).toContainText('© 2023');
  });

  test('the notifications area is on every page and F8 focuses it', async ({ page }) => {
    for (const path of ['/', '/en/about', '/contact']) {
      await page.goto(path);
      const region = page.getByRole('region', { name: /(Notifications|Notificações) \(F8\)/ });
      await expect(region).toHaveCount(1);
    }
    await page.keyboard.press('F8');
    await expect(page.locator('ol[tabindex="-1"]')).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'only under 768 px');

  test('folds the nav into a menu button that opens and closes', async ({ page }) => {
    await page.goto('/en/about');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Solutions' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: 'Solutions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Solutions' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closes after following a link', async ({ page }) => {
    await page.goto('/en/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('header').getByRole('link', { name: 'Clients' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('nothing overflows the 390 px screen', async ({ page }) => {
    for (const path of ['/', '/about', '/contact', '/en', '/en/about', '/en/contact']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
