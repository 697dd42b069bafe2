import type { pt } from '../pt/privacy-request-texts';
import type { Texts } from '../texts';

export const en: Texts<typeof pt> = {
  title: 'Make your request',
  intro:
    'Ask here for a copy of your data, or for it to be erased or corrected. We answer at the e-mail you give within 15 days (LGPD, art. 19).',
  email: 'Your e-mail',
  emailHint: 'The one you used to contact us.',
  kind: 'What you want',
  kinds: {
    access: 'Get a copy of my data',
    erasure: 'Erase my data',
    correction: 'Correct my data',
  },
  message: 'Message (optional)',
  messageHint: 'For a correction, tell us what is wrong.',
  honeypot: 'Do not fill in this field',
  submit: 'Send request',
  sending: 'Sending…',
  sent: 'Request received. Confirm it through the link we sent to that e-mail (it works for 3 days); we answer within 15 days.',
  failed:
    'The request could not be sent. Check the e-mail and try again, or write to the address above.',
  rateLimited: 'Too many requests in a row. Try again {when}, or write to the address above.',
  soon: 'in a little while',
  messages: {
    email: 'Invalid e-mail',
    kind: 'Choose what you want',
    tooLong: 'Too long',
  },
};
