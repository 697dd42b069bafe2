/**
 * Attribution: which campaign, search engine or site brought a visit. One definition for the
 * browser (read on the first page of a visit, kept in sessionStorage, sent with the contact
 * form), for the lead API (validated and stored with the lead) and for the first-party visit
 * counts (computed from each event's URL and referrer), so visits and leads join on the same
 * source. Plain functions without zod: the browser side must stay tiny.
 */

import { isSitePath } from './site-path';

export const attributionKeys = [
  'source',
  'medium',
  'campaign',
  'term',
  'content',
  'referrer',
  'landingPage',
] as const;
export type AttributionKey = (typeof attributionKeys)[number];

/** Every value is optional: an old client, or a visitor without JavaScript, sends none. */
export type Attribution = Partial<Record<AttributionKey, string>>;

/** Longest value kept; longer ones are cut, not refused (a campaign name is not worth a lead). */
export const attributionValueMax = 200;

/** The source of a visit with no campaign and no referrer from another site. */
export const directSource = '(direct)';

/** The query parameters read on the first page of a visit, by the key they fill. */
const campaignParameters = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  term: 'utm_term',
  content: 'utm_content',
} as const satisfies Partial<Record<AttributionKey, string>>;

/** Source and medium are grouping keys: `Newsletter` and `newsletter` are one source. */
const lowerCasedKeys: ReadonlySet<AttributionKey> = new Set(['source', 'medium']);

/**
 * Search engines and social sites named by their referrer's host, so `www.google.com.br` and
 * `google.com` count as one source. Matched on a label of the host, not a substring.
 */
const namedReferrers: readonly [name: string, test: RegExp][] = [
  ['google', /(^|\.)google\.[a-z.]+$/],
  ['bing', /(^|\.)bing\.com$/],
  ['yahoo', /(^|\.)yahoo\.[a-z.]+$/],
  ['duckduckgo', /(^|\.)duckduckgo\.com$/],
  ['yandex', /(^|\.)yandex\.[a-z.]+$/],
  ['baidu', /(^|\.)baidu\.com$/],
  ['ecosia', /(^|\.)ecosia\.org$/],
  ['brave', /(^|\.)search\.brave\.com$/],
  ['linkedin', /(^|\.)(linkedin\.com|lnkd\.in)$/],
  ['facebook', /(^|\.)(facebook\.com|fb\.com)$/],
  ['instagram', /(^|\.)instagram\.com$/],
  ['twitter', /(^|\.)(twitter\.com|x\.com|t\.co)$/],
  ['youtube', /(^|\.)youtube\.com$/],
  ['whatsapp', /(^|\.)whatsapp\.com$/],
];

const searchEngines: ReadonlySet<string> = new Set([
  'google',
  'bing',
  'yahoo',
  'duckduckgo',
  'yandex',
  'baidu',
  'ecosia',
  'brave',
]);

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/** A value as it may be stored: text, no control characters, trimmed, at most 200 characters. */
function cleanAttributionValue(key: AttributionKey, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  let clean = value.replace(controlCharacters, '').trim().slice(0, attributionValueMax).trim();
  if (lowerCasedKeys.has(key)) clean = clean.toLowerCase();
  // A landing page is a path on this site (contract/site-path.ts), never another host's.
  if (key === 'landingPage' && !isSitePath(clean)) return undefined;
  return clean === '' ? undefined : clean;
}

/**
 * What a client sent, as it may be stored: known keys only, each cleaned and limited.
 * Anything else (not an object, unknown keys, non-text values) is dropped, never refused.
 */
export function normaliseAttribution(input: unknown): Attribution {
  const attribution: Attribution = {};
  if (typeof input !== 'object' || input === null) return attribution;
  for (const key of attributionKeys) {
    const value = cleanAttributionValue(key, (input as Record<string, unknown>)[key]);
    if (value !== undefined) attribution[key] = value;
  }
  return attribution;
}

/** A referrer host's name: a search engine or social site by name, any other site by host. */
export function sourceFromReferrerHost(host: string): string {
  const bare = host.toLowerCase().replace(/^www\./, '');
  for (const [name, test] of namedReferrers) if (test.test(bare)) return name;
  return bare;
}

export interface Visit {
  /** The page's full URL, query string included (`location.href`). */
  url: string;
  /** `document.referrer`, or the event's referrer; empty when there is none. */
  referrer?: string | null;
}

function parseUrl(value: string | null | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Where a visit came from, read from its first page: the utm_* parameters, the referrer's host
 * when it is another site, and the landing path (without its query string, which may carry
 * data nobody asked us to keep). Without a campaign source, a search engine or site that
 * referred the visit is the source; with neither, `(direct)`.
 */
export function attributionFromVisit(visit: Visit): Attribution {
  const page = parseUrl(visit.url);
  if (!page) return { source: directSource };
  const referrer = parseUrl(visit.referrer);
  const referrerHost =
    referrer && /^https?:$/.test(referrer.protocol) && referrer.host !== page.host
      ? referrer.hostname
      : undefined;

  const raw: Record<string, string | undefined> = {};
  for (const [key, parameter] of Object.entries(campaignParameters)) {
    raw[key] = page.searchParams.get(parameter) ?? undefined;
  }
  raw.referrer = referrerHost;
  raw.landingPage = page.pathname;
  const attribution = normaliseAttribution(raw);

  if (!attribution.source && referrerHost) {
    const source = sourceFromReferrerHost(referrerHost);
    attribution.source = source;
    attribution.medium ??= searchEngines.has(source) ? 'organic' : 'referral';
  }
  attribution.source ??= directSource;
  return attribution;
}
