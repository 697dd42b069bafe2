/**
 * Inline script placed first in the <head> of every page of the default language (unprefixed).
 *
 * A visitor who chose another language earlier is sent to the same page under that language's
 * prefix before anything is painted: the document is hidden first, so no Portuguese flashes.
 * It reads what the language store writes (`stored-language.ts`). The languages and prefixes
 * come from the route table, the key from `stored-language.ts`; the prerender writes the
 * script into the pages and its SHA-256 into the site manifest, from which the server allows
 * exactly this text in its Content-Security-Policy.
 */
import { defaultLanguage, type Language, languages } from '@/i18n/languages';
import { languagePrefix, pageIds, pathFor } from '@/routing/routes';
import { languageStorageKey } from './stored-language';

/** The prefix of every language a visitor may be sent to, e.g. `{"en":"/en"}`. */
const prefixes = Object.fromEntries(
  languages
    .filter((language) => language !== defaultLanguage)
    .map((language) => [language, languagePrefix(language)]),
);

/**
 * Pages whose address in a language is not its prefix + the Portuguese address, by language:
 * `{"en":{"/privacidade":"/en/privacy"}}`.
 */
const renamed = Object.fromEntries(
  Object.entries(prefixes).map(([language, prefix]) => [
    language,
    Object.fromEntries(
      pageIds
        .map((page) => [pathFor(page, defaultLanguage), pathFor(page, language as Language)])
        .filter(([from, to]) => to !== prefix + (from === '/' ? '' : from)),
    ),
  ]),
);

export const languageRedirectScript = `(function(){try{var m=${JSON.stringify(prefixes)},n=${JSON.stringify(renamed)};var s=JSON.parse(localStorage.getItem(${JSON.stringify(languageStorageKey)})||"null");var l=s&&s.state&&s.state.language;if(typeof l==="string"&&Object.prototype.hasOwnProperty.call(m,l)){var p=location.pathname,r=n[l][p.replace(/\\/+$/,"")];document.documentElement.style.visibility="hidden";location.replace((r||m[l]+(p==="/"?"":p))+location.search+location.hash)}}catch(e){}})()`;
