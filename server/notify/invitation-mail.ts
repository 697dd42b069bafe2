/**
 * The invitation's mail (decision 375): a job of the one queue (decision 350, kind
 * `account_invitation`, keyed by the invitation's id), queued in the invitation's transaction
 * and sent over the server's SMTP transport in the invitation's language, as the privacy
 * requests' confirmations are (server/privacy-requests/verification-mail.ts).
 */
import { brand } from '@contract/brand';
import { type InvitationMail, invitationMailFor } from '@server/accounts/invitations';
import { escapeHtml } from './escape-html';
import { invitationText } from './invitation-text';
import { type LinkMailOptions, startLinkMailWorker } from './link-mail-worker';

export function renderInvitationMail(mail: InvitationMail, timeZone: string) {
  const t = invitationText[mail.language];
  const until = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(mail.expiresAt);
  const lines = [
    t.invited(mail.invitedBy, brand.brandName),
    t.roles(mail.roles.map((role) => t.roleNames[role]).join(', ')),
    t.openBy(until),
  ];
  const text = [...lines, mail.link, t.expired, t.notExpected].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;color:#111">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(t.button)}</a></p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(t.expired)} ${escapeHtml(t.notExpected)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: t.subject(brand.brandName), text, html };
}

export function startInvitationMails(options: LinkMailOptions) {
  return startLinkMailWorker(options, {
    kind: 'account_invitation',
    messageIdPrefix: 'account-invitation',
    noun: 'invitation mail',
    keyField: 'invitationId',
    maxAttempts: 20,
    compose: async (key) => {
      const found = await invitationMailFor(options.db, options.siteUrl, key);
      if ('skipped' in found) return found;
      return { mail: { to: found.mail.to, ...renderInvitationMail(found.mail, options.timeZone) } };
    },
  });
}
