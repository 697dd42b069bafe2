/** Build-time settings shared by vite.config.ts, the prerender script and the browser tests. */
import { parsePublicSiteUrl } from '@contract/public-site-url';

/** PUBLIC_SITE_URL as the server reads it too; a bad value stops the build naming it. */
export function publicSiteUrlFromEnv(): string {
  return parsePublicSiteUrl(process.env.PUBLIC_SITE_URL);
}
