/**
 * Consent for Google Analytics 4, present only in a build that sets VITE_GA_MEASUREMENT_ID.
 * Without it, `measurementId` is undefined at build time, so the banner's chunk is never
 * referenced and no banner is shown (first-party counts need no consent: they are not personal
 * data). This entry stays tiny: the banner and Google's tag load after the page is interactive.
 */
import type { Language } from '@/i18n/languages';
import { readConsent } from './consent-record';

const measurementId: string | undefined = import.meta.env.VITE_GA_MEASUREMENT_ID || undefined;

/** Whether this build asks for consent (and shows "Privacy preferences" in the footer). */
export const consentEnabled = measurementId !== undefined;

let started = false;

export function startConsentWhenIdle(language: Language, privacyHref: string) {
  if (!measurementId || started) return;
  started = true;
  const id = measurementId;
  const start = () =>
    void import('./start-consent').then(({ startConsent }) =>
      startConsent({ measurementId: id, language, privacyHref }),
    );
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}

export function openPrivacyPreferences(language: Language, privacyHref: string) {
  if (!measurementId) return;
  const id = measurementId;
  void import('./start-consent').then(({ openPreferences }) =>
    openPreferences({ measurementId: id, language, privacyHref }),
  );
}

/** A sent lead is a `generate_lead` conversion, only when the visitor accepted measurement. */
export function reportLeadConversion() {
  if (measurementId && window.gtag && readConsent()?.analytics) {
    window.gtag('event', 'generate_lead');
  }
}
