import type { contact } from './pt/contact';

/**
 * The shape every language's contact texts must have: exactly the keys of the Portuguese ones.
 * Apart from contact-dictionary.ts, which imports every language, so that a language can name
 * its type without importing the list it is part of.
 */
export type ContactDictionary = typeof contact;
