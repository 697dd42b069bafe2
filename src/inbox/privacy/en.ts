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
    corrected: 'data corrected',
    answered: 'marked answered',
  },
  message: 'Message',
  leads: (count) =>
    count === 0
      ? 'No lead of this person (e-mail or phone)'
      : `${count} ${count === 1 ? 'lead' : 'leads'} of this person (e-mail or phone)`,
  download: 'Download the data (JSON)',
  downloading: 'Preparing…',
  erase: 'Erase everything',
  eraseExplain: (email) =>
    `Erases the leads listed above, with their notes and notifications (the CRMs are told), and the other requests of ${email}. This request stays, without its message, until it is answered. It cannot be undone.`,
  cancel: 'Cancel',
  markAnswered: 'Record the answer',
  answerLabel: 'What was sent to the person',
  answerSent: 'Answer sent:',
  unverified: 'Not confirmed',
  unverifiedExplain:
    'The person has not yet confirmed this request through the link mailed to the address above. Until then nothing of the data is sent or erased: it may be a stranger’s request.',
  verified: 'Confirmed from the e-mail',
  remove: 'Delete the request',
  personLeads: 'This person’s leads',
  personLeadsExplain:
    'The leads with the request’s e-mail, and those with the phone of one of them (compared by its digits only).',
  noPersonLeads: 'No lead of this person.',
  loadingLeads: 'Loading the leads…',
  matchedBy: { email: 'by e-mail', phone: 'by phone' },
  eraseListed: (count) =>
    count === 0
      ? 'Confirm: erase the other requests'
      : `Confirm: erase ${count === 1 ? 'this lead' : `these ${count} leads`}`,
  erasedPerson: ({ deleted, skipped, unlisted }) =>
    [
      `${deleted} ${deleted === 1 ? 'lead erased' : 'leads erased'}.`,
      skipped > 0
        ? `${skipped} listed ${skipped === 1 ? 'lead was' : 'leads were'} no longer this person’s and ${skipped === 1 ? 'was' : 'were'} kept.`
        : '',
      unlisted > 0
        ? `${unlisted} ${unlisted === 1 ? 'lead' : 'leads'} arrived after the list and ${unlisted === 1 ? 'was' : 'were'} not erased: check the list again.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  correct: 'Correct the data',
  correctLead: 'Save the correction',
  correctionSaved: (fields) => (fields ? `Corrected: ${fields}.` : 'Nothing changed.'),
  corrected: 'Corrected',
  checkField: 'Check this field.',
};
