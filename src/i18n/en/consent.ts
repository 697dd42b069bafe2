import type { consent as ptConsent } from '@/i18n/pt/consent';
import type { Texts } from '@/i18n/texts';

export const consent: Texts<typeof ptConsent> = {
  title: 'Your privacy',
  summary:
    'We count visits without cookies and without identifying you. With your permission, we also use Google Analytics to understand how the site is used. You can change your mind at any time under “Privacy preferences” in the footer.',
  privacyLink: 'Privacy notice',
  accept: 'Accept',
  reject: 'Reject',
  customise: 'Customise',
  preferencesTitle: 'Privacy preferences',
  preferencesIntro:
    'Choose what we may use your visit’s data for. Only the essential is on without your choice.',
  essentialTitle: 'Essential',
  essentialText:
    'Keeps your chosen language and this choice in your browser, and counts visits in aggregate, without cookies or personal data. Needed for the site to work.',
  alwaysOn: 'Always on',
  analyticsTitle: 'Measurement (Google Analytics)',
  analyticsText:
    'Google Analytics sets cookies and sends Google data about the visit (pages viewed, device, approximate location) so we can measure campaigns and contacts. Kept by Google for up to 14 months.',
  save: 'Save choice',
  close: 'Close',
};
