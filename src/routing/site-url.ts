/**
 * Absolute address of the public site, for canonical links, hreflang alternates and the sitemap.
 * Baked in at build time from PUBLIC_SITE_URL (see vite.config.ts): the prerendered HTML and the
 * hydrating client must print the same URLs.
 */
declare const __PUBLIC_SITE_URL__: string;

const publicSiteUrl: string = __PUBLIC_SITE_URL__.replace(/\/+$/, '');

export function absoluteUrl(path: string): string {
  return `${publicSiteUrl}${path === '/' ? '/' : path}`;
}
