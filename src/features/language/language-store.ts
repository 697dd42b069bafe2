/**
 * The visitor's language choice, kept across visits where `stored-language.ts` says. Only the
 * language switch writes it; the inline script in `language-redirect.ts` reads it before the
 * first paint.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { defaultLanguage, type Language } from '@/i18n/languages';
import { languageStorageKey, languageStorageVersion } from './stored-language';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      language: defaultLanguage,
      setLanguage: (language) => set({ language }),
    }),
    {
      name: languageStorageKey,
      version: languageStorageVersion,
      // No storage while prerendering; a browser that blocks storage just forgets the choice.
      storage: createJSONStorage(() =>
        typeof window === 'undefined' ? undefinedStorage : window.localStorage,
      ),
      partialize: ({ language }) => ({ language }),
    },
  ),
);

const undefinedStorage: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};
