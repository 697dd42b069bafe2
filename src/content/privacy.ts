/**
 * The privacy notice (/privacidade, /en/privacy), in privacy-notice/: each language is its own
 * chunk, and a page loads its own language only (src/i18n/localized-module.ts).
 */
import { localizedModule } from '@/i18n/localized-module';
import { noticeFacts } from './notice-facts';

export type { ControllerTexts, PrivacyNotice, PrivacySection } from './privacy-notice/notice';

export const privacyNotice = localizedModule({
  pt: () => import('./privacy-notice/pt').then((module) => module.notice(noticeFacts)),
  en: () => import('./privacy-notice/en').then((module) => module.notice(noticeFacts)),
});
