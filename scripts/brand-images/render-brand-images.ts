/**
 * `npm run brand-images`: draws the favicon, app icons and share images (brand-images.ts) with
 * Chromium and writes them into public/, each PNG tagged with the hash of its markup so
 * `brand-images.test.ts` can tell when one is out of date. Run it after changing the brand
 * mark, the share texts (meta.shareImage) or the sizes, and commit the result.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumLaunchOptions } from '@e2e/chromium';
import { chromium } from '@playwright/test';
import { brandImages, faviconSvg, sourceHash, sourceHashKeyword } from './brand-images';
import { icoFromPng, withTextChunk } from './png';
import { fontPlaceholder } from './share-image';

const publicDir = path.resolve('public');
const require = createRequire(import.meta.url);
const font = await readFile(
  require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
);
const fontUrl = `data:font/woff2;base64,${font.toString('base64')}`;

async function write(sitePath: string, content: Buffer | string) {
  const file = path.join(publicDir, sitePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  console.log(`wrote public${sitePath}`);
}

await write(faviconSvg.path, faviconSvg.content);

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const image of brandImages) {
    const page = await browser.newPage({
      viewport: { width: image.width, height: image.height },
      deviceScaleFactor: 1,
    });
    await page.setContent(image.html.replace(fontPlaceholder, fontUrl));
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: 'png', omitBackground: image.transparent });
    await page.close();
    const tagged = withTextChunk(png, sourceHashKeyword, sourceHash(image.html));
    await write(image.path, image.ico ? icoFromPng(tagged) : tagged);
  }
} finally {
  await browser.close();
}
