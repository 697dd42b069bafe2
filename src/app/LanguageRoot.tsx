import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '@/app/shell/SkipLink';
import { startAnalytics } from '@/features/analytics';
import { startConsentWhenIdle } from '@/features/consent';
import { ScrollToTop } from '@/features/navigation';
import { ToastRegion } from '@/features/toasts';
import { I18nProvider } from '@/i18n/I18nProvider';
import type { Language } from '@/i18n/languages';
import { pathFor } from '@/routing/routes';

/** Everything every page of one language shares: texts, skip link, toasts, scroll reset. */
export function LanguageRoot({ language }: { language: Language }) {
  // Once the page is interactive: first-party counts, and the consent choice in a build with
  // Google Analytics. Both wait for an idle moment, so neither delays the page.
  useEffect(() => {
    startAnalytics();
    startConsentWhenIdle(language, pathFor('privacy', language));
  }, [language]);

  return (
    <I18nProvider language={language}>
      <ScrollToTop />
      <SkipLink />
      <Outlet />
      <ToastRegion />
    </I18nProvider>
  );
}
