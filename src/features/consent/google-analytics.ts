/**
 * Google Analytics 4 behind Google Consent Mode v2. Nothing of Google's is fetched before the
 * visitor accepts; once they do, the tag starts with every purpose `denied` and is then
 * granted measurement only (we run no ads, so ad storage and personalisation stay denied).
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const googleTagOrigin = 'https://www.googletagmanager.com';

let loaded = false;

function gtag(..._args: unknown[]) {
  // Google's tag reads the `arguments` object itself, not an array copy of it.
  // biome-ignore lint/complexity/noArguments: the tag's documented calling convention.
  window.dataLayer?.push(arguments);
}

/** Loads the tag (once) and grants measurement; sends the page view. */
export function grantGoogleAnalytics(measurementId: string) {
  if (loaded) {
    gtag('consent', 'update', { analytics_storage: 'granted' });
    gtag('event', 'page_view');
    return;
  }
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = gtag;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('js', new Date());
  gtag('config', measurementId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${googleTagOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/**
 * Withdraws consent: the tag (if it ran on this page) stops measuring and Google's cookies on
 * our domain are removed, so nothing identifies the visitor from now on.
 */
export function denyGoogleAnalytics() {
  if (loaded) gtag('consent', 'update', { analytics_storage: 'denied' });
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name || !(name === '_ga' || name.startsWith('_ga_') || name === '_gid')) continue;
    const domains = ['', window.location.hostname, `.${window.location.hostname}`];
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox.
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}
