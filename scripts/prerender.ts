/**
 * Writes every route in every language to static HTML (Vite's server-render-at-build pattern):
 * dist/client/index.html, about/index.html, …, en/contact/index.html, 404.html, en/404.html,
 * plus sitemap.xml, robots.txt, each language's web manifest, precompressed .br/.gz copies and
 * dist/site-manifest.json.
 * Run after `vite build` (client) and `vite build --ssr src/app/entry-prerender.tsx`.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { noticeFactsIn } from '@contract/notice-facts';
import { type SiteManifest, siteManifestFile } from '@server/site/site-manifest';
import { googleAnalyticsOrigins } from '@server/site/third-party-origins';
import { pageSource } from '@/app/page-source';
import { earlyClicksScript } from '@/components/early-clicks/early-clicks-script';
import { languageChoiceScript } from '@/features/language/language-choice-script';
import { languageRedirectScript } from '@/features/language/language-redirect';
import { sectionGlideScript } from '@/features/navigation/section-glide-script';
import { defaultLanguage, htmlLang, type Language, languages } from '@/i18n/languages';
import { languagePrefix, type PageId } from '@/routing/routes';
import { publicSiteUrlFromEnv } from './build-env';
import { deferModules, deferredModulesLoader } from './deferred-modules';
import { googleAnalyticsMeasurementId } from './google-analytics-build';
import { inlineStylesheets } from './inline-stylesheet';
import { assertStaticHtml } from './static-html-guard';

const distDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
const clientDir = path.join(distDir, 'client');
const siteUrl = publicSiteUrlFromEnv();

/** A page of the route table, or the 404. */
type PrerenderedPage = PageId | 'notFound';

/**
 * Texts a page loads in its own language only (src/i18n/localized-module.ts): preloaded with the
 * page's chunk, so hydration does not wait for them (and the page budget counts them).
 */
const pageLanguageSources: Partial<Record<PrerenderedPage, Record<Language, string>>> = {
  contact: { pt: 'src/i18n/pt/contact.ts', en: 'src/i18n/en/contact.ts' },
  privacy: { pt: 'src/content/privacy-notice/pt.ts', en: 'src/content/privacy-notice/en.ts' },
};

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type ViteManifest = Record<string, ManifestChunk>;

interface Renderer {
  renderPage(url: string): Promise<string>;
  routeEntries: { page: PrerenderedPage; language: Language; path: string }[];
  structuredDataScript(language: Language): string;
  webManifest(language: Language): object;
  manifestPath(language: Language): string;
}

const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
const viteManifest: ViteManifest = JSON.parse(
  await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
);
const renderer: Renderer = await import(
  pathToFileURL(path.join(distDir, 'prerender/entry-prerender.js')).href
);

/** The built stylesheets by address, to inline them; and the inlined texts, for the CSP. */
const stylesheets = new Map<string, string>();
for (const file of await readdir(path.join(clientDir, 'assets'))) {
  if (file.endsWith('.css')) {
    stylesheets.set(
      `/assets/${file}`,
      await readFile(path.join(clientDir, 'assets', file), 'utf8'),
    );
  }
}
const inlineStyles = new Set<string>();

const fontFiles = (await readdir(path.join(clientDir, 'assets'))).filter((f) =>
  f.endsWith('.woff2'),
);

/** React emits hoistable tags (<title>, <meta>, <link>) first; they belong in <head>. */
function splitHoistedHead(html: string): { head: string; body: string } {
  const match = html.match(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/);
  const head = match?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/** The chunk of a page and every chunk it imports, for <link rel="modulepreload">. */
function chunkFilesOf(source: string, seen = new Set<string>()): string[] {
  const chunk = viteManifest[source];
  if (!chunk || seen.has(source)) return [];
  seen.add(source);
  const nested = (chunk.imports ?? []).flatMap((key) =>
    viteManifest[key]?.isEntry ? [] : chunkFilesOf(key, seen),
  );
  return [chunk.file, ...nested];
}

/** The chunk of a page's component (src/app/page-source.ts), which the page preloads. */
function pageChunkFiles(page: PrerenderedPage): string[] {
  const source = pageSource(page);
  if (!viteManifest[source]) {
    throw new Error(`No chunk for ${page}: src/app/pages.ts must load ${source}`);
  }
  return chunkFilesOf(source);
}

/**
 * What a visitor does before the page's code has run is kept: a click on a button
 * that awaits its code is queued and replayed, a language choice is stored, a section link
 * glides. One inline script
 * on every page, in the <head> so it listens before the body is parsed.
 */
const earlyInputScript = `${earlyClicksScript};${languageChoiceScript};${sectionGlideScript}`;

/** Chunks the entry already pulls in; Vite links those itself. */
const entryChunks = new Set(chunkFilesOf('index.html'));

/**
 * The page view's own script (decision 270): a module every public page runs at once, while
 * the page's code waits for the visitor (scripts/deferred-modules.ts). Inline (1.8 KB, 0.9 KB
 * gzipped, allowed by its hash): as a file, its request went out before the first paint and
 * Lighthouse's simulation counted it into the largest paint (docs/benchmarks.md). It must
 * import nothing: an import would be a request of its own.
 */
async function pageviewScript(): Promise<string> {
  const chunk = viteManifest['src/features/analytics/pageview-entry.ts'];
  if (!chunk?.isEntry) throw new Error('the page-view entry is missing from the build');
  if (chunk.imports?.length) {
    throw new Error(`the page-view script must import nothing; it imports ${chunk.imports}`);
  }
  const code = (await readFile(path.join(clientDir, chunk.file), 'utf8')).trim();
  if (/<\/script|<!--/i.test(code)) {
    throw new Error('the page-view script holds text that would end its inline element');
  }
  return code;
}
const pageviewCode = await pageviewScript();
const pageviewTag = `<script type="module">${pageviewCode}</script>`;

function pageHtml(body: string, head: string, language: Language, page: PrerenderedPage) {
  const preloads = [
    ...fontFiles.map(
      (file) =>
        `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`,
    ),
    ...[
      ...new Set([
        ...pageChunkFiles(page),
        ...chunkFilesOf(pageLanguageSources[page]?.[language] ?? ''),
      ]),
    ]
      .filter((file) => !entryChunks.has(file))
      .map((file) => `<link rel="modulepreload" href="/${file}" />`),
  ].join('\n    ');
  // Only the default language's (unprefixed) pages may need to send a visitor to another one.
  const redirect = language === defaultLanguage ? `<script>${languageRedirectScript}</script>` : '';
  const earlyInput = `<script>${earlyInputScript}</script>`;
  // JSON-LD is data, not a script the browser runs: added here, outside React's output (which
  // must hold no <script>, see render()) and outside the client bundle. Not on 404 pages.
  const structuredData = page === 'notFound' ? '' : renderer.structuredDataScript(language);
  // Replacer functions: a "$&" or "$'" in the page's text must not be read as a pattern.
  const html = template
    .replace('<html lang="pt-BR">', () => `<html lang="${htmlLang[language]}">`)
    .replace('<!--head-start-->', () => `${redirect}${earlyInput}`)
    .replace('<!--app-head-->', () => `${head}\n    ${structuredData}\n    ${preloads}`)
    .replace('<!--app-html-->', () => body);
  // Added once the page's own modules are deferred: this one is not.
  const withPageview = deferModules(html).replace('</head>', () => `  ${pageviewTag}\n  </head>`);
  const inlined = inlineStylesheets(withPageview, (href) => stylesheets.get(href) ?? '');
  for (const css of inlined.styles) inlineStyles.add(css);
  return inlined.html;
}

async function writePage(file: string, html: string) {
  const target = path.join(clientDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, html);
}

function fileForPath(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`;
}

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const manifest: SiteManifest = {
  pages: [],
  notFound: [],
  scriptHashes: [languageRedirectScript, earlyInputScript, deferredModulesLoader, pageviewCode].map(
    cspHash,
  ),
  styleHashes: [],
  ...(googleAnalyticsMeasurementId() ? { thirdParty: googleAnalyticsOrigins } : {}),
  // As vite.config.ts baked them into the pages: the server compares them with its own.
  noticeFacts: noticeFactsIn(process.env),
};

/**
 * Renders a URL and checks the result is plain HTML: a suspended boundary would make React
 * stream it in with inline scripts, which the Content-Security-Policy blocks.
 */
async function render(url: string) {
  const html = await renderer.renderPage(url);
  assertStaticHtml(url, html);
  return splitHoistedHead(html);
}

for (const entry of renderer.routeEntries) {
  const { head, body } = await render(entry.path);
  const file = fileForPath(entry.path);
  await writePage(file, pageHtml(body, head, entry.language, entry.page));
  manifest.pages.push({ path: entry.path, file, language: entry.language, page: entry.page });
}

for (const language of languages) {
  const prefix = languagePrefix(language);
  const { head, body } = await render(`${prefix}/404`);
  const file = `${prefix ? `${prefix.slice(1)}/` : ''}404.html`;
  await writePage(file, pageHtml(body, head, language, 'notFound'));
  manifest.notFound.push({ prefix, file });
}

manifest.styleHashes = [...inlineStyles].map(cspHash);

// Sitemap with hreflang alternates, and robots.txt pointing to it.
const urls = renderer.routeEntries.map((entry) => {
  const alternates = renderer.routeEntries
    .filter((alt) => alt.page === entry.page)
    .map(
      (alt) =>
        `    <xhtml:link rel="alternate" hreflang="${htmlLang[alt.language]}" href="${siteUrl}${alt.path}"/>`,
    )
    .join('\n');
  return `  <url>\n    <loc>${siteUrl}${entry.path}</loc>\n${alternates}\n  </url>`;
});
await writeFile(
  path.join(clientDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
);
await writeFile(
  path.join(clientDir, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);

for (const language of languages) {
  const file = path.join(clientDir, renderer.manifestPath(language));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(renderer.webManifest(language), null, 2)}\n`);
}

await writeFile(path.join(distDir, siteManifestFile), `${JSON.stringify(manifest, null, 2)}\n`);

// Precompress text files once at build so the server never compresses static files per request.
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
for await (const file of walk(clientDir)) {
  if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const content = await readFile(file);
  if (content.length < 512) continue;
  await writeFile(
    `${file}.br`,
    await brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
}

console.log(
  `prerendered ${manifest.pages.length} pages and ${manifest.notFound.length} not-found pages for ${siteUrl}`,
);
