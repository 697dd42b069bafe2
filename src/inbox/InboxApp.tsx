import type { Language } from '@contract/languages';
import { Suspense, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router';
import { I18nProvider } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { InboxHeader } from './InboxHeader';
import { LeadPage } from './lead/LeadPage';
import { LeadList } from './leads/LeadList';
import { SignIn } from './session/SignIn';
import { readStoredLanguage, storeLanguage } from './session/stored-language';
import { useSession } from './session/use-session';
import { lazyPage, PageLoading } from './ui/lazy-page';
import { paths } from './ui/paths';
import { inboxTexts } from './ui/texts';

const AuditPage = lazyPage(() => import('./audit/AuditPage'));
const InsightsPage = lazyPage(() => import('./insights/InsightsPage'));
const PrivacyRequestsPage = lazyPage(() => import('./privacy/PrivacyRequestsPage'));

/** The inbox in the person's language (PT | EN, remembered), every text through useTexts. */
export function InboxApp() {
  const [language, setLanguageState] = useState<Language>(readStoredLanguage);
  useEffect(() => {
    document.documentElement.lang = language === 'pt' ? 'pt-BR' : 'en';
  }, [language]);
  const setLanguage = (next: Language) => {
    storeLanguage(next);
    setLanguageState(next);
  };
  return (
    <I18nProvider language={language}>
      <div className="min-h-screen bg-slate-50">
        <InboxHeader setLanguage={setLanguage} />
        <InboxScreens />
      </div>
    </I18nProvider>
  );
}

/** The sign-in form in place of any screen until there is a session; its URL stays. */
function InboxScreens() {
  const t = useTexts(inboxTexts);
  const session = useSession();
  useEffect(() => {
    document.title = t.title;
  }, [t]);

  if (!session) {
    return (
      <main className="mx-auto max-w-6xl px-4 py-10">
        <p role="status">{t.loading}</p>
      </main>
    );
  }
  if (session.status === 'signedOut') return <SignIn />;
  const later = (Page: typeof AuditPage) => (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  return (
    <Routes>
      <Route path={paths.lead(':id')} element={<LeadPage />} />
      <Route path={paths.audit} element={later(AuditPage)} />
      <Route path={paths.insights} element={later(InsightsPage)} />
      <Route path={paths.privacyRequests} element={later(PrivacyRequestsPage)} />
      <Route path="*" element={<LeadList />} />
    </Routes>
  );
}
