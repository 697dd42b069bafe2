/**
 * The privacy request's rules (contract/privacy-request.ts): one zod schema for the privacy
 * page's form, fetched on demand, and the server. Messages are injected as the contact form's.
 */
// First: configures zod for our CSP before any schema below is built.
import './zod-without-eval';
import { z } from 'zod';
import { languages } from './languages';
import {
  englishPrivacyRequestMessages,
  type PrivacyRequestMessages,
  privacyRequestKinds,
  privacyRequestLimits,
} from './privacy-request';

export function createPrivacyRequestSchema(messages: PrivacyRequestMessages) {
  const tooLong = { message: messages.tooLong };
  return z.object({
    email: z
      .string({ error: messages.email })
      .trim()
      .max(privacyRequestLimits.emailMax, tooLong)
      .pipe(z.email(messages.email)),
    kind: z.enum(privacyRequestKinds, { error: messages.kind }),
    message: z
      .string()
      .trim()
      .max(privacyRequestLimits.messageMax, tooLong)
      .optional()
      .transform((text) => (text ? text : undefined)),
    language: z.enum(languages).default('pt'),
  });
}

export const privacyRequestSchema = createPrivacyRequestSchema(englishPrivacyRequestMessages);
export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;
