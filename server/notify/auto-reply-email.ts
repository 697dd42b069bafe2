/**
 * The confirmation to the visitor, in plain text and HTML: what they asked (their subject and
 * message, quoted), when we will call, and our phone. Everything they typed is escaped in the
 * HTML; the subject line holds none of it, so nothing they typed reaches a header but the
 * recipient's name and address, which nodemailer encodes.
 */

import { brand } from '@contract/brand';
import { defaultLanguage } from '@contract/languages';
import type { Lead } from '@server/leads/lead';
import { autoReplyText } from './auto-reply-text';
import { escapeHtml } from './escape-html';
import type { LeadEmail } from './lead-email';

const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

export function renderAutoReply(lead: Lead): LeadEmail {
  const t = autoReplyText[lead.language ?? defaultLanguage];
  const brandName = brand.brandName;
  const phone = brand.phone.display;

  const text = [
    t.greeting(lead.firstName),
    '',
    t.received(brandName),
    '',
    `${t.subjectLabel}: ${lead.subject}`,
    `${t.messageLabel}:`,
    quoted(lead.message),
    '',
    t.callBack(lead.phone),
    `${t.callUs} ${phone}`,
    '',
    t.notYou(brand.privacyEmail),
    '',
    t.signature(brandName),
  ].join('\n');

  const quote = 'margin:8px 0;padding:4px 12px;border-left:3px solid #ccc;color:#333';
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;color:#111">',
    `<p>${escapeHtml(t.greeting(lead.firstName))}</p>`,
    `<p>${escapeHtml(t.received(brandName))}</p>`,
    `<blockquote style="${quote}">`,
    `<p><strong>${escapeHtml(t.subjectLabel)}:</strong> ${escapeHtml(lead.subject)}</p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    '</blockquote>',
    `<p>${escapeHtml(t.callBack(lead.phone))}</p>`,
    `<p>${escapeHtml(t.callUs)} <a href="tel:${escapeHtml(brand.phone.e164)}">${escapeHtml(phone)}</a></p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(t.notYou(brand.privacyEmail))}</p>`,
    `<p>${escapeHtml(t.signature(brandName))}</p>`,
    '</body></html>',
  ].join('');

  return { subject: t.subject(brandName), text, html };
}
