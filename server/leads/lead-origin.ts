import { type ContactRequest, contactLimits } from '@/contact/schema';

/**
 * Where the lead came from: what the form says, or else the page in the Referer header
 * (path only: a query string may carry tracking data nobody asked us to keep).
 */
export function leadOrigin(
  contact: ContactRequest,
  referer: string | undefined,
  host: string | undefined,
) {
  let page = contact.page ?? null;
  if (!page && referer) {
    try {
      const url = new URL(referer);
      const sameSite = host !== undefined && new URL(`${url.protocol}//${host}`).host === url.host;
      page = (sameSite ? url.pathname : `${url.origin}${url.pathname}`).slice(
        0,
        contactLimits.pageMax,
      );
    } catch {
      page = null;
    }
  }
  const path = page?.replace(/^https?:\/\/[^/]+/, '') ?? '';
  const language =
    contact.language ?? (page ? (path === '/en' || path.startsWith('/en/') ? 'en' : 'pt') : null);
  return { page, language };
}
