import type { Texts } from '@/i18n/texts';
import type { pt } from './pt';

export const en: Texts<typeof pt> = {
  heading: 'LGPD requests',
  intro:
    'Requests for access, erasure or correction made on the privacy page. The LGPD (art. 19) asks for an answer within 15 days: each request shows the days left; overdue ones come first, then those with the least time left, then the answered.',
  empty: 'No requests.',
  emptyFiltered: 'No request matches these filters.',
  state: 'State',
  anyState: 'All',
  states: { open: 'Open', overdue: 'Overdue', answered: 'Answered' },
  kind: 'Kind',
  anyKind: 'Every kind',
  confirmation: 'Confirmation',
  anyConfirmation: 'Confirmed or not',
  confirmations: { yes: 'Confirmed by e-mail', no: 'Not confirmed' },
  unknownValue: 'Choose one of the options',
  apply: 'Filter',
  clear: 'Clear filters',
  loadMore: 'Load more',
  daysLeft: (days) => (days === 1 ? '1 day left' : `${days} days left`),
  daysLate: (days) =>
    days === 0 ? 'Due today, passed' : days === 1 ? '1 day late' : `${days} days late`,
  kinds: {
    access: 'Access to data',
    erasure: 'Erasure of data',
    correction: 'Correction of data',
  },
  received: 'Received',
  due: 'Due',
  answered: 'Answered',
  outcomes: {
    exported: 'data exported',
    erased: 'data erased',
    answered: 'marked answered',
  },
  message: 'Message',
  leads: (count) =>
    count === 0
      ? 'No lead with this e-mail'
      : `${count} ${count === 1 ? 'lead' : 'leads'} with this e-mail`,
  download: 'Download the data (JSON)',
  downloading: 'Preparing…',
  erase: 'Erase everything',
  eraseExplain: (email) =>
    `Erases every lead of ${email}, with notes and notifications, and this person's other requests. This request stays, answered. It cannot be undone.`,
  eraseConfirm: 'Confirm: erase everything',
  cancel: 'Cancel',
  erased: (count) => `${count} ${count === 1 ? 'lead erased' : 'leads erased'}.`,
  markAnswered: 'Record the answer',
  answerLabel: 'What was sent to the person',
  answerSent: 'Answer sent:',
  unverified: 'Not confirmed',
  unverifiedExplain:
    'The person has not yet confirmed this request through the link mailed to the address above. Until then nothing of the data is sent or erased: it may be a stranger’s request.',
  verified: 'Confirmed from the e-mail',
  remove: 'Delete the request',
};
