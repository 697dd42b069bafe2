/**
 * The contact form's own texts (labels, hints, button, validation and error messages): only the
 * form's chunk and its loading placeholder import them, so they are no part of the contact page's
 * first load (docs/decisions/275-a-page-loads-its-own-language.md); the page's texts are in
 * contact-dictionary.ts. Portuguese is the source, English is typed against it.
 */
import { contactForm as en } from './en/contact-form';
import { contactForm as pt } from './pt/contact-form';
import { defineTexts, useTexts } from './texts';

export const contactFormDictionaries = defineTexts({ pt, en });

/** The form's texts in the page's language: `const t = useContactFormT(); t.form.submit`. */
export const useContactFormT = () => useTexts(contactFormDictionaries);
