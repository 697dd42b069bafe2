/**
 * The mail that asks the person a privacy request names to confirm it (decision 322): a job
 * of the one queue (decision 350, kind `privacy_verification`, keyed by the request's id),
 * queued in the request's own transaction and sent over the server's SMTP transport, in the
 * request's language. A worker of its own looks as soon as a request is stored, so the link
 * arrives within seconds, and retries with the queue's backoff when the mail server is away.
 */
import { brand } from '@contract/brand';
import type { DatabaseSchema } from '@server/db/schema';
import { escapeHtml } from '@server/notify/escape-html';
import { type Job, jobsQueue } from '@server/queue/jobs';
import { startQueueWorker } from '@server/queue/queue-worker';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import { type VerificationMail, verificationMailFor } from './verification';
import { verificationText } from './verification-text';

type Db = Kysely<DatabaseSchema>;

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

export interface VerificationMailOptions {
  db: Db;
  transport: Transporter;
  from: string;
  siteUrl: string;
  timeZone: string;
  retryMaxMs: number;
  log: Logger;
}

export function startVerificationMails(options: VerificationMailOptions) {
  const { db, transport, from, siteUrl, timeZone } = options;
  const domain = from.match(/@([^\s>]+)/)?.[1] ?? 'localhost';
  return startQueueWorker<Job>({
    db,
    queue: jobsQueue,
    handlers: [
      {
        kind: 'privacy_verification',
        async run(job) {
          const found = await verificationMailFor(db, siteUrl, job.key);
          if ('skipped' in found) return { skipped: found.skipped };
          const { mail } = found;
          const email = renderVerificationMail(mail, timeZone);
          await transport.sendMail({
            from,
            to: mail.to,
            subject: email.subject,
            text: email.text,
            html: email.html,
            // Fixed per request: a retry that repeats the mail is merged by mail clients.
            messageId: `<privacy-verification-${job.key}@${domain}>`,
            headers: { 'Auto-Submitted': 'auto-generated' },
          });
          return 'done';
        },
        // Past the link's lifetime the mail is pointless; the backoff's cap keeps this bounded.
        maxAttempts: 20,
      },
    ],
    retryMaxMs: options.retryMaxMs,
    log: options.log,
    noun: 'privacy verification mail',
    doneWord: 'sent',
    // The request's id: no personal data.
    logFields: ({ kind, key }) => ({ kind, requestId: key }),
    errorText: withoutAddresses,
  });
}
