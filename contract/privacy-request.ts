/**
 * A person's LGPD request made from the privacy page (decision 250): what the page
 * and the server agree on besides the schema's rules, without zod, so the privacy page's first
 * load needs none. The schema is privacy-request-schema.ts.
 */

/** Access to their data, its erasure, or a correction. */
export const privacyRequestKinds = ['access', 'erasure', 'correction'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

export const privacyRequestLimits = { emailMax: 254, messageMax: 2000, answerMax: 4000 } as const;

/** LGPD art. 19: a request is answered within 15 days of its receipt. */
export const privacyRequestAnswerDays = 15;

/**
 * How long the link mailed to the address a request names stays good (decision 322): long
 * enough for a request made on a Friday evening to be confirmed on Monday.
 */
export const privacyRequestVerificationHours = 72;

/** Where that link leads, per language: a page whose button confirms (decision 322). */
export const privacyRequestConfirmPaths = {
  pt: '/privacidade/confirmar',
  en: '/en/privacy/confirm',
} as const;

/** The rules' messages: the page shows them in its language, the API answers in English. */
export interface PrivacyRequestMessages {
  email: string;
  kind: string;
  tooLong: string;
}

export const englishPrivacyRequestMessages: PrivacyRequestMessages = {
  email: 'Invalid e-mail',
  kind: 'Choose what you are asking for',
  tooLong: 'Too long',
};

/** The public API's door for script (the page's form posts to the page's own address without). */
export const privacyRequestPath = '/api/privacy-requests';

export { privacyRequestAnchors } from './privacy-request-anchors';

/**
 * The privacy page's answer to its form sent without script and refused: the page
 * again, the form holding what was typed and, for an invalid form, the schema's English message
 * per invalid field, as the contact form's (contract/contact-form-post.ts); not taken (over the
 * rate limit, or the database unreachable), the form as typed and the note saying why. It travels in the page as JSON (the
 * element `privacyRequestAnswerElementId`) so that a page whose script runs hydrates the same.
 */
export type PrivacyRequestAnswer =
  | {
      outcome: 'invalid';
      /** email, kind, message as typed. */
      values: Record<string, string>;
      fields: Record<string, string>;
    }
  | {
      outcome: 'rate-limited';
      values: Record<string, string>;
      /** The rate limit's Retry-After, for the note to say when to try again. */
      retryAfterSeconds?: number;
    }
  | { outcome: 'failed'; values: Record<string, string> };

export const privacyRequestAnswerElementId = 'privacy-request-answer';
