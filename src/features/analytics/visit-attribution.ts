import {
  type Attribution,
  attributionFromVisit,
  normaliseAttribution,
  type Visit,
} from '@contract/attribution';
import { tabVisitOf } from '@contract/tab-visit';

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
    // Storage refused (privacy mode, quota) or a kept landing that is not JSON: the lead is
    // sent without attribution.
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
 * The first page of the visit as the page-view script kept it (pageview-beacon.ts, which
 * imports nothing and so names the key itself): a visitor may have followed a link before the
 * first page's code ever ran.
 */
const landingStorageKey = 'visit-landing-v1';

/**
 * The page the visit landed on: as the page-view script kept it, or this document's, whose
 * navigation entry keeps the address it was loaded from, whatever client-side navigation did
 * to `location` since; the referrer never changes within a document.
 */
function landingVisit(): Visit {
  const kept = JSON.parse(sessionStorage.getItem(landingStorageKey) ?? 'null');
  if (typeof kept?.url === 'string') {
    return { url: kept.url, referrer: typeof kept.referrer === 'string' ? kept.referrer : '' };
  }
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return { url: navigation?.name || window.location.href, referrer: document.referrer };
}

/**
 * The tab's visit the page-view script gave this landing (pageview-beacon.ts, decision 360),
 * for the contact form: the server counts the lead on that visit and no other. Undefined when
 * storage was refused or the script did not run.
 */
export function visitOfTab(): string | undefined {
  try {
    return tabVisitOf(JSON.parse(sessionStorage.getItem(landingStorageKey) ?? 'null')?.visit);
  } catch {
    return undefined;
  }
}
