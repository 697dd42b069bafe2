/**
 * The pages a publish draws again (decision 401), with a stand-in for the build's renderer
 * that draws its headline from the published content as the real one does: the new text is
 * served, precompressed, with the content it was drawn with for hydration, and the other
 * language's page is the built file still, byte for byte.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LivePages } from './live-pages';
import type { SiteManifest } from './site-manifest';

const built = { pt: 'Título do build', en: 'Built headline' } as Record<string, string>;

const page = (language: string, title: string) =>
  `<!doctype html><html lang="${language}"><head><title>${title}</title><script type="application/ld+json">{"t":"${built[language]}"}</script><script>inline()</script></head><body><div id="root"><h1>${title}</h1></div>\n<script type="module" src="/a.js"></script></body></html>`;

// Draws like entry-prerender.js: the URL's language's published headline, or the build's.
const renderer = `
const published = {};
export function builtContent() { return { home: { pt: { title: ${JSON.stringify(built.pt)} }, en: { title: ${JSON.stringify(built.en)} } } }; }
export function setPublishedContent(language, content) { published[language] = content; }
export async function renderLivePage(url, asBuilt) {
  const language = url.startsWith('/en') ? 'en' : 'pt';
  const own = ${JSON.stringify(built)}[language];
  const title = asBuilt ? own : (published[language]?.home?.title ?? own);
  return {
    head: '<title>' + title + '</title>',
    body: '<h1>' + title + '</h1>',
    structuredData: '<script type="application/ld+json">{"t":"' + title + '"}</script>',
    contentData: title === own ? '' : '<script type="application/json" id="published-content">{"t":"' + title + '"}</script>',
  };
}`;

describe('the live pages', () => {
  let distDir: string;
  const manifest: SiteManifest = {
    pages: [
      { path: '/', file: 'index.html', language: 'pt', page: 'home' },
      { path: '/en', file: 'en/index.html', language: 'en', page: 'home' },
    ],
    notFound: [],
    scriptHashes: [],
    styleHashes: [],
  };

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'live-pages-'));
    await mkdir(path.join(distDir, 'client/en'), { recursive: true });
    await mkdir(path.join(distDir, 'prerender'), { recursive: true });
    await writeFile(path.join(distDir, 'client/index.html'), page('pt', built.pt ?? ''));
    await writeFile(path.join(distDir, 'client/en/index.html'), page('en', built.en ?? ''));
    await writeFile(path.join(distDir, 'prerender/entry-prerender.js'), renderer);
  });

  afterAll(() => rm(distDir, { recursive: true, force: true }));

  it('serves the new text of one language, precompressed, and leaves the other as built', async () => {
    const live = await LivePages.load(distDir, manifest, ['pt', 'en']);
    expect(live.canDraw).toBe(true);
    const englishBefore = live.page('/en');
    await live.update('pt', { home: { title: 'Novo título' } });

    const pt = live.page('/')?.identity.toString() ?? '';
    expect(pt).toContain('<title>Novo título</title>');
    expect(pt).toContain('<div id="root"><h1>Novo título</h1></div>');
    expect(pt).toContain('{"t":"Novo título"}</script><script>inline()</script>');
    expect(pt).toContain('<script type="application/json" id="published-content">');
    expect(pt).not.toContain(built.pt);
    // The built page's scripts and shell are kept.
    expect(pt).toContain('<script type="module" src="/a.js"></script>');
    const br = live.page('/')?.br;
    expect(br && brotliDecompressSync(br).toString()).toBe(pt);
    expect(live.page('/')?.etag).not.toBe(englishBefore?.etag);

    expect(live.page('/en')).toBe(englishBefore);
    expect(live.page('/en')?.identity.toString()).toBe(
      await readFile(path.join(distDir, 'client/en/index.html'), 'utf8'),
    );

    // Published back to the build's own text: the built page again, without content data.
    await live.update('pt', { home: null });
    expect(live.page('/')?.identity.toString()).toBe(page('pt', built.pt ?? ''));
  });
});
