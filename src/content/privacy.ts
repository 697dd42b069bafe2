/**
 * The privacy notice (/privacidade, /en/privacy), in privacy-notice/: each language is its own
 * chunk, and a page loads its own language only (src/i18n/localized-module.ts).
 */
import { localizedModule } from '@/i18n/localized-module';
import type { NoticeFacts } from './privacy-notice/notice';

export type { ControllerTexts, PrivacyNotice, PrivacySection } from './privacy-notice/notice';

/** How long a lead is kept; the server's LEADS_RETENTION_DAYS should say the same. */
const leadRetentionMonths = 24;

const facts: NoticeFacts = { leadRetentionMonths };

export const privacyNotice = localizedModule({
  pt: () => import('./privacy-notice/pt').then((module) => module.notice(facts)),
  en: () => import('./privacy-notice/en').then((module) => module.notice(facts)),
});
