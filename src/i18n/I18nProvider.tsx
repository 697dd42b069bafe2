import { dictionaries } from './dictionaries';
import type { Dictionary } from './dictionary';
import { useLanguage } from './language-context';
import type { Language } from './languages';

export { I18nProvider, useLanguage } from './language-context';

/** The dictionary of the current page's language: `const t = useT(); t.layout.callUs`. */
export function useT(): Dictionary {
  return dictionaries[useLanguage()];
}

/** Picks the current language's variant of bilingual content: `useLocalized()(module.name)`. */
export function useLocalized(): <T>(value: Record<Language, T>) => T {
  const language = useLanguage();
  return (value) => value[language];
}
