/**
 * The contact request (spec §3, §5): one zod schema for the browser form and the server.
 * Messages are injected so the form shows them in the page's language; the server uses the
 * English ones. Lengths are capped so a lead always fits the API's 16 KB body limit.
 */
// First: configures zod for our CSP before any schema below is built.
import './zod-without-eval';
import { z } from 'zod';
import { normaliseAttribution } from './attribution';
import { isCnpj, maskCnpj } from './cnpj';
import { languages } from './languages';
import { privacyNoticeVersions } from './lgpd';
import { contactLimits } from './limits';
import { defaultSubject } from './request-conventions';
import { isSitePath } from './site-path';
import { tabVisitPattern } from './tab-visit';
import { type ContactValidationMessages, englishValidationMessages } from './validation-messages';

export { contactLimits };

const countDigits = (text: string) => text.replace(/\D/g, '').length;

export function createContactSchema(messages: ContactValidationMessages) {
  const tooLong = { message: messages.tooLong };
  // A missing or non-text field gets its rule's message: for a visitor it is simply empty.
  return z.object({
    firstName: z
      .string({ error: messages.firstNameMin })
      .trim()
      .min(contactLimits.nameMin, messages.firstNameMin)
      .max(contactLimits.nameMax, tooLong),
    lastName: z
      .string({ error: messages.lastNameMin })
      .trim()
      .min(contactLimits.nameMin, messages.lastNameMin)
      .max(contactLimits.nameMax, tooLong),
    email: z
      .string({ error: messages.email })
      .trim()
      .max(contactLimits.emailMax, tooLong)
      .pipe(z.email(messages.email)),
    phone: z
      .string({ error: messages.phoneMin })
      .trim()
      .min(contactLimits.phoneMin, messages.phoneMin)
      .max(contactLimits.phoneMax, tooLong)
      .refine(
        (phone) =>
          phone.length < contactLimits.phoneMin ||
          countDigits(phone) >= contactLimits.phoneDigitsMin,
        messages.phoneDigits,
      ),
    message: z
      .string({ error: messages.messageRequired })
      .trim()
      .min(contactLimits.messageMin, messages.messageRequired)
      .max(contactLimits.messageMax, tooLong),
    subject: z
      .string()
      .trim()
      .max(contactLimits.subjectMax, tooLong)
      .optional()
      .default(defaultSubject),
    /** The company behind the lead: optional, empty means not given. */
    company: z
      .string()
      .trim()
      .max(contactLimits.companyMax, tooLong)
      .transform((value) => value || undefined)
      .optional(),
    /**
     * Its CNPJ, numeric or alphanumeric (contract/cnpj.ts), with or without the mask; kept in
     * the mask's form, so every output shows one spelling. Optional, empty means not given.
     */
    cnpj: z
      .string()
      .trim()
      // Room for spaces a visitor or another client puts between the groups.
      .max(contactLimits.cnpjMax * 2, messages.cnpj)
      .refine((value) => !value || isCnpj(value), messages.cnpj)
      .transform((value) => (value ? maskCnpj(value) : undefined))
      .optional(),
    /**
     * The privacy notice the form showed (contract/lgpd.ts), kept as the lead's LGPD proof;
     * absent from a client that showed none.
     */
    privacyNoticeVersion: z
      .enum(privacyNoticeVersions, { message: 'Not a published version of the privacy notice' })
      .optional(),
    /** Where the lead came from, filled by the form; optional for other clients. */
    language: z.enum(languages).optional(),
    /** A path on this site; anything else (another host's) is dropped, the lead kept. */
    page: z
      .string()
      .trim()
      .max(contactLimits.pageMax, tooLong)
      .transform((value) => (isSitePath(value) ? value : undefined))
      .optional(),
    /**
     * Where the visit came from, kept by the browser for the visit. Cleaned, never refused:
     * unknown keys and non-text values are dropped, long values cut (normaliseAttribution).
     * Absent without JavaScript or from an older client.
     */
    attribution: z
      .unknown()
      .transform((value) => normaliseAttribution(value))
      .optional(),
    /**
     * The tab's visit the form was sent from (contract/tab-visit.ts): the lead is counted on
     * that visit only. Absent without JavaScript or from an older client.
     */
    visitId: z.string().regex(tabVisitPattern, 'Not a visit identifier').optional(),
  });
}

export const contactSchema = createContactSchema(englishValidationMessages);

/** What the form holds and sends. */
export type ContactInput = z.input<typeof contactSchema>;
/** A validated contact request, trimmed and with its defaults. */
export type ContactRequest = z.output<typeof contactSchema>;
