/**
 * A lead's page as an address on our own site (PUBLIC_SITE_URL's origin), for a CRM to record;
 * undefined when it has none, or when the value, resolved as any URL parser would, names another
 * origin (`/\evil.example/x`, `//evil.example/x`, a foreign address from the Referer): a CRM
 * shown that would link the lead to a page that is not ours.
 */
export function ownPageUrl(siteUrl: string, page: string | null | undefined): string | undefined {
  if (!page) return undefined;
  const origin = new URL(siteUrl).origin;
  let url: URL;
  try {
    url = new URL(page, origin);
  } catch {
    return undefined;
  }
  return url.origin === origin ? url.href : undefined;
}
