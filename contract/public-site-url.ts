/**
 * PUBLIC_SITE_URL, parsed one way for the build (canonical links, hreflang, sitemap, share
 * cards: vite.config.ts, scripts/build-env.ts) and for the server (server/config.ts), so a
 * value the server accepts is one the build accepts, and both print the same address.
 */
export const defaultPublicSiteUrl = 'http://127.0.0.1:3000';

/** What a value must be; the server's configuration error and the build's both say this. */
export const publicSiteUrlRule =
  "must be the site's root address, like https://www.example.com (http or https, without a path, query or fragment)";

/**
 * The site's origin (`https://www.example.com`, no trailing slash), or the default when the
 * value is unset or blank. The pages are served at the root, so a path is refused rather than
 * printed into canonical links that would lead nowhere.
 */
export function parsePublicSiteUrl(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (text === '') return defaultPublicSiteUrl;
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
