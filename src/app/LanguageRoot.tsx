import { Outlet } from 'react-router';
import { SkipLink } from '@/components/layout/SkipLink';
import { ScrollToTop } from '@/features/navigation/ScrollToTop';
import { ToastRegion } from '@/features/toasts/ToastRegion';
import { I18nProvider } from '@/i18n/I18nProvider';
import type { Language } from '@/i18n/languages';

/** Everything every page of one language shares: texts, skip link, toasts, scroll reset. */
export function LanguageRoot({ language }: { language: Language }) {
  return (
    <I18nProvider language={language}>
      <ScrollToTop />
      <SkipLink />
      <Outlet />
      <ToastRegion />
    </I18nProvider>
  );
}
