import { describe, expect, it } from 'vitest';
import { fontUrlsInCss, pageAssets, type ViteManifest } from './page-assets';

/** Shaped like Vite's .vite/manifest.json: an entry, shared chunks, lazy pages and a dialog. */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shared-1.js'],
    dynamicImports: ['src/pages/HomePage.tsx', 'src/pages/ContactPage.tsx'],
    css: ['assets/index-1.css'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'src/pages/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    imports: ['_shared-1.js', '_cards-1.js'],
    dynamicImports: ['src/features/ModuleDialog.tsx'],
  },
  '_cards-1.js': { file: 'assets/cards-1.js', css: ['assets/cards-1.css'] },
  'src/features/ModuleDialog.tsx': { file: 'assets/ModuleDialog-1.js', imports: ['_dialog-1.js'] },
  '_dialog-1.js': { file: 'assets/dialog-1.js' },
  'src/pages/ContactPage.tsx': { file: 'assets/ContactPage-1.js' },
};

const homeHtml = `<!doctype html><html><head>
<link rel="preload" href="/assets/inter-1.woff2" as="font" type="font/woff2" crossorigin />
<link rel="modulepreload" href="/assets/HomePage-1.js" />
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
</head><body>
<img src="/images/hero.webp" alt="" width="800" height="600">
<img src="https://cdn.example.com/elsewhere.png" alt="">
<video poster="/images/stats.webp"></video>
</body></html>`;

const css: Record<string, string> = {
  '/assets/index-1.css':
    '@font-face{src:url(/assets/inter-1.woff2) format("woff2")}.a{background:url(/images/bg.webp)}',
  '/assets/cards-1.css': '@font-face{src:url("/assets/mono-1.woff2")}',
};

describe('what a page loads first', () => {
  const assets = pageAssets(homeHtml, manifest, (url) => css[url] ?? '');
  const urlsOf = (kind: string) => assets.filter((a) => a.kind === kind).map((a) => a.url);

  it('follows the entry and the preloaded page chunk through their static imports only', () => {
    expect(urlsOf('js').sort()).toEqual([
      '/assets/HomePage-1.js',
      '/assets/cards-1.js',
      '/assets/index-1.js',
      '/assets/shared-1.js',
    ]);
  });

  it('counts linked stylesheets and the CSS of first-load chunks, not of lazy ones', () => {
    expect(urlsOf('css').sort()).toEqual(['/assets/cards-1.css', '/assets/index-1.css']);
  });

  it('counts preloaded fonts and the fonts the CSS declares, once each', () => {
    expect(urlsOf('font').sort()).toEqual(['/assets/inter-1.woff2', '/assets/mono-1.woff2']);
  });

  it('counts images and posters of this site, not icons or other origins', () => {
    expect(urlsOf('image').sort()).toEqual(['/images/hero.webp', '/images/stats.webp']);
  });

  it('reads font URLs in any quoting', () => {
    expect(fontUrlsInCss(`url('/a.woff2') url("/b.woff") url(/c.ttf) url(/d.png)`)).toEqual([
      '/a.woff2',
      '/b.woff',
      '/c.ttf',
    ]);
  });
});

describe('a page that fetches its modules after the first paint', () => {
  it('counts the deferred modules as its first-load JavaScript all the same', () => {
    const deferred = homeHtml
      .replace('<link rel="modulepreload" href="/assets/HomePage-1.js" />', '')
      .replace(
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
        '<script data-modules="/assets/index-1.js /assets/HomePage-1.js">load()</script>',
      );
    const js = pageAssets(deferred, manifest, (url) => css[url] ?? '')
      .filter((asset) => asset.kind === 'js')
      .map((asset) => asset.url)
      .sort();
    expect(js).toEqual([
      '/assets/HomePage-1.js',
      '/assets/cards-1.js',
      '/assets/index-1.js',
      '/assets/shared-1.js',
    ]);
  });
});

describe('a page with its stylesheet inlined', () => {
  it('does not count the stylesheet again: its bytes are in the HTML', () => {
    const inlined = homeHtml.replace(
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '<style data-href="/assets/index-1.css">@font-face{src:url(/assets/inter-1.woff2)}</style>',
    );
    const cssUrls = pageAssets(inlined, manifest, (url) => css[url] ?? '')
      .filter((asset) => asset.kind === 'css')
      .map((asset) => asset.url);
    expect(cssUrls).toEqual(['/assets/cards-1.css']);
  });
});
