import { languages } from '@contract/languages';
import { Link } from 'react-router';
import { InboxNav } from './InboxNav';
import { useInbox } from './inbox-context';
import { clearNoteDrafts } from './note-drafts';
import { secondaryButtonClass } from './styles';

/** Title, PT | EN switch, and (signed in) who is signed in and the sign-out button. */
export function InboxHeader() {
  const { t, language, setLanguage, session, setSession, post } = useInbox();

  async function signOut() {
    try {
      await post('/api/inbox/sign-out', null);
    } finally {
      // A shared computer: notes typed and not saved go with the session.
      clearNoteDrafts();
      setSession({ status: 'signedOut', expired: false });
    }
  }

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to="/inbox" className="text-lg font-bold text-ink">
          {t.title}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <nav aria-label={t.languageLabel} className="flex items-center text-sm font-semibold">
            {languages.map((option, index) => (
              <span key={option} className="flex items-center">
                {index > 0 && (
                  <span aria-hidden="true" className="px-1 text-slate-500">
                    |
                  </span>
                )}
                <button
                  type="button"
                  lang={option === 'pt' ? 'pt-BR' : 'en'}
                  aria-pressed={option === language}
                  onClick={() => setLanguage(option)}
                  className={
                    option === language
                      ? 'rounded px-1.5 py-1 text-brand-700 underline decoration-2 underline-offset-4'
                      : 'rounded px-1.5 py-1 text-slate-700 hover:text-brand-700'
                  }
                >
                  {option.toUpperCase()}
                  <span className="sr-only"> {t.languageNames[option]}</span>
                </button>
              </span>
            ))}
          </nav>
          {session.status === 'signedIn' && (
            <>
              <span className="min-w-0 text-sm break-all text-slate-700">
                {t.signedInAs}{' '}
                <strong>{session.session.user.name ?? session.session.user.email}</strong>
              </span>
              <button type="button" className={secondaryButtonClass} onClick={signOut}>
                {t.signOut}
              </button>
            </>
          )}
        </div>
      </div>
      {session.status === 'signedIn' && <InboxNav />}
    </header>
  );
}
