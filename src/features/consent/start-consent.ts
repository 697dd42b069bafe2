import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Language } from '@/i18n/languages';
import { ConsentBanner } from './ConsentBanner';
import { readConsent, saveConsent } from './consent-record';
import { denyGoogleAnalytics, grantGoogleAnalytics } from './google-analytics';

export interface ConsentOptions {
  measurementId: string;
  language: Language;
  privacyHref: string;
}

let root: Root | undefined;
let container: HTMLElement | undefined;

/**
 * Runs on every page of a build with a measurement id, after the page is interactive: applies
 * a stored choice (loading Google's tag only after an Accept) or shows the banner.
 */
export function startConsent(options: ConsentOptions) {
  const record = readConsent();
  if (record?.analytics) grantGoogleAnalytics(options.measurementId);
  else if (!record) showBanner(options, false);
}

/** The footer's "Privacy preferences": the second layer, to change or withdraw a choice. */
export function openPreferences(options: ConsentOptions) {
  showBanner(options, true);
}

function showBanner(options: ConsentOptions, openPreferences: boolean) {
  if (!container) {
    container = document.createElement('div');
    container.id = 'privacy-consent';
    document.body.append(container);
  }
  root ??= createRoot(container);
  root.render(
    createElement(ConsentBanner, {
      // A new key resets the layer when the footer link opens it again.
      key: Date.now(),
      language: options.language,
      privacyHref: options.privacyHref,
      current: readConsent(),
      openPreferences,
      onChoose: (analytics) => {
        const before = readConsent();
        saveConsent(analytics);
        hideBanner();
        if (analytics) grantGoogleAnalytics(options.measurementId);
        else if (before?.analytics) denyGoogleAnalytics();
      },
      onClose: hideBanner,
    }),
  );
}

function hideBanner() {
  root?.render(null);
}
