import {
  type Attribution,
  attributionFromVisit,
  normaliseAttribution,
} from '@contract/attribution';

/**
 * Kept in sessionStorage: it lasts as long as the visit (the tab), needs no cookie and is
 * never sent anywhere but with the visitor's own contact form.
 */
const storageKey = 'visit-attribution-v1';

/**
 * Records where the visit came from, once: the first page of a visit decides, later pages of
 * the same visit (a language switch is a full page load) keep what it found.
 */
export function recordVisitAttribution() {
  try {
    if (sessionStorage.getItem(storageKey) !== null) return;
    sessionStorage.setItem(storageKey, JSON.stringify(attributionFromVisit(landingVisit())));
  } catch {
    // Storage refused (privacy mode, quota): the lead is sent without attribution.
  }
}

/** The visit's attribution for the contact form; empty when none could be recorded. */
export function visitAttribution(): Attribution {
  // A visitor who sends the form before the browser was idle has not been recorded yet.
  recordVisitAttribution();
  try {
    return normaliseAttribution(JSON.parse(sessionStorage.getItem(storageKey) ?? 'null'));
  } catch {
    return {};
  }
}

/**
 * The page the visit landed on: the document's navigation entry keeps the address it was
 * loaded from, whatever client-side navigation did to `location` since; the referrer never
 * changes within a document.
 */
function landingVisit() {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return { url: navigation?.name || window.location.href, referrer: document.referrer };
}
