/**
 * The CNPJ, the number that says which company wrote: checked by its two check
 * digits, in the numeric format and in the alphanumeric one the Receita Federal issues from
 * July 2026 (twelve letters or digits, then two digits), and written `00.000.000/0000-00`.
 * The arithmetic is @brazilian-utils' (version 2 reads both formats); tree-shaken, it is a few
 * hundred bytes, and only the contact form and the server load it.
 */
import { formatCnpj, isValidCnpj } from '@brazilian-utils/brazilian-utils';

/** Whether the text is a CNPJ whose check digits hold (mask, spaces and case aside). */
export function isCnpj(text: string): boolean {
  return isValidCnpj(text, { version: 2 });
}

/**
 * The text as far as it goes in the mask `00.000.000/0000-00`, upper-cased, anything but
 * letters and digits dropped: what the field shows as the visitor types, and the form in
 * which a valid CNPJ is stored, so the search and the CRMs see one spelling.
 */
export function maskCnpj(text: string): string {
  return formatCnpj(text.toUpperCase(), { version: 2 });
}
