/**
 * The mailbox an e-mail address delivers to, as one key: what a per-address limit must count
 * (the auto-reply's, decision 102), or a stranger sends `name+1@`, `name+2@`… and each gets its
 * own mail. Every provider we know delivers `name+tag@` to `name@`; Gmail also ignores the dots
 * of the local part and answers to googlemail.com as to gmail.com (decision 320).
 * A key only: never stored or shown as an address.
 */

/** The domains that ignore the dots of the local part, and the one spelling of each. */
const dotBlindDomains: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

export function mailboxOf(address: string): string {
  const normalised = address.trim().toLowerCase();
  const at = normalised.lastIndexOf('@');
  if (at <= 0) return normalised;
  let local = normalised.slice(0, at);
  let domain = normalised.slice(at + 1);
  const plus = local.indexOf('+');
  // `+tag@` alone is a mailbox named so, not a sub-address of nothing.
  if (plus > 0) local = local.slice(0, plus);
  const folded = dotBlindDomains[domain];
  if (folded) {
    domain = folded;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}
