import type { FastifyInstance } from 'fastify';

export const siteUrl = 'https://www.transvia.example';
export const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface Sender {
  ip?: string;
  userAgent?: string;
  contentType?: string;
  /**
   * Where the browser says the request comes from (decision 221): one of the site's own pages
   * unless told otherwise; `{}` sends neither header.
   */
  from?: { 'sec-fetch-site'?: string; origin?: string };
  /**
   * The tab's visit the page names (decision 360): by default one tab per address
   * (`tabOf(ip)`), as the page-view script would keep it; `null` names none (an older page).
   */
  tab?: string | null;
}

const defaultIp = '203.0.113.7';

/** The one tab a test's browser at `ip` keeps its visit in, unless it names others. */
export const tabOf = (ip = defaultIp, tab = 'tab') =>
  `${tab}-${ip}`.replace(/[^A-Za-z0-9_-]/g, '_').padEnd(22, '_');

/** What a browser sends with a fetch from one of the site's pages. */
export const ownPage = { 'sec-fetch-site': 'same-origin', origin: siteUrl };

/** An event as @plausible-analytics/tracker posts it: JSON as text/plain. */
export function sendEvent(app: FastifyInstance, payload: unknown, sender: Sender = {}) {
  const headers: Record<string, string> = {
    'content-type': sender.contentType ?? 'text/plain',
    ...(sender.from ?? ownPage),
  };
  const userAgent = sender.userAgent === undefined ? browserAgent : sender.userAgent;
  if (userAgent) headers['user-agent'] = userAgent;
  const ip = sender.ip ?? defaultIp;
  const tab = sender.tab === undefined ? tabOf(ip) : sender.tab;
  const body =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload) && tab !== null
      ? { visit: tab, ...payload }
      : payload;
  return app.inject({
    method: 'POST',
    url: '/api/event',
    remoteAddress: ip,
    headers,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A page view of `path` (with its query), the tracker's fields. */
export const pageview = (path: string, referrer: string | null = null, name = 'pageview') => ({
  n: name,
  v: 36,
  u: `${siteUrl}${path}`,
  d: new URL(siteUrl).hostname,
  r: referrer,
});
