import { createContext, type ReactNode, useContext } from 'react';
import type { Language } from './languages';

/**
 * The language being shown, apart from the site's dictionaries (I18nProvider.tsx), so the sales
 * inbox, which has texts of its own (useTexts), does not load the site's with it.
 */
const LanguageContext = createContext<Language | null>(null);

/** Gives the page's language (decided by its URL, or the inbox's PT | EN) to everything below it. */
export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage() must be used inside <I18nProvider>');
  return language;
}
