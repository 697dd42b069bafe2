/** Sends each lead to the sales team by SMTP (SMTP_URL, from MAIL_FROM to LEADS_NOTIFY_TO). */

import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { type LeadEmailSettings, renderLeadEmail } from './lead-email';
import { messageIdHeaders } from './message-ids';
import type { NotificationSender } from './outbox-worker';

/**
 * One SMTP connection setting for every e-mail of the server (the team's, the visitor's).
 * `requireTls`: refuse to send unless the connection is encrypted (STARTTLS or smtps://);
 * a server that does not offer STARTTLS fails the attempt, which the outbox retries.
 */
export function createMailTransport(smtpUrl: string, requireTls: boolean): Transporter {
  // Through SMTPTransport: given `{ url, … }`, createTransport keeps the URL and silently
  // drops every other option (TLS requirement and time limits included).
  return nodemailer.createTransport(
    new SMTPTransport({
      url: smtpUrl,
      requireTLS: requireTls,
      // A dead server fails the attempt in seconds; the outbox retries it later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
}

export interface EmailSettings {
  transport: Transporter;
  from: string;
  to: string;
  /** The team's language, the site's time zone and address the e-mail is written with. */
  written: LeadEmailSettings;
}

export function createEmailSender({
  transport,
  from,
  to,
  written,
}: EmailSettings): NotificationSender {
  const domain = from.match(/@([^\s>]+)/)?.[1] ?? 'localhost';

  return {
    channel: 'email',
    async send(lead, { resends }) {
      const email = renderLeadEmail(lead, written);
      await transport.sendMail({
        from,
        to,
        replyTo: {
          name: `${lead.firstName} ${lead.lastName}`.replace(/[\r\n\t]+/g, ' ').trim(),
          address: lead.email,
        },
        subject: email.subject,
        text: email.text,
        html: email.html,
        // One Message-ID per sending: should a retry ever repeat a mail, mail clients merge
        // them; "send again" makes a new one that refers to the first.
        ...messageIdHeaders('lead', lead.id, domain, resends),
      });
    },
  };
}
