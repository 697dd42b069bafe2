/** Sends each lead to the sales team by SMTP (SMTP_URL, from MAIL_FROM to LEADS_NOTIFY_TO). */

import type { NotificationSender } from '@server/outbox/outbox-worker';
import nodemailer from 'nodemailer';
import { renderLeadEmail } from './lead-email';

export interface EmailSettings {
  smtpUrl: string;
  from: string;
  to: string;
}

export function createEmailSender({ smtpUrl, from, to }: EmailSettings): NotificationSender & {
  close(): void;
} {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A dead server fails the attempt in seconds; the outbox retries it later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const domain = from.match(/@([^\s>]+)/)?.[1] ?? 'localhost';

  return {
    channel: 'email',
    async send(lead) {
      const email = renderLeadEmail(lead);
      await transport.sendMail({
        from,
        to,
        replyTo: { name: `${lead.firstName} ${lead.lastName}`, address: lead.email },
        subject: email.subject,
        text: email.text,
        html: email.html,
        // One Message-ID per lead: should a retry ever repeat a mail, mail clients merge them.
        messageId: `<lead-${lead.id}@${domain}>`,
      });
    },
    close() {
      transport.close();
    },
  };
}
