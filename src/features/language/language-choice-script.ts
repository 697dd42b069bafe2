/**
 * Inline script in every page's <head>: a click on the language switch stores the choice at
 * once, before the page's code has run and after. Without it, a visitor who had
 * chosen English and follows "PT" would reach a Portuguese page whose redirect script
 * (`language-redirect.ts`) still reads "English" and sends them back. It is the only writer
 * of the choice (stored-language.ts' format, zustand's persist format of the previous site);
 * the switch's links name their language in `data-language`. Its SHA-256 goes to the site
 * manifest, like the redirect script's.
 */
import { languageStorageKey, languageStorageVersion } from './stored-language';

/** The attribute on each link of the switch that names its language. */
export const languageLinkAttribute = 'data-language';

export const languageChoiceScript = `document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[${languageLinkAttribute}]");if(!a)return;try{localStorage.setItem(${JSON.stringify(languageStorageKey)},JSON.stringify({state:{language:a.getAttribute("${languageLinkAttribute}")},version:${languageStorageVersion}}))}catch(x){}},true)`;
