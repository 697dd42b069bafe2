import type { Texts } from '@/i18n/texts';
import type { pt } from './pt';

export const en: Texts<typeof pt> = {
  heading: 'Sign in to the sales inbox',
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  locked: (minutes) =>
    `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  emailRequired: 'Enter your e-mail.',
  emailInvalid: 'Enter a valid e-mail, like name@company.com.',
  passwordRequired: 'Enter your password.',
  passwordTooLong: 'The password has at most 256 characters.',
  sessionUnknown:
    'Your session could not be checked: the server cannot reach its data right now. Sign in again or reload the page in a moment.',
};
