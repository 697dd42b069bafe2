/**
 * The confirmation to the visitor, in plain text and HTML: that their message arrived and
 * when, when we will call, and our phone. It holds nothing they typed (no name, subject,
 * message or phone: decision 102), so it cannot carry anyone's words to whoever owns the
 * address; the sales team's e-mail keeps everything.
 */

import { brand } from '@contract/brand';
import { defaultLanguage } from '@contract/languages';
import type { Lead } from '@server/leads/lead';
import { autoReplyText } from './auto-reply-text';
import { escapeHtml } from './escape-html';
import type { LeadEmail } from './lead-email';

/** `timeZone`: the site's (SITE_TIME_ZONE), so the time reads as the team's clocks show it. */
export function renderAutoReply(lead: Lead, timeZone: string): LeadEmail {
  const t = autoReplyText[lead.language ?? defaultLanguage];
  const brandName = brand.brandName;
  const phone = brand.phone.display;
  const sentAt = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(lead.createdAt);

  const text = [
    t.greeting,
    '',
    t.received(brandName, sentAt),
    '',
    t.callBack,
    `${t.callUs} ${phone}`,
    '',
    t.notYou(brand.privacyEmail),
    '',
    t.signature(brandName),
  ].join('\n');

  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;color:#111">',
    `<p>${escapeHtml(t.greeting)}</p>`,
    `<p>${escapeHtml(t.received(brandName, sentAt))}</p>`,
    `<p>${escapeHtml(t.callBack)}</p>`,
    `<p>${escapeHtml(t.callUs)} <a href="tel:${escapeHtml(brand.phone.e164)}">${escapeHtml(phone)}</a></p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(t.notYou(brand.privacyEmail))}</p>`,
    `<p>${escapeHtml(t.signature(brandName))}</p>`,
    '</body></html>',
  ].join('');

  return { subject: t.subject(brandName), text, html };
}
