/**
 * When the page view of a shown page goes (pageview-beacon.ts; decision 270, amended
 * 2026-11-26): after the page's first largest contentful paint, not before it. Lighthouse's
 * simulation (Lantern) chains every request that starts before the observed largest paint into
 * that paint: a page view sent as soon as its script ran put two more round trips of slow 4G
 * into the simulated LCP (1.05 s → 1.4 s). Sending at the load event is not enough: a page's
 * load can come before its paint (`/en/about`).
 *
 * No visit is lost waiting for it: a visitor who leaves first (`pagehide`, or the page hidden)
 * is counted then, the request being `keepalive`; a browser that reports no largest paint sends
 * once the page has loaded; and if no paint is reported by `capAfterLoadMs` after the load (an
 * input before any paint ends the reports), it goes then. Whichever comes first sends, once.
 *
 * It imports nothing, as the page view's script it belongs to (scripts/prerender.ts).
 */

/** The longest wait after the load event for a paint that has not been reported. */
export const capAfterLoadMs = 1000;

const paintEntryType = 'largest-contentful-paint';

/** Runs `send` once, after the page's first largest paint or whichever fallback comes first. */
export function afterTheFirstPaint(send: () => void) {
  const undo: (() => void)[] = [];
  let sent = false;
  const sendOnce = () => {
    if (sent) return;
    sent = true;
    for (const step of undo) step();
    send();
  };
  const listen = (target: EventTarget, type: string, listener: () => void) => {
    target.addEventListener(type, listener);
    undo.push(() => target.removeEventListener(type, listener));
  };
  listen(window, 'pagehide', sendOnce);
  listen(document, 'visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendOnce();
  });

  // On the next task: the request starts after the frame that painted, not inside it.
  const soon = () => setTimeout(sendOnce, 0);
  if (reportsLargestPaint()) {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      soon();
    });
    observer.observe({ type: paintEntryType, buffered: true });
    undo.push(() => observer.disconnect());
    afterLoad(() => setTimeout(sendOnce, capAfterLoadMs));
  } else {
    afterLoad(soon);
  }
}

function reportsLargestPaint(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes(paintEntryType)
  );
}

function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
