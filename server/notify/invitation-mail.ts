/**
 * The invitation's mail (decision 375): a job of the one queue (decision 350, kind
 * `account_invitation`, keyed by the invitation's id), queued in the invitation's transaction
 * and sent over the server's SMTP transport in the invitation's language, as the privacy
 * requests' confirmations are (server/privacy-requests/verification-mail.ts).
 */
import { brand } from '@contract/brand';
import { type InvitationMail, invitationMailFor } from '@server/accounts/invitations';
import type { DatabaseSchema } from '@server/db/schema';
import { escapeHtml } from '@server/notify/escape-html';
import { type Job, jobsQueue } from '@server/queue/jobs';
import { startQueueWorker } from '@server/queue/queue-worker';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import { invitationText } from './invitation-text';

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

/** SMTP errors often name the recipient: the reason is logged and stored, the address not. */
const withoutAddresses = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(
    /[^\s<>"'@,;:]+@[^\s<>"'@,;:]+/g,
    '<address>',
  );

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface InvitationMailOptions {
  db: Kysely<DatabaseSchema>;
  transport: Transporter;
  from: string;
  siteUrl: string;
  timeZone: string;
  retryMaxMs: number;
  log: Logger;
}

export function startInvitationMails(options: InvitationMailOptions) {
  const { db, transport, from, siteUrl, timeZone } = options;
  const domain = from.match(/@([^\s>]+)/)?.[1] ?? 'localhost';
  return startQueueWorker<Job>({
    db,
    queue: jobsQueue,
    handlers: [
      {
        kind: 'account_invitation',
        async run(job) {
          const found = await invitationMailFor(db, siteUrl, job.key);
          if ('skipped' in found) return { skipped: found.skipped };
          const email = renderInvitationMail(found.mail, timeZone);
          await transport.sendMail({
            from,
            to: found.mail.to,
            subject: email.subject,
            text: email.text,
            html: email.html,
            // Fixed per invitation: a retry that repeats the mail is merged by mail clients.
            messageId: `<account-invitation-${job.key}@${domain}>`,
            headers: { 'Auto-Submitted': 'auto-generated' },
          });
          return 'done';
        },
        maxAttempts: 20,
      },
    ],
    retryMaxMs: options.retryMaxMs,
    log: options.log,
    noun: 'invitation mail',
    doneWord: 'sent',
    logFields: ({ kind, key }) => ({ kind, invitationId: key }),
    errorText: withoutAddresses,
  });
}
