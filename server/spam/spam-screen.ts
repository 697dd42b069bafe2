/**
 * The screen every new lead passes at arrival (decision 245): what it finds does
 * not refuse the lead, it files it in the Spam folder, where a person can say "Not spam".
 * These are the checks that need only the lead; the repeated message needs the database
 * (repeated-message.ts).
 */
import type { SpamReason } from '@contract/inbox-api';
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/** The kept list of throwaway mail domains, read once (the package's lookup rebuilds it each call). */
const disposableDomains = disposableEmailBlocklistSet();

/** The address's domain or any domain it is under ("x.mailinator.com") is a throwaway one. */
export function isDisposableAddress(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  const labels = domain.split('.');
  for (let start = 0; start < labels.length - 1; start++) {
    if (disposableDomains.has(labels.slice(start).join('.'))) return true;
  }
  return false;
}

/**
 * Links in a text: web addresses with a scheme, or starting www., and bare domains of a
 * handful of the link shorteners spam uses. A plain mention of a site ("our site acme.com.br")
 * is not counted: people write those.
 */
const linkPattern =
  /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+|\b(?:bit\.ly|t\.co|tinyurl\.com|goo\.gl|is\.gd|cutt\.ly)\/[^\s<>"]+|<a\s[^>]*href/gi;

export function countLinks(text: string): number {
  return text.match(linkPattern)?.length ?? 0;
}

export interface SpamScreenRules {
  /** SPAM_LINKS_MAX: this many links in the message or more files it as spam. */
  linksThreshold: number;
}

/** The reasons that need only the lead itself; empty when it looks like a person's. */
export function screenLead(
  lead: { email: string; message: string },
  rules: SpamScreenRules,
): SpamReason[] {
  const reasons: SpamReason[] = [];
  if (isDisposableAddress(lead.email)) reasons.push('disposable_email');
  if (countLinks(lead.message) >= rules.linksThreshold) reasons.push('links');
  return reasons;
}
