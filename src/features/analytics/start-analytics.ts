import { noteLandingVisit } from './landing-visit';
import { connectTracker } from './track-event';

/** Our own endpoint: the events never leave the site (docs/decisions/130-first-party-tracker-after-idle.md). */
const endpoint = '/api/event';

let started = false;

/**
 * Starts first-party counting once the page is interactive: the tracker (Plausible's own
 * library, ~3 KB gzipped) and the attribution code are fetched when the browser is idle, so
 * they never compete with the page's first paint or hydration.
 */
export function startAnalytics() {
  if (started) return;
  started = true;
  noteLandingVisit({ url: window.location.href, referrer: document.referrer });
  whenIdle(async () => {
    const [{ init, track }, { recordVisitAttribution }] = await Promise.all([
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
    });
    connectTracker((name, props) => track(name, props ? { props } : {}));
  });
}

/**
 * After the page has loaded, then when the browser is idle: an idle moment while the page's
 * own scripts are still downloading would otherwise run the tracker before hydration.
 */
function whenIdle(task: () => Promise<void>) {
  const run = () => void task().catch(() => undefined);
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 2000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
