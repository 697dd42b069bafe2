import { inboxInsightsAnswer } from '@contract/inbox-api';
import type { Language } from '@contract/languages';
import {
  shareAuthorization,
  sharedInsightsApiPath,
  shareEndMessages,
  shareEndOf,
} from '@contract/shared-insights';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { I18nProvider, useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { InboxApiError, inboxRequest } from '../../api/request';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import InsightsPage, { type InsightsSource } from '../InsightsPage';
import { sharedTexts } from './texts';

const htmlLang = (language: Language) => (language === 'pt' ? 'pt-BR' : 'en');

/**
 * The inbox's insights screen for a shared read-only link (decision 261): no session, no
 * navigation into the inbox, nothing of an account. Its numbers are asked with the link's
 * token (`?t=`), which the server checks on every request; a link that ends while open (it
 * expired, it was revoked) leaves only the message saying so. The server chose the language
 * (<html lang>: the link's, else the browser's); the switch keeps the choice in the address.
 */
export function SharedInsightsApp() {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('t') ?? '';
  const [language, setLanguageState] = useState<Language>(() =>
    document.documentElement.lang === 'en' ? 'en' : 'pt',
  );
  useEffect(() => {
    document.documentElement.lang = htmlLang(language);
  }, [language]);
  const setLanguage = (next: Language) => {
    setLanguageState(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('lang', next);
        return params;
      },
      { replace: true },
    );
  };
  const source = useMemo<InsightsSource>(
    () => ({
      load: (_client, query, signal) =>
        inboxRequest(`${sharedInsightsApiPath}?${query}`, inboxInsightsAnswer, {
          signal,
          authorization: shareAuthorization(token),
        }),
      ended: (error) => {
        const end = error instanceof InboxApiError ? shareEndOf(error.body.error) : undefined;
        return end && <ShareEnded message={shareEndMessages[end]} />;
      },
    }),
    [token],
  );
  return (
    <I18nProvider language={language}>
      <div className="min-h-screen bg-slate-50">
        <SharedHeader setLanguage={setLanguage} />
        <InsightsPage source={source} />
      </div>
    </I18nProvider>
  );
}

function SharedHeader({ setLanguage }: { setLanguage: (language: Language) => void }) {
  const t = useTexts(sharedTexts);
  useEffect(() => {
    document.title = t.title;
  }, [t]);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="min-w-0">
          {/* The page's name, as the inbox's header shows its own; the heading is the screen's. */}
          <div className="text-lg font-bold text-ink">{t.title}</div>
          <p className="text-sm text-slate-700">{t.readOnly}</p>
        </div>
        <LanguageSwitch setLanguage={setLanguage} />
      </div>
    </header>
  );
}

function ShareEnded({ message }: { message: Record<Language, string> }) {
  const language = useLanguage();
  return <h1 className="text-2xl font-bold">{message[language]}</h1>;
}
