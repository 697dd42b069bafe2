/** Sends the visitor the confirmation of their lead (the auto_reply channel, AUTO_REPLY). */
import type { DatabaseSchema } from '@server/db/schema';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import { renderAutoReply } from './auto-reply-email';
import { claimRecipient } from './auto-reply-recipients';
import { messageIdHeaders } from './message-ids';
import type { NotificationSender } from './outbox-worker';

export interface AutoReplySettings {
  db: Kysely<DatabaseSchema>;
  transport: Transporter;
  from: string;
  /** The sales team (LEADS_NOTIFY_TO): a visitor who answers the confirmation reaches them. */
  replyTo: string;
  /** At most one confirmation per address within this many hours (decision 102). */
  perAddressHours: number;
  /** The site's time zone, for the time the form was sent. */
  timeZone: string;
}

/** What the outbox records when an address already had its confirmation. */
const recipientLimitReached = 'recipient_limit';

/** SMTP errors often name the recipient; the reason is logged and stored, the address not. */
const withoutAddresses = (message: string) =>
  message.replace(/[^\s<>"'@,;:]+@[^\s<>"'@,;:]+/g, '<address>');

export function createAutoReplySender({
  db,
  transport,
  from,
  replyTo,
  perAddressHours,
  timeZone,
}: AutoReplySettings): NotificationSender {
  const domain = from.match(/@([^\s>]+)/)?.[1] ?? 'localhost';
  return {
    channel: 'auto_reply',
    async skipReason(lead) {
      const claimed = await claimRecipient(db, {
        address: lead.email,
        leadId: lead.id,
        windowHours: perAddressHours,
      });
      return claimed ? undefined : recipientLimitReached;
    },
    async send(lead, { resends }) {
      const email = renderAutoReply(lead, timeZone);
      try {
        await transport.sendMail({
          from,
          // The address alone: the name was typed by whoever sent the form.
          to: lead.email,
          replyTo,
          subject: email.subject,
          text: email.text,
          html: email.html,
          // One Message-ID per sending, so a repeat would be merged ("send again" makes a new
          // one); marked as automatic (RFC 3834) so the visitor's own auto-responder does not
          // answer it.
          ...messageIdHeaders('auto-reply', lead.id, domain, resends),
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
      } catch (error) {
        throw new Error(withoutAddresses(error instanceof Error ? error.message : String(error)));
      }
    },
  };
}
