/**
 * The privacy notice (/privacidade, /en/privacy): what the site counts, what a lead stores, why,
 * for how long and how to ask for erasure, in plain words. It describes what the code does
 * (docs/product.md, "Personal data"); change both together. Periods are placeholders of the
 * operator's policy, like the rest of src/content/site.ts: set LEADS_RETENTION_DAYS to match.
 */

/**
 * What the notice says that is not words, given by src/content/privacy.ts: one value for both
 * languages.
 */
export interface NoticeFacts {
  /** How long a lead is kept; the server's LEADS_RETENTION_DAYS should say the same. */
  leadRetentionMonths: number;
}

export interface PrivacySection {
  /** Stable id, used as the heading's anchor. */
  id: string;
  title: string;
  paragraphs: string[];
  /** Items after the paragraphs (each right), then more paragraphs. */
  list?: string[];
  after?: string[];
  /**
   * Shown only in a build with Google Analytics (VITE_GA_MEASUREMENT_ID); without it, the
   * section is left out of the bundle too.
   */
  onlyWithGoogleAnalytics?: boolean;
}

/** Who answers for the data: the labels beside the controller's and the officer's details. */
export interface ControllerTexts {
  title: string;
  intro: string;
  controller: string;
  cnpj: string;
  address: string;
  officer: string;
  officerContact: string;
}

/** The whole notice in one language. */
export interface PrivacyNotice {
  title: string;
  intro: string;
  updated: string;
  controller: ControllerTexts;
  sections: PrivacySection[];
}
