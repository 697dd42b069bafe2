import { expect, test } from './fixtures';

const routes = [
  { path: '/', lang: 'pt-BR', h1: /Maximize resultados/ },
  { path: '/about', lang: 'pt-BR', h1: /Sobre/ },
  { path: '/contact', lang: 'pt-BR', h1: /Ligamos para você/ },
  { path: '/privacidade', lang: 'pt-BR', h1: /Aviso de privacidade/ },
  { path: '/agendar', lang: 'pt-BR', h1: /Agende sua demonstração/ },
  { path: '/en', lang: 'en', h1: /Maximise results/ },
  { path: '/en/about', lang: 'en', h1: /About/ },
  { path: '/en/contact', lang: 'en', h1: /We call you/ },
  { path: '/en/privacy', lang: 'en', h1: /Privacy notice/ },
  { path: '/en/book', lang: 'en', h1: /Book your demo/ },
];

test.describe('prerendered routes', () => {
  for (const route of routes) {
    test(`${route.path} has its language, title, description, canonical and alternates`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, 'the head is the same at every width');
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', route.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page).toHaveTitle(/Transvia ERP/);
      expect(await page.locator('head title').count()).toBe(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);

      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveCount(1);
      // Absolute, on PUBLIC_SITE_URL (baked in at build time), ending in this very path.
      await expect(canonical).toHaveAttribute('href', new RegExp(`^https?://[^/]+${route.path}$`));
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(3);
      const hreflangs = await alternates.evaluateAll((links) =>
        links.map((link) => link.getAttribute('hreflang')),
      );
      expect(hreflangs.sort()).toEqual(['en', 'pt-BR', 'x-default']);
    });
  }

  test('the text is in the HTML without JavaScript', async ({ browser, isMobile }) => {
    test.skip(isMobile, 'the same HTML at every width');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page.getByRole('contentinfo')).toContainText('2023');
    }
    await context.close();
  });

  test('every route hydrates without console errors', async ({ page, consoleProblems }) => {
    for (const route of routes) {
      await page.goto(route.path, { waitUntil: 'networkidle' });
      // Hydrated: the client router now handles the logo link without a page load.
      await page.evaluate(() => {
        (window as unknown as { marker: boolean }).marker = true;
      });
      await page
        .getByRole('link', { name: /Transvia ERP,/ })
        .first()
        .click();
      await expect(page.locator('#home')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
        true,
      );
    }
    expect(consoleProblems).toEqual([]);
  });

  // Server answers read with `request` alone: run once (playwright.config.ts).
  test('the server sends the security headers with every page', { tag: '@server-answer' }, async ({
    request,
  }) => {
    const response = await request.get('/en/about');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['x-powered-by']).toBeUndefined();
  });

  test('sitemap.xml lists every route with its alternates and robots.txt points to it', {
    tag: '@server-answer',
  }, async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of routes) expect(sitemap).toContain(`${route.path}</loc>`);
    // Each page in each language lists both languages' addresses.
    expect(sitemap.match(/hreflang=/g)?.length).toBe(routes.length * 2);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});

test.describe('unknown paths', () => {
  test('answer 404 with a Portuguese page that leads home', async ({ page }) => {
    const response = await page.goto('/pagina-que-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('under /en answer 404 in English', async ({ page }) => {
    const response = await page.goto('/en/missing-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});
