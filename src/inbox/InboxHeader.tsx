import type { Language } from '@contract/languages';
import type { Role } from '@contract/roles';
import { Link, useLocation } from 'react-router';
import { useTexts } from '@/i18n/texts';
import { useSaveAccountLanguage } from './api/account-language';
import { twoStepTexts } from './session/two-step-texts';
import { useSession, useSignOut } from './session/use-session';
import { LanguageSwitch } from './ui/LanguageSwitch';
import { Message } from './ui/Message';
import { paths } from './ui/paths';
import { screensFor } from './ui/screens';
import { secondaryButtonClass } from './ui/styles';
import { inboxTexts } from './ui/texts';
import { useErrorText } from './ui/use-error-text';

/** Title, PT | EN switch, and (signed in) who is signed in and the sign-out button. */
export function InboxHeader({ setLanguage }: { setLanguage: (language: Language) => void }) {
  const t = useTexts(inboxTexts);
  const twoStep = useTexts(twoStepTexts);
  const session = useSession();
  const signOut = useSignOut();
  const saveLanguage = useSaveAccountLanguage();
  const errorText = useErrorText();
  const signedIn = session?.status === 'signedIn';
  // Signed in, the choice is the account's too: its morning digest comes in this language.
  const chooseLanguage = (language: Language) => {
    setLanguage(language);
    if (signedIn) saveLanguage.mutate(language);
  };

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to={paths.leads} className="text-lg font-bold text-ink">
          {t.title}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <LanguageSwitch setLanguage={chooseLanguage} />
          {signedIn && session && (
            <>
              <span className="min-w-0 text-sm wrap-anywhere text-slate-700">
                {t.signedInAs}{' '}
                <strong>{session.session.user.name ?? session.session.user.email}</strong>
                {' · '}
                {t.rolesLabel}{' '}
                {session.session.user.roles.map((role) => t.roleNames[role]).join(', ')}
              </span>
              <Link to={paths.devices} className="text-sm font-semibold text-brand-700 underline">
                {t.nav.devices}
              </Link>
              <Link to={paths.security} className="text-sm font-semibold text-brand-700 underline">
                {twoStep.security.nav}
              </Link>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => signOut.mutate()}
              >
                {t.signOut}
              </button>
            </>
          )}
        </div>
      </div>
      {saveLanguage.error && (
        <Message
          className="mx-auto max-w-6xl px-4 pb-3"
          text={`${t.languageNotSaved} ${errorText(saveLanguage.error)}`}
        />
      )}
      {signedIn && session?.session.noticeDiffers && (
        <div className="mx-auto max-w-6xl px-4 pb-3">
          <Message
            text={t.noticeDiffers.replace(
              '{facts}',
              session.session.noticeDiffers.map((fact) => t.noticeFactNames[fact]).join('; '),
            )}
          />
        </div>
      )}
      {signedIn && session && <InboxNav roles={session.session.user.roles} />}
    </header>
  );
}

/**
 * The inbox's sections the person's roles include (decision 371), shown while signed in; the
 * current one is marked for screen readers too.
 */
export function InboxNav({ roles }: { roles: readonly Role[] }) {
  const t = useTexts(inboxTexts).nav;
  const { pathname } = useLocation();
  const links = screensFor(roles).map((screen) => ({ to: screen.to, label: t[screen.name] }));
  // Every other inbox address (the list, a lead's page) belongs to the leads.
  const section = links.find((link) => pathname === link.to)?.to ?? paths.leads;
  return (
    <nav aria-label={t.label} className="border-t border-slate-200">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-1 px-2 text-sm font-semibold">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={section === link.to ? 'page' : undefined}
              className={`inline-block border-b-2 px-2 py-2.5 ${
                section === link.to
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-700 hover:text-brand-700'
              }`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
