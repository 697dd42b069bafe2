/** The inbox's PT | EN choice, kept in localStorage; Portuguese until someone picks English. */
import { type Language, languages } from '@contract/languages';

const storageKey = 'inbox-language';

export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return languages.find((language) => language === stored) ?? 'pt';
  } catch {
    return 'pt'; // storage blocked: the default
  }
}

export function storeLanguage(language: Language) {
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
