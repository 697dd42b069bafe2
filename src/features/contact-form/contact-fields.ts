/**
 * The visible fields of the contact form, in order, as data: the form and its loading
 * placeholder are both drawn from this list, so they always have the same rows and size.
 * Texts (labels, hints) come from the dictionary by field name.
 */
import type { VisitorFieldName } from '@contract/lead-fields';
import { contactLimits } from '@contract/limits';
import type { contactForm } from '@/i18n/pt/contact-form';
import type { Texts } from '@/i18n/texts';

type FormTexts = Texts<typeof contactForm>['form'];

/**
 * The fields the visitor types (contract/lead-fields.ts), each an input here, but the subject:
 * the site sends its fixed label (spec §3). contact-fields.test.ts holds the list below to them.
 */
export type ContactFieldName = Exclude<VisitorFieldName, 'subject'>;

export interface ContactFieldSpec {
  name: ContactFieldName;
  /** The input's type, or a textarea for 'multiline'. */
  control: 'text' | 'email' | 'tel' | 'multiline';
  /** What the browser may fill in (HTML autofill tokens). */
  autoComplete: string;
  /** Which on-screen keyboard phones show. */
  inputMode: 'text' | 'email' | 'tel';
  maxLength: number;
  /** A hint under the label, tied to the field with aria-describedby. */
  hint?: keyof FormTexts['hints'];
  /** Shares a row with its neighbour from 640 px up. */
  half?: boolean;
  /** May be left empty (the company and its CNPJ); the spec's fields are required. */
  optional?: boolean;
  /** Reshapes what is typed (ContactField.tsx): the CNPJ's `00.000.000/0000-00`. */
  mask?: 'cnpj';
  /** How phones capitalise what is typed: the CNPJ's letters are capitals. */
  autoCapitalize?: 'characters' | 'words';
}

export const contactFields: readonly ContactFieldSpec[] = [
  {
    name: 'firstName',
    control: 'text',
    autoComplete: 'given-name',
    inputMode: 'text',
    maxLength: contactLimits.nameMax,
    half: true,
  },
  {
    name: 'lastName',
    control: 'text',
    autoComplete: 'family-name',
    inputMode: 'text',
    maxLength: contactLimits.nameMax,
    half: true,
  },
  {
    name: 'email',
    control: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: contactLimits.emailMax,
  },
  {
    name: 'phone',
    control: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: contactLimits.phoneMax,
    hint: 'phone',
  },
  {
    name: 'company',
    control: 'text',
    autoComplete: 'organization',
    inputMode: 'text',
    maxLength: contactLimits.companyMax,
    half: true,
    optional: true,
    autoCapitalize: 'words',
  },
  {
    name: 'cnpj',
    control: 'text',
    // The browser knows no token for it, and a CNPJ typed elsewhere is another company's.
    autoComplete: 'off',
    // Text, not numeric: the CNPJ of 2026 has letters.
    inputMode: 'text',
    maxLength: contactLimits.cnpjMax,
    half: true,
    optional: true,
    mask: 'cnpj',
    autoCapitalize: 'characters',
  },
  {
    name: 'message',
    control: 'multiline',
    // A message is never the same twice: no suggestions from earlier forms.
    autoComplete: 'off',
    inputMode: 'text',
    maxLength: contactLimits.messageMax,
    hint: 'message',
  },
];
