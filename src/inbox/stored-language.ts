/** The inbox's PT | EN choice, kept in localStorage; Portuguese until someone picks English. */
import { type InboxLanguage, inboxLanguages } from './texts';

const storageKey = 'inbox-language';

export function readStoredLanguage(): InboxLanguage {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return inboxLanguages.find((language) => language === stored) ?? 'pt';
  } catch {
    return 'pt'; // storage blocked: the default
  }
}

export function storeLanguage(language: InboxLanguage) {
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
