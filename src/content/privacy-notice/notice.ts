/**
 * The privacy notice (/privacidade, /en/privacy): what the site counts, what a lead stores, why,
 * for how long and how to ask for erasure, in plain words. It describes what the code does
 * (docs/product.md, "Personal data"); change both together. What depends on the server's
 * configuration (retention, e-mails, CRMs) comes from the build's facts (decision 330).
 */

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
