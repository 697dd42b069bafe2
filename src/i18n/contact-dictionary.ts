/**
 * The contact page's texts (page, form, validation, toasts, privacy note). Unlike the site-wide
 * dictionaries they are not in every page's first load: only the contact page and its form
 * import them, so they travel in those chunks (the home page's JS budget; see
 * docs/decisions/003-below-the-first-screen-on-demand.md).
 * Same rules as the dictionaries: Portuguese is the source, English is typed against it.
 */
import { contact as en } from './en/contact';
import { contact as pt } from './pt/contact';
import { defineTexts, useTexts } from './texts';

export const contactDictionaries = defineTexts({ pt, en });

/** The contact texts in the page's language: `const t = useContactT(); t.form.submit`. */
export const useContactT = () => useTexts(contactDictionaries);
