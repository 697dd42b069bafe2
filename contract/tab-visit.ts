/**
 * A visit belongs to its tab (docs/decisions/360-a-visit-belongs-to-its-tab.md): the page-view
 * script (src/features/analytics/pageview-beacon.ts) gives each landing a random identifier,
 * kept in the tab's sessionStorage, sent with the visit's events (`visit`) and with the contact
 * form (`visitId`). The server hashes it with the address and the browser, so it finds the very
 * visit a lead came from, and no other. Random, so it names nobody; no cookie, no consent.
 */

/** 16 random bytes in base64url (22 characters) as the script makes them; a little leeway. */
export const tabVisitPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** The identifier if it is one, else undefined. */
export const tabVisitOf = (value: unknown): string | undefined =>
  typeof value === 'string' && tabVisitPattern.test(value) ? value : undefined;
