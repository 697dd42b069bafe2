/**
 * One autocannon run of visit events, as the Plausible tracker posts them (JSON as
 * text/plain), from a thousand visitors (user agents) over a few pages and sources: the same
 * requests against the lead API's server and against the bare route.
 */
import autocannon from 'autocannon';
import { type LoadOptions, type LoadResult, requestsPerConnection } from './load';

const pages = ['/', '/about', '/contact', '/en', '/en/about', '/en/contact'];
const entries = ['', '?utm_source=newsletter&utm_medium=email&utm_campaign=nov'];

/** Event bodies for a site at `siteUrl`, cycled through by the run. */
function eventBodies(siteUrl: string) {
  return pages.flatMap((page) =>
    entries.map((query) =>
      JSON.stringify({
        n: 'pageview',
        v: 36,
        u: `${siteUrl}${page}${query}`,
        d: new URL(siteUrl).hostname,
        r: query ? null : 'https://www.google.com/',
      }),
    ),
  );
}

const userAgent = (visitor: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${visitor}.0 Safari/537.36`;

export async function sendEvents(options: LoadOptions & { siteUrl: string }): Promise<LoadResult> {
  const bodies = eventBodies(options.siteUrl);
  let sent = 0;
  const result = await autocannon({
    url: `${options.baseUrl}/api/event`,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
    reconnectRate: requestsPerConnection,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sent += 1;
          return {
            ...request,
            headers: {
              'content-type': 'text/plain',
              'user-agent': userAgent(sent % 1000),
              // As a browser posts from the site's own page (decision 221).
              'sec-fetch-site': 'same-origin',
            },
            body: bodies[sent % bodies.length] ?? '',
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    sent: result.requests.total,
    byStatus: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    ),
    errors: result.errors + result.timeouts,
  };
}
