import type { Texts } from '@/i18n/texts';
import type { pt } from './pt';

export const en: Texts<typeof pt> = {
  title: 'Site insights',
  readOnly: 'A shared, read-only link: the site’s aggregate numbers, no lead data.',
};
