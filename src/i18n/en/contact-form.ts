import type { contactForm as ptContactForm } from '@/i18n/pt/contact-form';
import type { Texts } from '@/i18n/texts';

export const contactForm: Texts<typeof ptContactForm> = {
  form: {
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
    honeypotLabel: 'Leave this field empty',
    serverRejected: 'Please check this field.',
  },
  answer: {
    'rate-limited':
      'We have received many messages in a row from this address, and this one was not recorded. You can send it again {when}: what you wrote is still here. Or talk to us now by phone on {phone} or on WhatsApp at {whatsapp}.',
    unavailable:
      'Our system is down for a moment, and your message was not recorded. Try again {when}: what you wrote is still here. Or talk to us by phone on {phone} or on WhatsApp at {whatsapp}.',
    'cross-site':
      'This form was sent from another website, so it was not recorded. If you want to talk to us, fill it in here, call {phone} or message us on WhatsApp at {whatsapp}.',
    soon: 'in a little while',
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
    error: {
      title: 'Uh oh! Something went wrong.',
      description:
        'There was a problem with your request. We will try to resolve it as soon as possible.',
    },
  },
};
