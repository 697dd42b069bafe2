/**
 * The site's pages as the server serves them (decision 401): the build's files, held in memory,
 * until a language's published content differs from the build's; then every page of that
 * language is drawn again by the build's own renderer (dist/prerender, the same code that wrote
 * the files), put into the built file in place of the parts the content changes (the root's
 * content, the hoisted head tags, the JSON-LD), given the JSON of the content it was drawn
 * with for its hydration, precompressed, and swapped in together: a request gets the old page
 * or the new one, never a mix. The other language's pages are not touched.
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { splitAtRoot } from './contact-answer-page';
import { loadPrecompressed, type PrecompressedFile, precompressedOf } from './precompressed';
import type { SiteManifest } from './site-manifest';

/** A language's published documents by content type; null: the build's own. */
export type PublishedByType = Record<string, unknown>;

interface LiveRenderer {
  builtContent(): Record<string, Record<string, unknown>>;
  setPublishedContent(language: string, content: PublishedByType): void;
  renderLivePage(
    url: string,
    built?: boolean,
  ): Promise<{ head: string; body: string; structuredData: string; contentData: string }>;
}

interface LivePage {
  /** The path it answers (a 404 page: its language's `/404`, which it is drawn from). */
  url: string;
  language: string;
  built: string;
  hasStructuredData: boolean;
  current: PrecompressedFile;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export class LivePages {
  private readonly pages = new Map<string, LivePage>();
  private renderer?: Promise<LiveRenderer>;
  private queue: Promise<unknown> = Promise.resolve();
  /** False for a build without its renderer (a test's fixture site): the files as built. */
  canDraw = false;

  private constructor(private readonly distDir: string) {}

  private get rendererFile() {
    return path.join(this.distDir, 'prerender/entry-prerender.js');
  }

  static async load(distDir: string, manifest: SiteManifest, languages: readonly string[]) {
    const live = new LivePages(distDir);
    live.canDraw = await access(live.rendererFile).then(
      () => true,
      () => false,
    );
    const clientDir = path.join(distDir, 'client');
    const entries = [
      ...manifest.pages.map((page) => ({ key: page.path, url: page.path, ...page, found: true })),
      ...manifest.notFound.map(({ prefix, file }) => ({
        key: `404:${prefix}`,
        url: `${prefix}/404`,
        file,
        language: languages.find((language) => prefix === `/${language}`) ?? languages[0] ?? '',
        found: false,
      })),
    ];
    for (const entry of entries) {
      const file = path.join(clientDir, entry.file);
      live.pages.set(entry.key, {
        url: entry.url,
        language: entry.language,
        built: await readFile(file, 'utf8'),
        hasStructuredData: entry.found,
        current: await loadPrecompressed(file),
      });
    }
    return live;
  }

  /** What answers a page's path now; undefined for a path that is not a page. */
  page(urlPath: string): PrecompressedFile | undefined {
    return this.pages.get(urlPath)?.current;
  }

  /** The 404 page of a language's prefix ('' for the default language). */
  notFound(prefix: string): PrecompressedFile | undefined {
    return this.pages.get(`404:${prefix}`)?.current;
  }

  /** The build's renderer, loaded once. */
  loadRenderer(): Promise<LiveRenderer> {
    this.renderer ??= import(pathToFileURL(this.rendererFile).href);
    return this.renderer;
  }

  /** The build's own content, by type and language: the seed of a fresh database. */
  async builtContent() {
    return (await this.loadRenderer()).builtContent();
  }

  /**
   * Draws every page of `language` with `content` and swaps them in at once. Updates run one
   * after the other, so a later publish never loses to an earlier one still drawing.
   */
  update(language: string, content: PublishedByType): Promise<void> {
    const run = this.queue.then(() => this.redraw(language, content));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async redraw(language: string, content: PublishedByType) {
    const renderer = await this.loadRenderer();
    const pages = [...this.pages.values()].filter((page) => page.language === language);
    const drawn: [LivePage, PrecompressedFile][] = [];
    for (const page of pages) {
      renderer.setPublishedContent(language, {});
      const built = await renderer.renderLivePage(page.url, true);
      renderer.setPublishedContent(language, content);
      const fresh = await renderer.renderLivePage(page.url);
      drawn.push([page, await compressed(redrawn(page, built, fresh))]);
    }
    // One synchronous loop: no request is answered between two of these assignments.
    for (const [page, file] of drawn) page.current = file;
  }
}

type Drawing = Awaited<ReturnType<LiveRenderer['renderLivePage']>>;

/** The built file with the parts the content changes drawn again. */
function redrawn(page: LivePage, built: Drawing, fresh: Drawing): string {
  let html = page.built;
  const swap = (from: string, to: string, what: string) => {
    if (!from || from === to) return;
    if (!html.includes(from)) throw new Error(`${page.url}: the built page has no ${what} to swap`);
    html = html.replace(from, () => to);
  };
  swap(built.head, fresh.head, 'head tags');
  if (page.hasStructuredData) swap(built.structuredData, fresh.structuredData, 'JSON-LD');
  const { before, after } = splitAtRoot(html);
  return `${before}${fresh.body}${after.replace('</body>', () => `${fresh.contentData}</body>`)}`;
}

async function compressed(html: string): Promise<PrecompressedFile> {
  const identity = Buffer.from(html);
  return precompressedOf(
    identity,
    await brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    await gzipAsync(identity, { level: 9 }),
  );
}
