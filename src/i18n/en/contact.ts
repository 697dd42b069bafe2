import type { contact as ptContact } from '@/i18n/pt/contact';
import type { Texts } from '@/i18n/texts';

export const contact: Texts<typeof ptContact> = {
  heading: 'We call you',
  text: 'Leave your details and a specialist will get in touch to understand your operation.',
  callPrompt: 'Would you rather talk now? Call {phone}.',
  answer: {
    sendAnother: 'Send another message',
    'rate-limited':
      'We have received many messages from this address. Try again in a little while or call {phone}.',
    unavailable: 'We could not record your message just now. Try again shortly or call {phone}.',
  },
  form: {
    title: 'Talk to a specialist',
    requiredNote: 'Company and CNPJ are optional; every other field is required.',
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      message: 'Message',
      company: 'Company (optional)',
      cnpj: 'CNPJ (optional)',
    },
    hints: {
      phone: 'With area code, for example +55 11 99999-8888.',
      message: 'Tell us a little about your operation and what you are looking for.',
    },
    submit: 'Send',
    sending: 'loading ...',
    loading: 'Loading the form…',
    loadFailed: 'The form could not be loaded. Reload the page or call {phone}.',
    honeypotLabel: 'Leave this field empty',
    serverRejected: 'Please check this field.',
  },
  // The messages of docs/product.md §5, verbatim (a unit test holds them equal to the schema's English ones).
  validation: {
    firstNameMin: 'Name must be at least 2 characters',
    lastNameMin: 'Last name must be at least 2 characters',
    email: 'Invalid e-mail',
    phoneMin: 'Your phone must be at least 11 characters',
    phoneDigits: 'Enter the phone with its area code',
    messageRequired: 'Required',
    tooLong: 'Too long',
    cnpj: 'Invalid CNPJ',
  },
  toasts: {
    success: {
      title: 'Message sent!',
      description: 'We will contact you soon.',
    },
    error: {
      title: 'Uh oh! Something went wrong.',
      description:
        'There was a problem with your request. We will try to resolve it as soon as possible.',
    },
  },
  privacy:
    'We use your data only to answer this request and present our solutions; we never sell it or pass it on to third parties. To see, correct or delete your data, write to {email} (Brazilian General Data Protection Law, LGPD). Read more in our {notice}.',
  privacyWithCrm:
    'We use your data only to answer this request and present our solutions; we never sell it. It is also recorded in {crm}, the customer relationship system we use, which handles it only on our behalf (an operator under the LGPD). To see, correct or delete your data, write to {email} (Brazilian General Data Protection Law, LGPD). Read more in our {notice}.',
  and: 'and',
  privacyNoticeLink: 'privacy notice',
};
