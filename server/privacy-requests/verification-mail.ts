/**
 * The mail that asks the person a privacy request names to confirm it (decision 322): a job
 * of the one queue (decision 350, kind `privacy_verification`, keyed by the request's id),
 * queued in the request's own transaction and sent over the server's SMTP transport, in the
 * request's language. A worker of its own looks as soon as a request is stored, so the link
 * arrives within seconds, and retries with the queue's backoff when the mail server is away.
 */
import { brand } from '@contract/brand';
import { escapeHtml } from '@server/notify/escape-html';
import { type LinkMailOptions, startLinkMailWorker } from '@server/notify/link-mail-worker';
import { type VerificationMail, verificationMailFor } from './verification';
import { verificationText } from './verification-text';

export function renderVerificationMail(mail: VerificationMail, timeZone: string) {
  const t = verificationText[mail.language];
  const until = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(mail.expiresAt);
  const lines = [t.greeting, t.asked(mail.kind), t.confirmBy(until)];
  const text = [...lines, mail.link, t.notYou, t.signature(brand.brandName)].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;color:#111">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(t.page.button)}</a></p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(t.notYou)}</p>`,
    `<p>${escapeHtml(t.signature(brand.brandName))}</p>`,
    '</body></html>',
  ].join('');
  return { subject: t.subject(brand.brandName), text, html };
}

/** Past the link's lifetime the mail is pointless; the backoff's cap keeps this bounded. */
export function startVerificationMails(options: LinkMailOptions) {
  return startLinkMailWorker(options, {
    kind: 'privacy_verification',
    messageIdPrefix: 'privacy-verification',
    noun: 'privacy verification mail',
    keyField: 'requestId',
    maxAttempts: 20,
    compose: async (key) => {
      const found = await verificationMailFor(options.db, options.siteUrl, key);
      if ('skipped' in found) return found;
      return {
        mail: { to: found.mail.to, ...renderVerificationMail(found.mail, options.timeZone) },
      };
    },
  });
}
