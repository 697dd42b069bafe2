/** Build-time settings shared by vite.config.ts and the prerender script. */
export const defaultPublicSiteUrl = 'http://127.0.0.1:3000';

export function publicSiteUrlFromEnv(): string {
  return (process.env.PUBLIC_SITE_URL || defaultPublicSiteUrl).replace(/\/+$/, '');
}
