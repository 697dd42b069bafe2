/**
 * The page view of the document, sent by a module script of its own that the build puts inline
 * in every public page (pageview-entry.ts, scripts/prerender.ts; decision 270). The page's code
 * comes at the visitor's first interaction or after 5 s (decision 230): a visitor who leaves
 * before then is counted all the same. A shown page sends it once it has painted (its first
 * largest contentful paint, after-the-paint.ts), or as the visitor leaves if that is sooner: a
 * request started before the paint is counted into it by Lighthouse's simulation. It sends what
 * the tracker (@plausible-analytics/tracker, in the page's code: start-tracker.ts) sends for a
 * page view, to the same endpoint, under the same rules, and keeps the page the visit landed on
 * for the visit's attribution (visit-attribution.ts) as soon as it runs. The tracker then
 * leaves this page view to it (pageview-once.ts) and sends the named events and the page views
 * of moves within the site; if the tracker ran first (a visitor who touched the page before its
 * paint was reported), its own first page view went, and this script sends none.
 *
 * It imports only after-the-paint.ts, and tap-counter.ts imports it, which nothing else imports:
 * the build keeps them in one chunk, which the prerender puts inline (and refuses if it imports anything). Whatever it
 * shared with the page's code would become a chunk of its own, a request before the page view
 * goes. The tracker's state is read from `window`.
 */

import { afterTheFirstPaint } from './after-the-paint';

/** Where the first page of a visit is kept (read by visit-attribution.ts), for the visit (the tab). */
const landingStorageKey = 'visit-landing-v1';
/** The attribution visit-attribution.ts records: once it is there, the landing is decided. */
const attributionStorageKey = 'visit-attribution-v1';

/**
 * What the tracker skips with `captureOnLocalhost: true` (start-tracker.ts): only a browser
 * whose owner set its opt-out flag. (Its tests for loopback hosts and automated browsers apply
 * only without that option: our own server counts every host it serves, tests included.)
 */
function ignored(): boolean {
  try {
    return localStorage.getItem('plausible_ignore') === 'true';
  } catch {
    return false;
  }
}

/**
 * An event as the tracker sends it: its name, the page's address, the site, where the visit came
 * from, and the tab's visit. `keepalive`: it goes even as the visitor leaves the page.
 */
export function sendEvent(name: string) {
  if (ignored()) return;
  const { href, hostname } = window.location;
  const event = { n: name, u: href, d: hostname, r: document.referrer || null, visit: tabVisit() };
  void fetch('/api/event', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    keepalive: true,
    body: JSON.stringify(event),
  }).catch(() => undefined);
}

/** The tracker's page view, noted for the tracker (pageview-once.ts). */
export function sendPageview() {
  if (ignored()) return;
  window.sitePageviewSent = window.location.pathname;
  sendEvent('pageview');
}

/** A landing as kept: the page (path and campaign parameters), the referrer's origin, its visit. */
interface Landing {
  url: string;
  referrer: string;
  visit: string;
}

/** 16 random bytes in base64url: the tab's visit (contract/tab-visit.ts's pattern). */
const newVisit = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * What makes a landing a campaign's: its `utm_*` parameters and another site's origin as the
 * referrer. A page with neither (a link within the site, a reload, an address typed) goes on
 * with the visit; one with another campaign starts a new one (decision 360).
 */
function campaignOf(url: string, referrer: string) {
  const page = new URL(url);
  const external = referrer && referrer !== page.origin ? referrer : '';
  return page.search + (external && `|${external}`);
}

/** The tab's landing as kept, if any (storage may be refused). */
function keptLanding(): Partial<Landing> | null {
  try {
    return JSON.parse(sessionStorage.getItem(landingStorageKey) ?? 'null');
  } catch {
    return null;
  }
}

/** The tab's visit, for the events and the contact form; undefined if storage was refused. */
export const tabVisit = (): string | undefined => keptLanding()?.visit;

/**
 * Keeps the visit's landing page, as much of it as the attribution reads: the address's path
 * and campaign parameters (no other query data), the referrer's origin, and the tab's visit, a
 * random identifier its events and its contact form name (decision 360). A later page of the
 * same visit keeps it, even one loaded before the page's code ever ran (a link followed at
 * once); a landing from another campaign starts a new visit, whose attribution is read anew.
 */
export function keepLandingVisit() {
  try {
    const page = new URL(window.location.href);
    const kept = new URL(page.origin + page.pathname);
    for (const [name, value] of page.searchParams) {
      if (name.startsWith('utm_')) kept.searchParams.append(name, value);
    }
    let referrer = '';
    try {
      referrer = document.referrer ? new URL(document.referrer).origin : '';
    } catch {
      // Not an address: no referrer.
    }
    const landing = keptLanding();
    const campaign = campaignOf(kept.href, referrer);
    // The same visit: a page without a campaign, or of the visit's own campaign.
    if (
      landing?.visit &&
      (campaign === '' || campaign === campaignOf(`${landing.url}`, landing.referrer ?? ''))
    ) {
      return;
    }
    sessionStorage.removeItem(attributionStorageKey);
    const visit: Landing = { url: kept.href, referrer, visit: newVisit() };
    sessionStorage.setItem(landingStorageKey, JSON.stringify(visit));
  } catch {
    // Storage refused (privacy mode, quota): the page's code reads the landing page itself,
    // and the visit is the address's and the browser's, as for an older page.
  }
}

/** Once the tracker runs, `window.siteEvents` is its sender rather than an array (track-event.ts). */
export const trackerConnected = () =>
  window.siteEvents !== undefined && !Array.isArray(window.siteEvents);

/**
 * Sends the page view: once the page has painted when it opens shown, when it is first shown
 * when it opens in the background, and again when it is restored from the back-forward cache.
 */
export function startPageviewBeacon() {
  keepLandingVisit();
  if (document.visibilityState === 'visible') {
    afterTheFirstPaint(() => {
      // The tracker, if it started meanwhile, sent the page view itself (pageview-once.ts).
      if (!trackerConnected()) sendPageview();
    });
  } else {
    // As the tracker does: a page opened in the background is viewed when it is first shown.
    // (Such a page reports no largest paint.)
    const shown = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', shown);
      sendPageview();
    };
    document.addEventListener('visibilitychange', shown);
  }
  // A page restored from the back-forward cache is viewed again: by the tracker once it runs.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && !trackerConnected()) sendPageview();
  });
}
