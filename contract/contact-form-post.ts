/**
 * The contact form without JavaScript (issue 27.3): an ordinary form POST to the contact
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
  /** Not stored: too many sends from this address, or the service is down. Values kept. */
  | { outcome: 'failed'; values: ContactFormValues; reason: 'rate-limited' | 'unavailable' };

/** The id of the JSON data block that carries the answer in the page. */
export const contactAnswerElementId = 'contact-answer';
