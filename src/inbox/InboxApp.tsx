import { sessionAnswer } from '@contract/inbox-api';
import type { Language } from '@contract/languages';
import { Suspense, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router';
import { InboxApiError, inboxRequest } from './api';
import { InboxHeader } from './InboxHeader';
import { auditPath, insightsPath } from './InboxNav';
import { InboxProvider, useInbox } from './inbox-context';
import { LeadList } from './LeadList';
import { LeadPage } from './LeadPage';
import { lazyPage, PageLoading } from './lazy-page';
import { SignIn } from './SignIn';
import { readStoredLanguage, storeLanguage } from './stored-language';

const AuditPage = lazyPage(() => import('./AuditPage'));
const InsightsPage = lazyPage(() => import('./InsightsPage'));

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
    <InboxProvider language={language} setLanguage={setLanguage}>
      <InboxScreens />
    </InboxProvider>
  );
}

function InboxScreens() {
  const { t, session, setSession } = useInbox();

  useEffect(() => {
    inboxRequest('/api/inbox/session', sessionAnswer).then(
      (answer) => setSession({ status: 'signedIn', session: answer }),
      // Only a 401 means "no session"; an outage is told as one, not as a signed-out page.
      (failure) =>
        setSession({
          status: 'signedOut',
          expired: false,
          unavailable: !(failure instanceof InboxApiError && failure.status === 401),
        }),
    );
  }, [setSession]);

  useEffect(() => {
    document.title = t.title;
  }, [t]);

  return (
    <div className="min-h-screen bg-slate-50">
      <InboxHeader />
      {session.status === 'loading' && (
        <main className="mx-auto max-w-6xl px-4 py-10">
          <p role="status">{t.loading}</p>
        </main>
      )}
      {session.status === 'signedOut' && <SignIn />}
      {session.status === 'signedIn' && (
        <Routes>
          <Route path="/inbox/leads/:id" element={<LeadPage />} />
          <Route
            path={auditPath}
            element={
              <Suspense fallback={<PageLoading />}>
                <AuditPage />
              </Suspense>
            }
          />
          <Route
            path={insightsPath}
            element={
              <Suspense fallback={<PageLoading />}>
                <InsightsPage />
              </Suspense>
            }
          />
          <Route path="*" element={<LeadList />} />
        </Routes>
      )}
    </div>
  );
}
