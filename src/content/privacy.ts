/**
 * The privacy notice (/privacidade, /en/privacy), in privacy-notice/: each language is its own
 * chunk, and a page loads its own language only (src/i18n/localized-module.ts).
 */
import type { NoticeFacts } from '@contract/notice-facts';
import { localizedModule } from '@/i18n/localized-module';
import type { PrivacyNotice } from './privacy-notice/notice';

export type { ControllerTexts, PrivacyNotice, PrivacySection } from './privacy-notice/notice';

export const privacyNotice = localizedModule({
  pt: () => noticeIn(import('./privacy-notice/pt')),
  en: () => noticeIn(import('./privacy-notice/en')),
});

/**
 * The build's facts load with the notice's text: imported statically here, they would count as
 * shared by two pages (this one and the contact page's note) and join every page's first load.
 */
async function noticeIn(text: Promise<{ notice: (facts: NoticeFacts) => PrivacyNotice }>) {
  const [{ notice }, { noticeFacts }] = await Promise.all([text, import('./notice-facts')]);
  return notice(noticeFacts);
}
