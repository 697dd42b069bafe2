/**
 * The tracker's start, a chunk of its own that nothing in the first load carries
 * (docs/decisions/342-analytics-in-the-browser-since-the-page-view-script.md). It waits for an idle moment, then
 * fetches the tracker (Plausible's own library, ~3 KB gzipped) and the attribution code, so
 * neither competes with the page's hydration or a visitor's first clicks. The page view of the
 * page the visit loaded is not its: a script of its own sent it after the first paint
 * (pageview-entry.ts).
 */
import { connectTracker } from './connect-tracker';
import { leaveTheFirstPageviewToTheScript, withTabVisit } from './pageview-once';

/** Our own endpoint: the events never leave the site (decision 342). */
const endpoint = '/api/event';

export function startTracker() {
  const run = () => void loadTracker().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}

async function loadTracker() {
  const [{ init, track }, { recordVisitAttribution, visitOfTab }] = await Promise.all([
    import('@plausible-analytics/tracker'),
    import('./visit-attribution'),
  ]);
  recordVisitAttribution();
  init({
    domain: window.location.hostname,
    endpoint,
    // Our own server counts: a loopback test or preview is counted like any other host.
    captureOnLocalhost: true,
    bindToWindow: false,
    logging: false,
    // The document's page view is the pageview script's, after the first paint (decision 270).
    // Every event names the tab's visit, as the script's page view does (decision 360).
    transformRequest: withTabVisit(leaveTheFirstPageviewToTheScript(), visitOfTab),
  });
  connectTracker((name, props) => track(name, props ? { props } : {}));
}
