/**
 * Search and sharing: every route in every language carries its title, description, Open Graph
 * and Twitter card tags with the language's share image, structured data, icons and web
 * manifest, all absolute URLs on PUBLIC_SITE_URL (the one this build was made with).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { pngFromIco, pngSize } from '@scripts/brand-images/png';
import { publicSiteUrlFromEnv } from '@scripts/build-env';
import { site } from '@/content/site';
import { dictionaries } from '@/i18n/dictionaries';
import { htmlLang, type Language, languages } from '@/i18n/languages';
import { pathFor, routeEntries } from '@/routing/routes';
import { favicons, manifestPath, shareImage, themeColor } from '@/seo/brand-assets';
import { expect, test } from './fixtures';

// Head tags and files do not depend on the screen: checked once, in the desktop project.
test.skip(({ isMobile }) => isMobile, 'the same at every width');

const siteUrl = publicSiteUrlFromEnv();
const absolute = (path: string) => `${siteUrl}${path}`;
const ogLocale = { pt: 'pt_BR', en: 'en_US' } satisfies Record<Language, string>;

/** The content of the one head <meta> with this property or name (fails if not exactly one). */
async function metaContent(page: Page, key: string) {
  const meta = page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);
  await expect(meta, key).toHaveCount(1);
  return meta.getAttribute('content');
}

async function pngDimensions(request: APIRequestContext, path: string, contentType: RegExp) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(contentType);
  const body = await response.body();
  return pngSize(contentType.test('image/png') ? body : pngFromIco(body));
}

async function structuredData(page: Page) {
  const scripts = page.locator('head script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const data = JSON.parse((await scripts.textContent()) ?? '');
  expect(data['@context']).toBe('https://schema.org');
  const byType = (type: string) =>
    data['@graph'].find((node: { '@type': string }) => node['@type'] === type);
  return { organization: byType('Organization'), website: byType('WebSite') };
}

test.describe('sharing and search tags', () => {
  for (const { page: pageId, language, path } of routeEntries) {
    const meta = dictionaries[language].meta;
    const texts = meta[pageId];

    test(`${path}: Open Graph and Twitter card tags`, async ({ page }) => {
      await page.goto(path);
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(absolute(path));

      expect(await metaContent(page, 'og:type')).toBe('website');
      expect(await metaContent(page, 'og:site_name')).toBe(site.brandName);
      expect(await metaContent(page, 'og:url')).toBe(canonical);
      expect(await metaContent(page, 'og:title')).toBe(texts.title);
      expect(await metaContent(page, 'og:description')).toBe(texts.description);
      expect(await metaContent(page, 'og:locale')).toBe(ogLocale[language]);
      const alternate = languages.find((other) => other !== language) as Language;
      expect(await metaContent(page, 'og:locale:alternate')).toBe(ogLocale[alternate]);
      expect(await metaContent(page, 'og:image')).toBe(absolute(shareImage.path[language]));
      expect(await metaContent(page, 'og:image:type')).toBe('image/png');
      expect(await metaContent(page, 'og:image:width')).toBe('1200');
      expect(await metaContent(page, 'og:image:height')).toBe('630');
      expect(await metaContent(page, 'og:image:alt')).toBe(meta.shareImage.alt);

      expect(await metaContent(page, 'twitter:card')).toBe('summary_large_image');
      expect(await metaContent(page, 'twitter:title')).toBe(texts.title);
      expect(await metaContent(page, 'twitter:description')).toBe(texts.description);
      expect(await metaContent(page, 'twitter:image')).toBe(absolute(shareImage.path[language]));
      expect(await metaContent(page, 'twitter:image:alt')).toBe(meta.shareImage.alt);
    });

    test(`${path}: structured data, icons, manifest and theme colour`, async ({ page }) => {
      await page.goto(path);
      const { organization, website } = await structuredData(page);
      expect(organization).toMatchObject({
        '@id': absolute('/#organization'),
        name: site.brandName,
        url: absolute('/'),
        telephone: site.phone.e164,
        sameAs: site.social.map((link) => link.href),
      });
      expect(organization.logo.url.startsWith(siteUrl)).toBe(true);
      expect(website).toMatchObject({
        url: absolute(pathFor('home', language)),
        name: site.brandName,
        inLanguage: htmlLang[language],
        description: meta.home.description,
        publisher: { '@id': organization['@id'] },
      });

      await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute(
        'content',
        themeColor,
      );
      const icons = page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]');
      expect(await icons.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
        favicons.ico.path,
        favicons.svg,
        favicons.appleTouch.path,
      ]);
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
        'href',
        manifestPath(language),
      );
    });
  }

  test('the tags follow client-side navigation, never duplicated', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute(
      'content',
      absolute('/en/about'),
    );
    for (const key of ['og:title', 'og:url', 'og:image', 'twitter:card']) {
      expect(await metaContent(page, key)).toBeTruthy();
    }
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  });

  test('the 404 page is not for sharing or indexing', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head meta[property^="og:"]')).toHaveCount(0);
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
  });
});

// Server answers read with `request` alone, the same at every width: run once (playwright.config.ts).
test.describe('files for search engines and devices', { tag: '@server-answer' }, () => {
  test('each language has its own 1200×630 share image', async ({ request }) => {
    const images = new Set(languages.map((language) => shareImage.path[language]));
    expect(images.size).toBe(languages.length);
    for (const path of images) {
      expect(await pngDimensions(request, path, /^image\/png/)).toEqual({
        width: 1200,
        height: 630,
      });
    }
  });

  test('the favicons answer in their formats and sizes', async ({ request }) => {
    const svg = await request.get(favicons.svg);
    expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toContain('<svg');
    expect(
      await pngDimensions(request, favicons.ico.path, /^image\/(x-icon|vnd\.microsoft)/),
    ).toEqual({ width: 32, height: 32 });
    expect(await pngDimensions(request, favicons.appleTouch.path, /^image\/png/)).toEqual({
      width: 180,
      height: 180,
    });
  });

  for (const language of languages) {
    test(`the ${language} web manifest starts on that language's home page`, async ({
      request,
    }) => {
      const response = await request.get(manifestPath(language));
      expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = await response.json();
      expect(manifest).toMatchObject({
        name: site.brandName,
        lang: htmlLang[language],
        start_url: pathFor('home', language),
        description: dictionaries[language].meta.home.description,
        theme_color: themeColor,
      });
      expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toContain('maskable');
      for (const icon of manifest.icons as { src: string; sizes: string }[]) {
        const { width, height } = await pngDimensions(request, icon.src, /^image\/png/);
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    });
  }

  test('sitemap.xml and robots.txt use PUBLIC_SITE_URL', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((match) => match[1]);
    expect(urls.length).toBe(routeEntries.length * (1 + languages.length));
    for (const url of urls) expect(url?.startsWith(`${siteUrl}/`)).toBe(true);
    for (const { path } of routeEntries) expect(urls).toContain(absolute(path));
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
