import type { PlausibleRequestPayload } from '@plausible-analytics/tracker';

declare global {
  interface Window {
    /**
     * The path whose page view the page's own pageview script sent, once the page had painted
     * or as the visitor left (pageview-entry.ts); unset until then, or when it did not send.
     */
    sitePageviewSent?: string;
  }
}

/**
 * The tracker's `transformRequest` (start-tracker.ts): each page view once. The tracker's first
 * page view is the document's own, which the pageview script has sent after the page's first
 * paint (decision 270), unless the visitor has moved within the site before the tracker ran:
 * then it is that page's and is sent. If the script has not sent it yet, it is sent here, and
 * the script, seeing the tracker connected, sends none (pageview-beacon.ts). Every later page
 * view (a move within the site, a page restored from the back-forward cache) is the tracker's,
 * and every named event goes as it is.
 */
export function leaveTheFirstPageviewToTheScript() {
  let first = true;
  return (payload: PlausibleRequestPayload): PlausibleRequestPayload | null => {
    if (payload.n !== 'pageview' || !first) return payload;
    first = false;
    const sent = window.sitePageviewSent;
    return sent !== undefined && sent === pathOf(payload.u) ? null : payload;
  };
}

function pathOf(url: string): string | undefined {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

/** Adds the tab's visit (decision 360), read at each event, to what `transform` lets go. */
export function withTabVisit(
  transform: (payload: PlausibleRequestPayload) => PlausibleRequestPayload | null,
  visitOfTab: () => string | undefined,
) {
  return (payload: PlausibleRequestPayload): PlausibleRequestPayload | null => {
    const kept = transform(payload);
    const visit = visitOfTab();
    return kept && visit ? { ...kept, visit } : kept;
  };
}
