/**
 * Content a page shows in its own language only, each language in a chunk of its own
 * (docs/decisions/275-a-page-loads-its-own-language.md). A page never changes language in place:
 * the switch is a link to the other language's page, a full load. So the other languages' texts
 * are no part of a page's first load: the page loads its language before it draws (its
 * `beforeRender`; the prerender loads every language), the prerender lists that chunk among the
 * page's modules, and hydration finds it ready. A component reading a language not loaded yet
 * suspends until it is.
 */
import { use } from 'react';
import { useLanguage } from './language-context';
import type { Language } from './languages';

export interface LocalizedModule<T> {
  load(language: Language): Promise<T>;
  loaded(language: Language): T | undefined;
}

export function localizedModule<T>(
  loaders: Record<Language, () => Promise<T>>,
): LocalizedModule<T> {
  const values: Partial<Record<Language, T>> = {};
  // Loaded once per language, like a page's chunk (React.lazy): a failure is the page's failure.
  const pending: Partial<Record<Language, Promise<T>>> = {};
  return {
    load: (language) => {
      pending[language] ??= loaders[language]().then((value) => (values[language] = value));
      return pending[language];
    },
    loaded: (language) => values[language],
  };
}

/** The module's value in the page's language: at once when loaded, else after suspending. */
export function useLocalizedModule<T>(module: LocalizedModule<T>): T {
  const language = useLanguage();
  return module.loaded(language) ?? use(module.load(language));
}
