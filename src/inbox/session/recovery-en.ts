import type { Texts } from '@/i18n/texts';
import type { pt } from './recovery-pt';

export const en: Texts<typeof pt> = {
  forgotLink: 'Forgot password?',
  backToSignIn: 'Back to sign in',
  forgot: {
    heading: 'Choose a new password',
    intro:
      'Type your account’s e-mail. We will send a link to choose a new password; it works once, for a short time.',
    email: 'E-mail',
    submit: 'Send the link',
    submitting: 'Sending…',
    sent: (email) =>
      `If there is an account for ${email}, we have sent it a link to choose a new password. Check the inbox (and spam) in the next few minutes.`,
    wait: (minutes) =>
      `Too many password reset requests. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
  reset: {
    heading: 'New password',
    intro: 'Choose your account’s new password. Saving it ends the sessions open on other devices.',
    password: 'New password',
    confirm: 'Repeat the new password',
    hint: 'At least 12 characters. A few unrelated words make a good password.',
    submit: 'Save the new password',
    submitting: 'Saving…',
    askAgain: 'Ask for a new link',
  },
  setup: {
    heading: 'Create the first account',
    intro:
      'This installation has no accounts yet. The account made here is an admin: it then invites the rest of the team.',
    name: 'Name',
    email: 'E-mail',
    language: 'Language of the e-mails',
    languages: { pt: 'Portuguese', en: 'English' },
    password: 'Password',
    confirm: 'Repeat the password',
    hint: 'At least 12 characters. A few unrelated words make a good password.',
    submit: 'Create the account and sign in',
    submitting: 'Creating…',
    newLink: 'Restart the server to have it print a new set-up link in its start log.',
  },
  checking: 'Checking the link…',
  nameRequired: 'Type your name.',
  emailRequired: 'Enter your e-mail.',
  emailInvalid: 'Enter a valid e-mail, like name@company.com.',
  passwordTooShort: 'The password needs at least 12 characters.',
  passwordTooLong: 'The password has at most 256 characters.',
  confirmDiffers: 'The two passwords are not the same.',
};
