import type { Dictionary } from '@/i18n/dictionary';

export const notFound: Dictionary['notFound'] = {
  heading: 'Page not found',
  text: 'The address you opened does not exist or has moved. How about starting again from the home page?',
  backHome: 'Go to the home page',
};
