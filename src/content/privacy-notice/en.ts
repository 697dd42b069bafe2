/** The privacy notice in English: its own chunk, loaded by its language's page only. */
import { namesInWords } from '@contract/crm-operators';
import { type NoticeFacts, periodInWords } from '@contract/notice-facts';
import type { PrivacyNotice } from './notice';

/**
 * The notice for the facts of this build's configuration (decision 330): the CRMs a lead is sent
 * to, named as operators (decision 250), or none ('') and the notice says the data goes nowhere
 * else; how long a lead is kept; which e-mails go out.
 */
export const notice = (facts: NoticeFacts): PrivacyNotice =>
  words(
    facts,
    namesInWords(facts.crmOperators, 'and'),
    periodInWords(facts.leadRetentionDays, 'en'),
  );

const words = (facts: NoticeFacts, crm: string, kept: string): PrivacyNotice => ({
  title: 'Privacy notice',
  intro:
    'This notice explains, in plain words, what this site records, why, for how long and how you can ask for your data to be erased, as Brazil’s General Data Protection Law (LGPD) requires.',
  updated: 'Updated December 2026.',
  controller: {
    title: 'Who looks after your data',
    intro:
      'The company below decides how your data is used (the controller) and has appointed a person to talk to you and to the ANPD about it.',
    controller: 'Controller',
    cnpj: 'CNPJ',
    address: 'Address',
    officer: 'Data protection officer (encarregada)',
    officerContact: 'Officer’s contact',
  },
  sections: [
    {
      id: 'visits',
      title: 'What we count when you visit',
      paragraphs: [
        'We count visits on our own server, without cookies and without third-party services. We keep only daily totals: how often each page was viewed, in which language, where the visit came from (for example a Google search or an e-mail campaign) and a few clicks, such as opening a module or sending the form.',
        'So as not to count the same person twice on one day, we compute a code from the IP address and the browser mixed with a secret value that changes every day and is thrown away. We do not keep the IP, the browser or that code with the totals: nobody can tell who visited.',
      ],
    },
    {
      id: 'browser',
      title: 'What stays in your browser',
      paragraphs: [
        'The language you choose is kept in your browser so the site opens in it next time. During a visit, the browser also keeps where the visit came from, to send it with the contact form; it is deleted when you close the tab.',
      ],
    },
    {
      id: 'contact',
      title: 'What we keep when you contact us',
      paragraphs: [
        'When you send the contact form, we keep what you wrote (first and last name, e-mail, phone, company and CNPJ if given, subject and message), the date, the language and the form’s page, and where your visit came from (the campaign, site or search engine that brought you here).',
        'We use this data only to answer your request and follow up the sales conversation, on the basis of our legitimate interest in answering those who contact us (LGPD, art. 7, IX); we record that basis and the version of this notice with the contact. ' +
          (facts.teamByEmail
            ? `It is stored in our database and sent by e-mail to our sales team${facts.confirmationEmail ? ', and you receive a confirmation by e-mail' : ''}.`
            : 'It is stored in our database, where our sales team reads it.'),
        crm
          ? `It is also recorded in ${crm}, the customer relationship system (CRM) we use, which handles it only on our behalf and on our instructions (an operator, LGPD art. 5, VII).`
          : 'We pass it on to no other company.',
        `We keep a contact for up to ${kept} after it was sent; after that it is deleted automatically, together with the notifications sent to the team.`,
      ],
    },
    {
      id: 'logs',
      title: 'Server logs',
      paragraphs: [
        'To keep the site secure, the server logs errors and requests with a shortened IP address (its last digits removed), never the content of forms.',
      ],
    },
    // Only in a build with Google Analytics: without it, these words stay out of the bundle.
    ...(import.meta.env.VITE_GA_MEASUREMENT_ID
      ? [
          {
            id: 'google-analytics',
            title: 'Google Analytics, only with your permission',
            onlyWithGoogleAnalytics: true,
            paragraphs: [
              'If you accept, we also use Google Analytics, which sets cookies and sends Google data about the visit (pages viewed, device and approximate location) so we can measure campaigns and contacts. Without your permission, nothing is sent to Google. You can change your choice at any time under “Privacy preferences” in the footer.',
            ],
          },
        ]
      : []),
    {
      id: 'rights',
      title: 'Your rights',
      paragraphs: ['At any time and free of charge, you can:'],
      list: [
        'Know whether we hold data about you and get it: we send everything we keep about you, in a file you can take to another service.',
        'Correct data that is wrong, incomplete or out of date.',
        `Erase your data: the contact leaves our database${crm ? `, and we erase the copy in ${crm} too` : ''}.`,
        `Know whom we share your data with: only the services we use to answer you (our e-mail${crm ? ` and ${crm}` : ''}); we never sell it.`,
        'Object to the use of your data: we stop using it to contact you.',
        'Complain to Brazil’s National Data Protection Authority (ANPD) if you think we did not answer your request.',
      ],
      after: ['For any of them, use the form below or write to {email}. We answer within 15 days.'],
    },
  ],
});
