/**
 * The contact page's texts (page, privacy note, the answers around the form). Unlike the
 * site-wide dictionaries they are not in every page's first load: only the contact page and its
 * form use them (docs/decisions/003-below-the-first-screen-on-demand.md), and each language is a
 * chunk of its own, loaded by its language's page only (localized-module.ts). The form's own
 * texts are in contact-form-dictionary.ts.
 * Same rules as the dictionaries: Portuguese is the source, English is typed against it.
 */

import { localizedModule, useLocalizedModule } from './localized-module';
import type { contact } from './pt/contact';
import type { Texts } from './texts';

export const contactTexts = localizedModule<Texts<typeof contact>>({
  pt: () => import('./pt/contact').then((module) => module.contact),
  en: () => import('./en/contact').then((module) => module.contact),
});

/** The contact texts in the page's language: `const t = useContactT(); t.form.title`. */
export const useContactT = () => useLocalizedModule(contactTexts);
