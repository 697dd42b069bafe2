import type { Texts } from '@/i18n/texts';
import type { pt } from './single-sign-on-pt';

export const en: Texts<typeof pt> = {
  heading: 'Sign in with the company account (single sign-on)',
  intro:
    'Google Workspace, Microsoft Entra or another OpenID Connect provider. Register a web application at the provider with the redirect address below, and paste here what it gives you.',
  stateOn: (provider) => `On: the sign-in screen offers “Sign in with ${provider}”.`,
  stateOff: 'Off: people sign in with e-mail and password only.',
  configure: 'Configure',
  enabled: 'On: the sign-in screen offers the button',
  providerName: 'Name on the button',
  providerNameHint: 'For example, Google or Microsoft.',
  issuerUrl: 'Issuer URL',
  issuerUrlHint:
    'Google: https://accounts.google.com. Microsoft: https://login.microsoftonline.com/<tenant ID>/v2.0.',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  clientSecretKept: 'A secret is stored (encrypted). Leave this empty to keep it.',
  clientSecretNone: 'No secret stored.',
  allowedDomains: 'Allowed e-mail domains',
  allowedDomainsHint: 'Comma-separated, for example: company.com, company.co.uk',
  newAccounts: 'When someone from an allowed domain signs in for the first time',
  create: 'Create their account with the roles below',
  approve: 'Wait for an admin’s approval (listed on this screen)',
  defaultRoles: 'Roles of new accounts',
  redirectUri: 'Redirect URI to register at the provider',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Settings saved.',
  required: 'Fill in this field.',
  urlInvalid: 'Type a whole address starting with https://.',
  domainsInvalid: 'Type domains such as company.com, separated by commas.',
  chooseRole: 'Choose at least one role.',
  pendingHeading: 'Access requests',
  pendingIntro:
    'These people signed in with the company account and are waiting for an account. Choose their roles and approve, or decline.',
  requestedAt: (when) => `Asked on ${when}`,
  rolesFor: (who) => `Roles of ${who}`,
  approve_: 'Approve',
  decline: 'Decline',
  approved: (who) => `${who} can sign in now.`,
  declined: (who) => `${who}’s request was declined.`,
};
