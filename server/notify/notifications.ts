import type { Config } from '@server/config';
import type { NotificationSender } from '@server/outbox/outbox-worker';
import { createEmailSender } from './email-sender';
import { createWebhookSender } from './webhook-sender';

export interface Notifications {
  senders: NotificationSender[];
  /** What is on and off, for the start-up log. */
  summary: { email: 'on' | 'off'; webhook: 'on' | 'off' };
  close(): void;
}

/** The channels the configuration turns on; none is fine, leads are stored all the same. */
export function createNotifications(config: Config): Notifications {
  const senders: NotificationSender[] = [];
  const closers: (() => void)[] = [];
  if (config.SMTP_URL && config.MAIL_FROM && config.LEADS_NOTIFY_TO) {
    const email = createEmailSender({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      to: config.LEADS_NOTIFY_TO,
    });
    senders.push(email);
    closers.push(() => email.close());
  }
  if (config.LEADS_WEBHOOK_URL) senders.push(createWebhookSender(config.LEADS_WEBHOOK_URL));
  const has = (channel: string) =>
    senders.some((sender) => sender.channel === channel) ? 'on' : 'off';
  return {
    senders,
    summary: { email: has('email'), webhook: has('webhook') },
    close: () => {
      for (const close of closers) close();
    },
  };
}
