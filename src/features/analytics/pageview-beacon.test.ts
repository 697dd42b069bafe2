import { tabVisitPattern } from '@contract/tab-visit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepLandingVisit, sendPageview, startPageviewBeacon, tabVisit } from './pageview-beacon';
import { recordVisitAttribution, visitAttribution, visitOfTab } from './visit-attribution';

/** A tab's sessionStorage. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** A page at `url`, reached from `referrer`, in the tab whose storage is `session`. */
function openPage(url: string, referrer: string, session = memoryStorage()) {
  const location = new URL(url);
  vi.stubGlobal('window', { location });
  vi.stubGlobal('document', { referrer });
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('performance', { getEntriesByType: () => [{ name: url }] });
  return session;
}

const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
beforeEach(() => {
  vi.stubGlobal('fetch', fetch);
  fetch.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page-view script', () => {
  it("sends the tracker's page view at once, and marks its path for the tracker", () => {
    openPage('https://example.test/en?utm_source=news', 'https://www.google.com/');
    sendPageview();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [endpoint, request] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(endpoint).toBe('/api/event');
    expect(request).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(request.body))).toEqual({
      n: 'pageview',
      u: 'https://example.test/en?utm_source=news',
      d: 'example.test',
      r: 'https://www.google.com/',
    });
    expect(window.sitePageviewSent).toBe('/en');
  });

  it("names the tab's visit in the page view once the landing is kept", () => {
    openPage('https://example.test/?utm_source=alpha', '');
    keepLandingVisit();
    sendPageview();
    const [, request] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const visit = JSON.parse(String(request.body)).visit;
    expect(visit).toMatch(tabVisitPattern);
    expect(visitOfTab()).toBe(visit);
  });

  it('gives each tab its own visit, and keeps it on the pages the visit goes on to', () => {
    const first = openPage('https://example.test/?utm_source=alpha', '');
    keepLandingVisit();
    const alpha = tabVisit();
    openPage('https://example.test/?utm_source=alpha', '');
    keepLandingVisit();
    expect(tabVisit()).not.toBe(alpha);
    // Back in the first tab: a link within the site, a reload, an address typed.
    for (const [url, referrer] of [
      ['https://example.test/contact', 'https://example.test/'],
      ['https://example.test/contact', ''],
      ['https://example.test/?utm_source=alpha', 'https://example.test/contact'],
    ] as const) {
      openPage(url, referrer, first);
      keepLandingVisit();
      expect(tabVisit()).toBe(alpha);
    }
  });

  it("starts a new visit on another campaign's landing in the same tab, with its attribution", () => {
    const tab = openPage('https://example.test/?utm_source=alpha', '');
    keepLandingVisit();
    recordVisitAttribution();
    const alpha = tabVisit();
    for (const [url, referrer, source] of [
      ['https://example.test/contact?utm_source=beta', '', 'beta'],
      ['https://example.test/contact', 'https://www.bing.com/search', 'bing'],
    ] as const) {
      openPage(url, referrer, tab);
      keepLandingVisit();
      expect(tabVisit()).not.toBe(alpha);
      expect(visitAttribution()).toMatchObject({ source, landingPage: '/contact' });
    }
  });

  it('sends nothing from a browser whose owner opted out, as the tracker (and marks nothing)', () => {
    openPage('https://example.test/', '');
    localStorage.setItem('plausible_ignore', 'true');
    sendPageview();
    expect(fetch).not.toHaveBeenCalled();
    expect(window.sitePageviewSent).toBeUndefined();
  });

  it('keeps the page the visit landed on for its attribution, when a link took it on', () => {
    const tab = openPage(
      'https://example.test/en/about?utm_source=Partner&utm_campaign=fair&email=a@b.c',
      'https://www.linkedin.com/feed/',
    );
    keepLandingVisit();
    expect(tab.getItem('visit-landing-v1')).not.toContain('email');
    // The next page of the visit, before the first page's code ever ran.
    openPage('https://example.test/en/contact', 'https://example.test/en/about', tab);
    keepLandingVisit();
    expect(visitAttribution()).toEqual({
      source: 'partner',
      campaign: 'fair',
      referrer: 'www.linkedin.com',
      landingPage: '/en/about',
    });
  });

  it("leaves the attribution to this document's own address without a kept landing", () => {
    openPage('https://example.test/contact?utm_source=fair', '');
    expect(visitAttribution()).toMatchObject({ source: 'fair', landingPage: '/contact' });
  });

  describe('on a shown page, once it has painted (here: loaded, no paint reported)', () => {
    /** A shown page at `url`, still loading, in a browser without largest-paint reports. */
    function openShownPage(url: string) {
      openPage(url, '');
      const page = Object.assign(new EventTarget(), { location: new URL(url) });
      const document = Object.assign(new EventTarget(), {
        referrer: '',
        readyState: 'interactive',
        visibilityState: 'visible',
      });
      vi.stubGlobal('window', page);
      vi.stubGlobal('document', document);
      vi.stubGlobal('PerformanceObserver', undefined);
      return () => {
        document.readyState = 'complete';
        page.dispatchEvent(new Event('load'));
        vi.runAllTimers();
      };
    }
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('sends the page view then, not before', () => {
      const load = openShownPage('https://example.test/en/about');
      startPageviewBeacon();
      expect(fetch).not.toHaveBeenCalled();
      load();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(window.sitePageviewSent).toBe('/en/about');
    });

    it('sends none when the tracker started first: its own first page view went', () => {
      const load = openShownPage('https://example.test/en/about');
      startPageviewBeacon();
      window.siteEvents = { push: () => undefined };
      load();
      expect(fetch).not.toHaveBeenCalled();
      expect(window.sitePageviewSent).toBeUndefined();
    });
  });
});
