import { hydrationMarkSelector } from '@/components/lazy/hydration-marks';
import { site } from '@/content/site';
import { expect, test, topOf } from './fixtures';
import { reachHomeSections } from './home-helpers';

const languages = [
  {
    path: '/',
    contactPath: /\/contact$/,
    learnMore: 'Saiba mais',
    contactUs: 'Contrate agora',
    solutionsTitle: 'Soluções sob medida para o seu negócio',
    solutionsSubtitle: 'Entendemos o seu setor tão bem quanto você',
    demo: 'Solicitar demonstração',
    opensInNewTab: '(abre em nova aba)',
  },
  {
    path: '/en',
    contactPath: /\/en\/contact$/,
    learnMore: 'Learn more',
    contactUs: 'Contact us',
    solutionsTitle: 'Solutions tailored for your business',
    solutionsSubtitle: 'We understand your industry as well as you do',
    demo: 'Request a demo',
    opensInNewTab: '(opens in a new tab)',
  },
];

for (const lang of languages) {
  test.describe(`home page (${lang.path})`, () => {
    test('shows its sections in the order of docs/product.md §2, each an anchor with a heading', async ({
      page,
    }) => {
      await page.goto(lang.path);
      const sections = page.locator('main section[id]');
      await expect(sections).toHaveCount(6);
      const layout = await sections.evaluateAll((elements) =>
        elements.map((element) => ({
          id: element.id,
          top: element.getBoundingClientRect().top,
          heading: element.querySelector('h1, h2')?.textContent?.trim() ?? '',
        })),
      );
      expect(layout.map((section) => section.id)).toEqual([
        'home',
        'solutions',
        'stats',
        'clients',
        'demo',
        'sara',
      ]);
      const tops = layout.map((section) => section.top);
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      for (const section of layout) expect(section.heading, section.id).not.toBe('');
      await expect(page.locator('#solutions h2')).toHaveText(lang.solutionsTitle);
      await expect(page.locator('#solutions')).toContainText(lang.solutionsSubtitle);
    });

    test('the hero’s first button smooth-scrolls to the solutions', async ({ page }) => {
      await page.goto(lang.path);
      await page.locator('#home').getByRole('link', { name: lang.learnMore, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.path === '/' ? '/' : '/en'}$`));
      await expect.poll(() => topOf(page, '#solutions')).toBeCloseTo(100, -1);
      await expect(page.locator('#solutions')).toBeFocused();
    });

    test('the hero’s second button leads to the contact page', async ({ page }) => {
      await page.goto(lang.path);
      await page.locator('#home').getByRole('link', { name: lang.contactUs }).click();
      await expect(page).toHaveURL(lang.contactPath);
    });

    test('the demo banner leads to the contact page', async ({ page }) => {
      await page.goto(lang.path);
      await reachHomeSections(page);
      await page.locator('#demo').getByRole('link', { name: lang.demo }).click();
      await expect(page).toHaveURL(lang.contactPath);
    });

    test('the AI promo opens the assistant’s site in a new window, safely', async ({
      page,
      context,
    }) => {
      // No network here: answer for the external site.
      await context.route(`${site.assistant.href}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>assistant</title>' }),
      );
      await page.goto(lang.path);
      await reachHomeSections(page);
      const promo = page.locator('#sara');
      const learnMore = promo.getByRole('link', {
        name: `${lang.learnMore} ${lang.opensInNewTab}`,
      });
      await expect(learnMore).toHaveAttribute('href', site.assistant.href);
      await expect(learnMore).toHaveAttribute('target', '_blank');
      await expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
      const [popup] = await Promise.all([page.waitForEvent('popup'), learnMore.click()]);
      await expect(popup).toHaveURL(new RegExp(`^${site.assistant.href}`));
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();

      await promo.getByRole('link', { name: lang.contactUs, exact: true }).click();
      await expect(page).toHaveURL(lang.contactPath);
    });
  });
}

test.describe('home page artwork and logos', () => {
  test('the hero shows its banner and four floating charts, two of them only on wide screens', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/en');
    const hero = page.locator('#home');
    const banner = hero.getByRole('img', { name: /Operations map/ });
    await expect(banner).toBeVisible();
    const charts = hero.locator('[data-chart]');
    await expect(charts).toHaveCount(4);
    for (const chart of await charts.all()) {
      // Decorative: drawn inline and hidden from assistive technology.
      await expect(chart).toHaveAttribute('aria-hidden', 'true');
      await expect(chart.locator('svg')).toHaveCount(1);
    }
    const visible = await charts.evaluateAll(
      (images) => images.filter((image) => image.getBoundingClientRect().width > 0).length,
    );
    expect(visible).toBe(isMobile ? 2 : 4);
  });

  test('the hero art is drawn in the page, and shown as images after a client-side navigation', async ({
    page,
  }) => {
    await page.goto('/en/about');
    // The prerendered about page carries its banner inline; the home page's art is not there.
    await expect(page.locator('[data-art="about-banner"] > svg')).toHaveCount(1);
    await page.locator(hydrationMarkSelector('page')).waitFor({ state: 'attached' });
    await page
      .getByRole('banner')
      .getByRole('link', { name: /home page/i })
      .click();
    await expect(page).toHaveURL(/\/en$/);
    const banner = page.locator('#home').getByRole('img', { name: /Operations map/ });
    await expect(banner.locator('img')).toBeVisible();
    await expect
      .poll(() => banner.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(560);
    await expect(page.locator('#home [data-chart] img')).toHaveCount(4);
  });

  test('every image has explicit dimensions and the page does not shift while it loads', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput)
            (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const missing = await page
      .locator('main img')
      .evaluateAll((images) =>
        images
          .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
          .map((image) => image.getAttribute('src')),
      );
    expect(missing).toEqual([]);
    // Scroll through the page so lazy images load and the deferred sections hydrate.
    await reachHomeSections(page);
    for (const id of ['stats', 'clients', 'demo', 'sara']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    }
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThan(0.01);
  });

  test('five client logos, each named by its text alternative', async ({ page }) => {
    await page.goto('/en');
    await page.locator('#clients').scrollIntoViewIfNeeded();
    const logos = page.locator('#clients').getByRole('img');
    await expect(logos).toHaveCount(5);
    for (const logo of await logos.all()) {
      await expect(logo).toHaveAttribute('alt', /\w{3,}/);
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
});

test.describe('module grid', () => {
  /** Card boxes of the grid: left edge, width and height of each. */
  async function cardBoxes(page: import('@playwright/test').Page) {
    return page.locator('#solutions article').evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        return { left: Math.round(box.left), width: box.width, height: box.height };
      }),
    );
  }
  const columnsOf = (boxes: { left: number }[]) => new Set(boxes.map((box) => box.left)).size;

  test('twelve cards: four columns of 280 px on wide screens, one column on phones', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const boxes = await cardBoxes(page);
    expect(boxes).toHaveLength(12);
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(340);
    if (isMobile) {
      expect(columnsOf(boxes)).toBe(1);
      for (const box of boxes) expect(box.width).toBeGreaterThan(340);
    } else {
      expect(columnsOf(boxes)).toBe(4);
      for (const box of boxes) expect(box.width).toBe(280);
    }
  });

  test('three columns on medium screens, 280 px wide where the row has room', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'resizes a desktop window');
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto('/en');
    let boxes = await cardBoxes(page);
    expect(columnsOf(boxes)).toBe(3);
    for (const box of boxes) expect(box.width).toBe(280);

    // Just above the medium breakpoint three 280 px cards do not fit: they narrow, never overflow.
    await page.setViewportSize({ width: 800, height: 900 });
    boxes = await cardBoxes(page);
    expect(columnsOf(boxes)).toBe(3);
    for (const box of boxes) {
      expect(box.width).toBeLessThanOrEqual(280);
      expect(box.height).toBeGreaterThanOrEqual(340);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Below 768 px: one column.
    await page.setViewportSize({ width: 700, height: 900 });
    expect(columnsOf(await cardBoxes(page))).toBe(1);
  });

  test('each card shows its orange icon, name, description and explore button', async ({
    page,
  }) => {
    await page.goto('/en');
    const card = page.getByRole('article', { name: 'Control Tower' });
    await expect(card.locator('svg').first()).toHaveCSS('color', 'rgb(234, 88, 12)');
    await expect(card).toContainText('revenue against target');
    await expect(card.getByRole('button', { name: 'Explore the features.' })).toBeVisible();
  });
});

test.describe('sections after the hero', () => {
  // A short window keeps the modules out of reach at first, on either project.
  test.use({ viewport: { width: 390, height: 500 } });

  test('load their code only when the visitor nears them, and then work', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    const firstLoad = scripts.length;
    // Prerendered all the same: the content is there before its code.
    await expect(page.locator('#sara')).toContainText('Meet Sara');

    await page.locator('#solutions').scrollIntoViewIfNeeded();
    await page.locator(hydrationMarkSelector('homeSections')).waitFor({ state: 'attached' });
    expect(scripts.length).toBeGreaterThan(firstLoad);
    await page.getByRole('button', { name: 'Explore the features.' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('still appear when the visitor leaves before reaching them and comes back', async ({
    page,
  }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('header').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await page
      .locator('header')
      .getByRole('link', { name: /Transvia ERP/ })
      .click();
    await expect(page).toHaveURL(/\/en$/);
    for (const id of ['solutions', 'stats', 'clients', 'demo', 'sara']) {
      await expect(page.locator(`#${id}`)).toBeAttached();
    }
    await page.getByRole('button', { name: 'Explore the features.' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
