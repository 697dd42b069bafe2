/**
 * Reads one event as the official Plausible tracker (`@plausible-analytics/tracker`) sends it:
 * a JSON body `{ n: name, u: url, d: domain, r: referrer | null, p: props, … }`, posted as
 * text/plain (or application/json). Only what the counts need is kept: the name, the path,
 * its language and the visit's attribution; the domain and props are not used.
 */

import { attributionFromVisit, directSource } from '@contract/attribution';
import type { Language } from '@contract/languages';
import { tabVisitOf } from '@contract/tab-visit';
import { isVisitEventName, type VisitEventName } from '@contract/visit-events';

/** What a valid event counts. */
interface VisitEvent {
  name: VisitEventName;
  path: string;
  language: Language;
  source: string;
  /** '' when there is none. */
  medium: string;
  campaign: string;
  /** The tab's visit the page named (contract/tab-visit.ts); absent from an older page. */
  visit?: string;
}

type ReadEvent =
  | { kind: 'count'; event: VisitEvent }
  /** Valid, but not counted: the tracker's engagement pings. */
  | { kind: 'ignore' }
  | { kind: 'invalid'; message: string };

/**
 * Answered like any event, so the tracker logs nothing, but not counted from the beacon:
 * - `engagement`: sent when a page is left or hidden (scroll depth, time on page), of no use
 *   to the counts;
 * - `lead_sent`: counted by the server from the stored lead itself, on the visit that sent it
 *   (server/events/lead-visits.ts, decision 220), so no request can make one up.
 */
const ignoredNames = new Set(['engagement', 'lead_sent']);

/** Longest path kept; longer ones are cut (only a crafted request has one). */
const pathMax = 200;

const invalid = (message: string): ReadEvent => ({ kind: 'invalid', message });

/** `/en` and `/en/...` are English; every other path is Portuguese (the default). */
export const languageOfPath = (path: string): Language =>
  path === '/en' || path.startsWith('/en/') ? 'en' : 'pt';

/** One path per page: no trailing slash (the router ignores it), at most `pathMax` long. */
function normalisePath(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return path.slice(0, pathMax);
}

/**
 * @param body the request's body: the text the tracker posted, or JSON Fastify parsed.
 * @param siteHosts hosts an event's page may be on (the public site's, the request's own).
 */
export function readVisitEvent(body: unknown, siteHosts: readonly string[]): ReadEvent {
  let payload = body;
  if (typeof body === 'string') {
    try {
      payload = JSON.parse(body);
    } catch {
      return invalid('The body must be a JSON object like {"n":"pageview","u":"https://…"}');
    }
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return invalid('The body must be a JSON object like {"n":"pageview","u":"https://…"}');
  }
  const { n: name, u: url, r: referrer, visit } = payload as Record<string, unknown>;
  if (typeof name !== 'string') return invalid('n (the event name) must be a string');
  if (ignoredNames.has(name)) return { kind: 'ignore' };
  if (!isVisitEventName(name)) return invalid(`Unknown event name: ${name.slice(0, 50)}`);
  if (typeof url !== 'string') return invalid('u (the page URL) must be a string');
  if (referrer !== undefined && referrer !== null && typeof referrer !== 'string') {
    return invalid('r (the referrer) must be a string or null');
  }

  const tabVisit = tabVisitOf(visit);
  if (visit !== undefined && tabVisit === undefined) {
    return invalid("visit (the tab's visit) must be 16 to 64 letters, digits, - or _");
  }

  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return invalid('u (the page URL) must be an absolute URL');
  }
  if (!/^https?:$/.test(page.protocol) || !siteHosts.includes(page.host.toLowerCase())) {
    return invalid('u (the page URL) must be a page of this site');
  }

  const path = normalisePath(page.pathname);
  const attribution = attributionFromVisit({ url, referrer });
  return {
    kind: 'count',
    event: {
      name,
      path,
      language: languageOfPath(path),
      source: attribution.source ?? directSource,
      medium: attribution.medium ?? '',
      campaign: attribution.campaign ?? '',
      ...(tabVisit ? { visit: tabVisit } : {}),
    },
  };
}
