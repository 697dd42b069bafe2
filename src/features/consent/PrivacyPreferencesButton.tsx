import { useLanguage, useT } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';
import { consentEnabled, openPrivacyPreferences } from './consent-starter';

/**
 * "Privacy preferences": reopens the consent choice to change or withdraw it. Rendered only in
 * a build with Google Analytics; without it there is no choice to make.
 */
export function PrivacyPreferencesButton({ className = '' }: { className?: string }) {
  const t = useT().layout.footer;
  const language = useLanguage();
  if (!consentEnabled) return null;
  return (
    <button
      type="button"
      onClick={() => openPrivacyPreferences(language, pathFor('privacy', language))}
      className={`rounded underline underline-offset-2 hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-300 ${className}`}
    >
      {t.privacyPreferences}
    </button>
  );
}
