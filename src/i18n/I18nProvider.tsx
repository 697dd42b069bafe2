import { createContext, type ReactNode, useContext } from 'react';
import { dictionaries } from './dictionaries';
import type { Dictionary } from './dictionary';
import type { Language } from './languages';

const LanguageContext = createContext<Language | null>(null);

/** Gives the page's language (decided by its URL) to everything below it. */
export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage() must be used inside <I18nProvider>');
  return language;
}

/** The dictionary of the current page's language: `const t = useT(); t.layout.callUs`. */
export function useT(): Dictionary {
  return dictionaries[useLanguage()];
}

/** Picks the current language's variant of bilingual content: `useLocalized()(module.name)`. */
export function useLocalized(): <T>(value: Record<Language, T>) => T {
  const language = useLanguage();
  return (value) => value[language];
}
