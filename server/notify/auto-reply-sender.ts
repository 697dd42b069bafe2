/** Sends the visitor the confirmation of their lead (the auto_reply channel, AUTO_REPLY). */
import type { NotificationSender } from '@server/outbox/outbox-worker';
import type { Transporter } from 'nodemailer';
import { renderAutoReply } from './auto-reply-email';

export interface AutoReplySettings {
  transport: Transporter;
  from: string;
  /** The sales team (LEADS_NOTIFY_TO): a visitor who answers the confirmation reaches them. */
  replyTo: string;
}

/** SMTP errors often name the recipient; the reason is logged and stored, the address not. */
const withoutAddresses = (message: string) =>
  message.replace(/[^\s<>"'@,;:]+@[^\s<>"'@,;:]+/g, '<address>');

export function createAutoReplySender({
  transport,
  from,
  replyTo,
}: AutoReplySettings): NotificationSender {
  const domain = from.match(/@([^\s>]+)/)?.[1] ?? 'localhost';
  return {
    channel: 'auto_reply',
    async send(lead) {
      const email = renderAutoReply(lead);
      try {
        await transport.sendMail({
          from,
          to: { name: `${lead.firstName} ${lead.lastName}`, address: lead.email },
          replyTo,
          subject: email.subject,
          text: email.text,
          html: email.html,
          // One Message-ID per lead, so a repeat would be merged; marked as automatic
          // (RFC 3834) so the visitor's own auto-responder does not answer it.
          messageId: `<auto-reply-${lead.id}@${domain}>`,
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
      } catch (error) {
        throw new Error(withoutAddresses(error instanceof Error ? error.message : String(error)));
      }
    },
  };
}
