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
}

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
  return app.inject({
    method: 'POST',
    url: '/api/event',
    remoteAddress: sender.ip ?? '203.0.113.7',
    headers,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
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
