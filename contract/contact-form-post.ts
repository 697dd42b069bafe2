/**
 * The contact form without JavaScript: an ordinary form POST to the contact
 * page's own address, answered with that page rendered in its language. The server decides the
 * outcome (the same intake as the JSON API); the site's renderer draws it. The answer travels
 * to the browser inside the page too (in the element with `contactAnswerElementId`), so a page
 * whose script does run hydrates exactly what was drawn.
 */

/** What the visitor typed, by field name, to put back in the form. */
export type ContactFormValues = Record<string, string>;

export type ContactFormAnswer =
  /** Stored (or a bot's, answered alike): the page says so. */
  | { outcome: 'sent' }
  /** The form again, with the values and the schema's English message per invalid field. */
  | { outcome: 'invalid'; values: ContactFormValues; fields: Record<string, string> }
  /**
   * Not stored: too many sends from this address, or the service is down (values kept, and
   * when to try again: the answer's Retry-After), or posted by a page of another site (nothing
   * of what it sent is drawn back).
   */
  | {
      outcome: 'failed';
      values: ContactFormValues;
      reason: ContactRefusal;
      retryAfterSeconds?: number;
    };

/** Why a send was not stored, each with its own words and way out (decision 321). */
export type ContactRefusal = 'rate-limited' | 'unavailable' | 'cross-site';

/** The id of the JSON data block that carries the answer in the page. */
export const contactAnswerElementId = 'contact-answer';
