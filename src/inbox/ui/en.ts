import { leadStatusLabels } from '@contract/inbox-api';
import type { Texts } from '@/i18n/texts';
import type { pt } from './pt';

export const en: Texts<typeof pt> = {
  title: 'Sales inbox',
  languageLabel: 'Language',
  languageNotSaved: 'The language of your e-mails was not saved.',
  noticeDiffers:
    "The site's privacy notice promises what this server does not do ({facts}). Build the site with the same variables the server runs with (the CRMs' keys, SMTP_URL, AUTO_REPLY, LEADS_RETENTION_DAYS).",
  noticeFactNames: {
    crmOperators: 'the CRMs that receive leads',
    leadRetentionDays: 'how long leads are kept',
    teamByEmail: 'e-mail to the team',
    confirmationEmail: 'a confirmation e-mail to whoever writes',
  },
  languageNames: { pt: 'Português', en: 'English' },
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  loading: 'Loading…',
  pageFailed: 'This page could not be loaded. Check the connection and reload the page.',
  nav: {
    label: 'Inbox sections',
    leads: 'Leads',
    audit: 'Audit log',
    insights: 'Insights',
    privacyRequests: 'LGPD requests',
    team: 'Team',
    content: 'Site content',
    devices: 'Your devices',
  },
  roleNames: {
    admin: 'Admin',
    sales: 'Sales',
    marketing: 'Marketing',
    privacy: 'Privacy',
  },
  rolesLabel: 'Roles:',
  notAllowed: {
    heading: 'This screen is not part of your roles',
    body: (roles) =>
      `Your roles (${roles}) do not include this screen. Ask an admin of your team for the role that does, or use the sections above.`,
  },
  owner: {
    label: 'Owner',
    labelOf: (lead) => `Owner of ${lead}`,
    nobody: 'Nobody',
    you: (name) => `${name} (you)`,
    saved: 'Owner changed.',
    notSaved: 'The owner was not changed.',
  },
  overdue: 'Overdue',
  duplicateOf: 'Same person as an earlier lead:',
  statuses: leadStatusLabels.en,
  spamReasons: {
    disposable_email: 'e-mail from a throwaway domain',
    links: 'several links in the message',
    repeated_message: 'the same message sent from another e-mail',
    marked: 'marked by someone on the team',
  },
};
