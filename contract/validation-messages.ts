/**
 * The contact rules' messages (spec §3): the browser form shows them in the page's language, the
 * API answers with the English ones. Apart from the schema so the form can translate the API's
 * answers without loading zod.
 */
export interface ContactValidationMessages {
  firstNameMin: string;
  lastNameMin: string;
  email: string;
  phoneMin: string;
  /** A phone of enough characters but too few digits ("nao tenho tel"). */
  phoneDigits: string;
  messageRequired: string;
  tooLong: string;
  /** A CNPJ whose check digits do not hold (the spec has no CNPJ). */
  cnpj: string;
}

/**
 * The spec's English messages, verbatim; `tooLong` (the spec sets no maximum) and `cnpj` (the
 * spec has no CNPJ) are ours.
 */
export const englishValidationMessages: ContactValidationMessages = {
  firstNameMin: 'Name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  email: 'Invalid e-mail',
  phoneMin: 'Your phone must be at least 11 characters',
  phoneDigits: 'Enter the phone with its area code',
  messageRequired: 'Required',
  tooLong: 'Too long',
  cnpj: 'Invalid CNPJ',
};
