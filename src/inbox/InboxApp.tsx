import type { Language } from '@contract/languages';
import { mayDo, type Permission, type Role } from '@contract/roles';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { I18nProvider } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { InboxHeader } from './InboxHeader';
import { LeadPage } from './lead/LeadPage';
import { LeadList } from './leads/LeadList';
import { ForgotPassword } from './session/ForgotPassword';
import { ResetPassword } from './session/ResetPassword';
import { SecondStep } from './session/SecondStep';
import { Setup } from './session/Setup';
import { SignIn } from './session/SignIn';
import { readStoredLanguage, storeLanguage } from './session/stored-language';
import { useSession } from './session/use-session';
import { InvitationPage } from './team/InvitationPage';
import { lazyPage, PageLoading } from './ui/lazy-page';
import { paths } from './ui/paths';
import { screensFor } from './ui/screens';
import { inboxTexts } from './ui/texts';

const AuditPage = lazyPage(() => import('./audit/AuditPage'));
const InsightsPage = lazyPage(() => import('./insights/InsightsPage'));
const PrivacyRequestsPage = lazyPage(() => import('./privacy/PrivacyRequestsPage'));
const TeamPage = lazyPage(() => import('./team/TeamPage'));
const DevicesPage = lazyPage(() => import('./team/DevicesPage'));
const SecurityPage = lazyPage(() => import('./session/SecurityPage'));
const ContentListPage = lazyPage(() => import('./content/ContentListPage'));
const ContentEditPage = lazyPage(() => import('./content/ContentEditPage'));

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
        <InboxScreens setLanguage={setLanguage} />
      </div>
    </I18nProvider>
  );
}

/** The screens of the single-use links (decision 372): open with a session or without. */
const linkScreens: Record<string, () => ReactNode> = {
  [paths.forgotPassword]: () => <ForgotPassword />,
  [paths.resetPassword]: () => <ResetPassword />,
  [paths.setup]: () => <Setup />,
};

/** The sign-in form in place of any screen until there is a session; its URL stays. */
function InboxScreens({ setLanguage }: { setLanguage: (language: Language) => void }) {
  const t = useTexts(inboxTexts);
  const session = useSession();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = t.title;
  }, [t]);

  const linkScreen = linkScreens[pathname.replace(/\/$/, '')];
  if (linkScreen) return linkScreen();

  if (!session) {
    return (
      <main className="mx-auto max-w-6xl px-4 py-10">
        <p role="status">{t.loading}</p>
      </main>
    );
  }
  // An invitation's link opens its own screen, signed in or not (decision 375).
  if (pathname === paths.invitation) return <InvitationPage setLanguage={setLanguage} />;
  if (session.status === 'signedOut') return <SignIn />;
  if (session.status === 'secondStep') return <SecondStep step={session.step} />;
  const { roles } = session.session.user;
  // Each screen behind the permission its API needs (decision 371): what the server would
  // refuse is explained instead of failing request by request.
  const allowed = (permission: Permission, page: ReactNode) => (
    <ScreenFor roles={roles} permission={permission}>
      {page}
    </ScreenFor>
  );
  const later = (Page: typeof AuditPage) => (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  // The inbox's home is the leads; without them, the first screen the roles include.
  const home = screensFor(roles)[0];
  return (
    <Routes>
      <Route path={paths.lead(':id')} element={allowed('leads:work', <LeadPage />)} />
      <Route path={paths.audit} element={allowed('audit:read', later(AuditPage))} />
      <Route path={paths.insights} element={allowed('insights:read', later(InsightsPage))} />
      <Route
        path={paths.privacyRequests}
        element={allowed('privacy:handle', later(PrivacyRequestsPage))}
      />
      <Route path={paths.team} element={allowed('accounts:manage', later(TeamPage))} />
      <Route path={paths.devices} element={later(DevicesPage)} />
      <Route path={paths.security} element={later(SecurityPage)} />
      <Route path={paths.content} element={allowed('content:edit', later(ContentListPage))} />
      <Route
        path={paths.contentItem(':id')}
        element={allowed('content:edit', later(ContentEditPage))}
      />
      <Route
        path="*"
        element={
          home && home.permission !== 'leads:work' ? (
            <GoTo to={home.to} />
          ) : (
            allowed('leads:work', <LeadList />)
          )
        }
      />
    </Routes>
  );
}

/** The screen, or why these roles do not open it. */
function ScreenFor({
  roles,
  permission,
  children,
}: {
  roles: readonly Role[];
  permission: Permission;
  children: ReactNode;
}) {
  const t = useTexts(inboxTexts);
  if (mayDo(roles, permission)) return children;
  return (
    <main className="mx-auto max-w-6xl space-y-3 px-4 py-6">
      <h1 className="text-2xl font-bold">{t.notAllowed.heading}</h1>
      <p>{t.notAllowed.body(roles.map((role) => t.roleNames[role]).join(', '))}</p>
    </main>
  );
}

/**
 * Moves to another screen, replacing this one in the history. Not react-router's `<Navigate>`:
 * the router is in the chunk every public page loads first, and `<Navigate>` alone would add
 * 200 bytes to it for the inbox's sake.
 */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
