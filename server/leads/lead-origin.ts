import {
  type Attribution,
  type AttributionKey,
  attributionFromVisit,
  attributionKeys,
} from '@contract/attribution';
import { defaultLanguage, type Language, languages } from '@contract/languages';
import { type ContactRequest, contactLimits } from '@contract/schema';
import { isSitePath } from '@contract/site-path';
import type { NewLead } from './lead';

/**
 * Where the lead came from: what the form says, or else the page in the Referer header
 * (path only: a query string may carry tracking data nobody asked us to keep), and the
 * visit's attribution.
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
      // `//x` is a path here, but read alone it names host x: such a page keeps its origin.
      const path = sameSite && isSitePath(url.pathname);
      page = (path ? url.pathname : `${url.origin}${url.pathname}`).slice(0, contactLimits.pageMax);
    } catch {
      page = null;
    }
  }
  const language = contact.language ?? (page ? languageOfPage(page) : null);
  return { page, language, attribution: storedAttribution(contact.attribution) };
}

/**
 * Every attribution value the client sent (already cleaned by the schema), null for the rest:
 * a lead without any is of unknown origin, not `(direct)` (decision 042).
 */
function storedAttribution(attribution: Attribution = {}): NewLead['attribution'] {
  const stored = Object.fromEntries(
    attributionKeys.map((key) => [key, attribution[key] ?? null]),
  ) as Record<AttributionKey, string | null>;
  return stored;
}

/** The language whose prefix the page's path starts with, or the default (unprefixed) one. */
function languageOfPage(page: string): Language {
  const path = page.replace(/^https?:\/\/[^/]+/, '');
  const prefixed = languages.find(
    (language) =>
      language !== defaultLanguage && (path === `/${language}` || path.startsWith(`/${language}/`)),
  );
  return prefixed ?? defaultLanguage;
}

/**
 * The campaign a form posted without JavaScript carries (decision 361): the prerendered form
 * posts to the address it was served at, query and all, so the `utm_*` parameters the visitor
 * landed with come with the POST, and are read as the page-view script reads them (the same
 * cleaning and limits as the API's). The referrer of that landing is not known: the static
 * page cannot carry it. Without a campaign parameter, none (an unknown origin).
 */
export function attributionOfPostedAddress(url: string): Attribution | undefined {
  const address = new URL(url, 'http://site.invalid');
  const campaign = [...address.searchParams.keys()].some((name) => name.startsWith('utm_'));
  return campaign ? attributionFromVisit({ url: address.href }) : undefined;
}
