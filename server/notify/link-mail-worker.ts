/**
 * The worker of a mail that carries a single-use link: a privacy request's confirmation
 * (decision 322), a password reset (decision 372), an invitation (decision 375). Each is one
 * job kind of the one queue (decision 350) whose key names the record; the mail is composed
 * when the job runs, from the record as it is then, so a link used or replaced meanwhile is not
 * mailed (`skipped`). Its Message-ID is fixed per record, so a retry that repeats a mail is
 * merged by mail clients; the logs name the record, never the address.
 */
import type { DatabaseSchema, JobKind } from '@server/db/schema';
import { type Job, jobsQueue } from '@server/queue/jobs';
import { startQueueWorker } from '@server/queue/queue-worker';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';

export interface LinkMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar invitation (text/calendar with its METHOD), as mail clients show one. */
  icalEvent?: { method: string; content: string; filename?: string };
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What every link mail's worker is given by the app. */
export interface LinkMailOptions {
  db: Kysely<DatabaseSchema>;
  transport: Transporter;
  from: string;
  siteUrl: string;
  timeZone: string;
  retryMaxMs: number;
  log: Logger;
}

/** SMTP errors often name the recipient: the reason is logged and stored, the address not. */
const withoutAddresses = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(
    /[^\s<>"'@,;:]+@[^\s<>"'@,;:]+/g,
    '<address>',
  );

export function startLinkMailWorker(
  options: LinkMailOptions,
  mail: {
    kind: JobKind;
    /** The Message-ID's first part, before the record's key. */
    messageIdPrefix: string;
    /** The log's name for the mail, and for the record its key names. */
    noun: string;
    keyField: string;
    maxAttempts: number;
    compose: (key: string) => Promise<{ skipped: string } | { mail: LinkMail }>;
  },
) {
  const { db, transport, from } = options;
  const domain = from.match(/@([^\s>]+)/)?.[1] ?? 'localhost';
  return startQueueWorker<Job>({
    db,
    queue: jobsQueue,
    handlers: [
      {
        kind: mail.kind,
        async run(job) {
          const found = await mail.compose(job.key);
          if ('skipped' in found) return { skipped: found.skipped };
          await transport.sendMail({
            from,
            ...found.mail,
            messageId: `<${mail.messageIdPrefix}-${job.key}@${domain}>`,
            headers: { 'Auto-Submitted': 'auto-generated' },
          });
          return 'done';
        },
        maxAttempts: mail.maxAttempts,
      },
    ],
    retryMaxMs: options.retryMaxMs,
    log: options.log,
    noun: mail.noun,
    doneWord: 'sent',
    logFields: ({ kind, key }) => ({ kind, [mail.keyField]: key }),
    errorText: withoutAddresses,
  });
}
