/**
 * What a prerendered page makes the browser download on its first load, found from its HTML:
 * the scripts, module preloads, deferred modules and stylesheets it names, followed through Vite's build manifest
 * (a chunk's static imports and CSS load with it; dynamic imports load on demand and are not
 * counted), preloaded fonts and the fonts its CSS declares, and the images it shows.
 */
interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ViteManifestChunk>;

export type AssetKind = 'css' | 'js' | 'image' | 'font';

export interface PageAsset {
  /** Site-absolute path, e.g. /assets/index-abc.js. */
  url: string;
  kind: AssetKind;
}

interface Tag {
  name: string;
  attributes: Record<string, string>;
}

/** The opening tags of the elements that fetch something, with their attributes. */
function fetchingTags(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(/<(script|link|img|source|video|style)\b([^>]*)>/gi)) {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[2] ?? '').matchAll(/([\w:-]+)(?:\s*=\s*"([^"]*)")?/g)) {
      attributes[(attribute[1] ?? '').toLowerCase()] = attribute[2] ?? '';
    }
    tags.push({ name: (match[1] ?? '').toLowerCase(), attributes });
  }
  return tags;
}

const isLocal = (url: string | undefined): url is string =>
  !!url && url.startsWith('/') && !url.startsWith('//');

/** Each chunk's file and the files of everything it statically imports, once each. */
function staticClosure(files: string[], manifest: ViteManifest): ViteManifestChunk[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const seen = new Set<ViteManifestChunk>();
  const visit = (chunk: ViteManifestChunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  for (const file of files) visit(byFile.get(file) ?? { file });
  return [...seen];
}

/** CSS `url(...)` references to font files. */
export function fontUrlsInCss(css: string): string[] {
  return [...css.matchAll(/url\(\s*["']?([^"')]+\.(?:woff2?|ttf|otf))["']?\s*\)/gi)].map(
    (match) => match[1] ?? '',
  );
}

export function pageAssets(
  html: string,
  manifest: ViteManifest,
  readCss: (url: string) => string,
): PageAsset[] {
  const tags = fetchingTags(html);
  const scriptFiles: string[] = [];
  const stylesheets: string[] = [];
  const fonts: string[] = [];
  const images: string[] = [];
  for (const { name, attributes } of tags) {
    const href = attributes.href;
    const rel = attributes.rel?.toLowerCase().split(/\s+/) ?? [];
    if (name === 'script' && isLocal(attributes.src)) scriptFiles.push(attributes.src);
    // The modules a page fetches after its first paint (scripts/deferred-modules.ts).
    if (name === 'script' && attributes['data-modules']) {
      scriptFiles.push(...attributes['data-modules'].split(' ').filter(isLocal));
    }
    if (name === 'link' && isLocal(href)) {
      if (rel.includes('modulepreload')) scriptFiles.push(href);
      if (rel.includes('stylesheet')) stylesheets.push(href);
      if (rel.includes('preload') && attributes.as === 'font') fonts.push(href);
      if (rel.includes('preload') && attributes.as === 'image') images.push(href);
    }
    if (name === 'img' && isLocal(attributes.src)) images.push(attributes.src);
    if (name === 'video' && isLocal(attributes.poster)) images.push(attributes.poster);
  }

  const chunks = staticClosure(
    scriptFiles.map((url) => url.slice(1)),
    manifest,
  );
  const js = chunks.map((chunk) => `/${chunk.file}`);
  // A stylesheet inlined in the page (scripts/inline-stylesheet.ts) is counted in its HTML.
  const inlined = new Set(
    tags.filter((tag) => tag.name === 'style').map((tag) => tag.attributes['data-href']),
  );
  const css = [
    ...stylesheets,
    ...chunks.flatMap((chunk) => (chunk.css ?? []).map((f) => `/${f}`)),
  ].filter((url) => !inlined.has(url));
  for (const sheet of new Set(css)) {
    for (const font of fontUrlsInCss(readCss(sheet))) {
      if (isLocal(font)) fonts.push(font);
    }
  }

  const assets = new Map<string, AssetKind>();
  const add = (urls: string[], kind: AssetKind) => {
    for (const url of urls) if (!assets.has(url)) assets.set(url, kind);
  };
  add(js, 'js');
  add(css, 'css');
  add(fonts, 'font');
  add(images, 'image');
  return [...assets].map(([url, kind]) => ({ url, kind }));
}
