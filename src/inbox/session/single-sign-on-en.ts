import type { Texts } from '@/i18n/texts';
import type { pt } from './single-sign-on-pt';

export const en: Texts<typeof pt> = {
  signInWith: (provider) => `Sign in with ${provider}`,
  orWithPassword: 'or with e-mail and password',
};
