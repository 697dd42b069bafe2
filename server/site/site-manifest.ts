/**
 * The contract between the build and the server: which prerendered HTML file answers which
 * path, and which inline scripts and styles the Content-Security-Policy must allow.
 * Written by scripts/prerender.ts to dist/site-manifest.json, read by server/site/static-site.ts.
 */
import type { NoticeFacts } from '@contract/notice-facts';

export interface SiteManifest {
  /** `page` names the route's page (`contact`…): the server finds the form's page by it. */
  pages: { path: string; file: string; language: string; page?: string }[];
  /** The 404 page of each language, keyed by the language's path prefix ('' for Portuguese). */
  notFound: { prefix: string; file: string }[];
  /** CSP source expressions ('sha256-…') of the inline scripts in the pages. */
  scriptHashes: string[];
  /** CSP source expressions of the stylesheets inlined in the pages. */
  styleHashes: string[];
  /** Third-party origins the pages' CSP must allow: only a build with Google Analytics has any. */
  thirdParty?: ThirdPartyOrigins;
  /**
   * What the pages' privacy texts state of the configuration (decision 330): the server compares
   * it with its own at start. Absent in a build older than the facts.
   */
  noticeFacts?: NoticeFacts;
}

export interface ThirdPartyOrigins {
  scriptOrigins: string[];
  connectOrigins: string[];
  imgOrigins: string[];
}

export const siteManifestFile = 'site-manifest.json';
