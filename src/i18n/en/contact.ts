import type { contact as ptContact } from '@/i18n/pt/contact';
import type { Texts } from '@/i18n/texts';

export const contact: Texts<typeof ptContact> = {
  heading: 'We call you',
  text: 'Leave your details and a specialist will get in touch to understand your operation.',
  callPrompt: 'Would you rather talk now? Call {phone}.',
  answer: {
    sendAnother: 'Send another message',
    bookNow: 'Book the demo now',
  },
  form: {
    title: 'Talk to a specialist',
    requiredNote: 'Company and CNPJ are optional; every other field is required.',
    loadFailed: 'The form could not be loaded. Reload the page or call {phone}.',
  },
  toasts: {
    success: {
      title: 'Message sent!',
      description: 'We will contact you soon.',
    },
  },
  privacy:
    'We use your data only to answer this request and present our solutions; we never sell it or pass it on to third parties. To see, correct or delete your data, write to {email} (Brazilian General Data Protection Law, LGPD). Read more in our {notice}.',
  privacyWithCrm:
    'We use your data only to answer this request and present our solutions; we never sell it. It is also recorded in {crm}, the customer relationship system we use, which handles it only on our behalf (an operator under the LGPD). To see, correct or delete your data, write to {email} (Brazilian General Data Protection Law, LGPD). Read more in our {notice}.',
  and: 'and',
  privacyNoticeLink: 'privacy notice',
};
