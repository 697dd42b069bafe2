/**
 * PUBLIC_SITE_URL, parsed one way for the build (canonical links, hreflang, sitemap, share
 * cards: vite.config.ts, scripts/build-env.ts) and for the server (server/config.ts), so a
 * value the server accepts is one the build accepts, and both print the same address. Unset,
 * it is where the server listens (HOST, PORT), so `PORT=5100 npm start` links to :5100: the
 * build and the server derive it alike (docs/decisions/341-site-url-from-host-and-port.md).
 */

/** Where `npm start` listens when HOST and PORT are unset (server/config.ts reads these). */
export const defaultListener = { host: '127.0.0.1', port: 3000 } as const;

/** What a value must be; the server's configuration error and the build's both say this. */
export const publicSiteUrlRule =
  "must be the site's root address, like https://www.example.com (http or https, without a path, query or fragment)";

/** A host that means "every interface": not an address a link can lead to, this machine can. */
const everyInterface = new Set(['0.0.0.0', '::', '[::]']);

const blankToUndefined = (value: string | number | undefined) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The address of a server listening on this host and port (HOST, PORT, or their defaults). */
export function siteUrlOfListener(host?: string, port?: string | number): string {
  const name = String(blankToUndefined(host) ?? defaultListener.host).trim();
  const reachable = everyInterface.has(name) ? defaultListener.host : name;
  const bracketed =
    reachable.includes(':') && !reachable.startsWith('[') ? `[${reachable}]` : reachable;
  return `http://${bracketed}:${String(blankToUndefined(port) ?? defaultListener.port).trim()}`;
}

/**
 * The site's origin (`https://www.example.com`, no trailing slash); when the value is unset or
 * blank, the listener's address. The pages are served at the root, so a path is refused rather
 * than printed into canonical links that would lead nowhere.
 */
export function parsePublicSiteUrl(
  value: string | undefined,
  listener: { host?: string; port?: string | number } = {},
): string {
  const text = value?.trim() ?? '';
  if (text === '') return new URL(siteUrlOfListener(listener.host, listener.port)).origin;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  const isSiteRoot =
    url !== undefined &&
    /^https?:$/.test(url.protocol) &&
    url.username === '' &&
    url.password === '' &&
    /^\/*$/.test(url.pathname) &&
    url.search === '' &&
    url.hash === '';
  if (!url || !isSiteRoot) throw new Error(`PUBLIC_SITE_URL ${publicSiteUrlRule}`);
  return url.origin;
}

/** PUBLIC_SITE_URL from an environment, defaulting from its HOST and PORT (the build's reading). */
export const publicSiteUrlOf = (env: Record<string, string | undefined>) =>
  parsePublicSiteUrl(env.PUBLIC_SITE_URL, { host: env.HOST, port: env.PORT });
