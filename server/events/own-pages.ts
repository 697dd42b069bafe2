/**
 * Whether a visit event comes from one of the site's own pages (decision 221). The beacon is
 * a "simple" request (text/plain, no preflight), so any page elsewhere could make its
 * visitors' browsers post made-up sources and events, past the per-IP limit and the bot
 * filter. Browsers say where a request comes from in headers a page cannot set:
 * `Sec-Fetch-Site` (same-origin for our pages; none for a request the person made), and
 * `Origin` on every POST. One of them must name this site; a request with neither (not a
 * browser's) is refused too.
 */
import type { IncomingHttpHeaders } from 'node:http';

const ownSites = new Set(['same-origin', 'none']);

/** @param siteHosts the hosts the site's pages are on (PUBLIC_SITE_URL's, the request's own). */
export function fromOwnPage(headers: IncomingHttpHeaders, siteHosts: readonly string[]): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string' && ownSites.has(site)) return true;
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  try {
    const url = new URL(origin);
    return /^https?:$/.test(url.protocol) && siteHosts.includes(url.host.toLowerCase());
  } catch {
    return false;
  }
}
