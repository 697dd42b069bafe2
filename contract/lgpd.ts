/**
 * What the LGPD asks the site to prove for each lead: the legal basis it is kept
 * on and the version of the privacy notice the visitor was shown. The time is the lead's own
 * `createdAt`: both are recorded in the statement that stores it.
 */

/**
 * Art. 7, IX (legitimate interest): the visitor asked to be contacted, and answering them is
 * why the lead is kept. Written by the database as the column's default (migration 0042).
 */
export const leadLegalBasis = 'legitimate_interest';

/**
 * Every version of the privacy notice the site has published, newest last: the form sends the
 * one it showed, and the API takes only these. A change to src/content/privacy.ts that changes
 * what it promises adds a version here.
 */
export const privacyNoticeVersions = [
  '2026-11-26',
  // Names the configured CRMs as operators; the request form on the page (decision 250).
  '2026-11-26.2',
  // States the retention and the e-mails the server is configured for (decision 330).
  '2026-12-02',
] as const;
export type PrivacyNoticeVersion = (typeof privacyNoticeVersions)[number];

/** The notice the site shows now. */
export const currentPrivacyNoticeVersion: PrivacyNoticeVersion = privacyNoticeVersions[
  privacyNoticeVersions.length - 1
] as PrivacyNoticeVersion;
