/**
 * The one shape of every text the site and the inbox show: per-namespace dictionaries.
 * A namespace (the home page, the contact form, the consent banner, an inbox screen…) keeps its
 * Portuguese texts in one file, the source of every key, and each other language in a file
 * typed against it, so `tsc` fails until every language says everything. A chunk imports only
 * the namespaces it shows, so it carries only its own texts.
 *
 *   // pt.ts                       // en.ts
 *   export const leads = {…};      export const leads: Texts<typeof ptLeads> = {…};
 *   // texts.ts
 *   export const leadsTexts = defineTexts({ pt: ptLeads, en: enLeads });
 *   // a component
 *   const t = useTexts(leadsTexts);
 */
import { useLanguage } from './language-context';
import type { Language } from './languages';

/** The texts of a namespace in one language: the Portuguese source's keys, any wording. */
export type Texts<Source> = Source extends string
  ? string
  : Source extends (...args: infer Args) => string
    ? (...args: Args) => string
    : Source extends readonly (infer Item)[]
      ? readonly Texts<Item>[]
      : { readonly [Key in keyof Source]: Texts<Source[Key]> };

/** A namespace in every language, each with the Portuguese source's shape. */
export type Namespace<Source> = Readonly<Record<Language, Source>>;

/** Puts a namespace's languages together (Portuguese first: it is the source). */
export function defineTexts<Source>(
  byLanguage: { pt: Source } & Record<Exclude<Language, 'pt'>, Texts<Source>>,
): Namespace<Source> {
  // Sound: every other language has exactly the source's keys and value kinds (Texts<Source>).
  return byLanguage as unknown as Namespace<Source>;
}

/** A namespace's texts in the language of the page (or inbox) being shown. */
export function useTexts<Source>(namespace: Namespace<Source>): Source {
  return namespace[useLanguage()];
}
