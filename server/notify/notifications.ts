import { type NotificationChannel, notificationChannels } from '@contract/notification-channels';
import type { Config } from '@server/config';
import type { DatabaseSchema } from '@server/db/schema';
import type { Kysely } from 'kysely';
import { createAutoReplySender } from './auto-reply-sender';
import { createChatSender } from './chat-sender';
import { createEmailSender, createMailTransport } from './email-sender';
import { createHubSpotSender } from './hubspot-sender';
import type { NotificationSender } from './outbox-worker';
import { createPipedriveSender } from './pipedrive-sender';
import { createRdStationSender } from './rd-station-sender';
import { smtpRequiresTls } from './smtp-tls';
import { createWebhookSender } from './webhook-sender';

type OnOff = 'on' | 'off';

export interface Notifications {
  senders: NotificationSender[];
  /** What is on and off, by channel (contract/notification-channels.ts), for the start-up log. */
  summary: Record<NotificationChannel, OnOff>;
  /** The channels a new lead gets a lead.created row for (a chat on overdue only has none). */
  channelsOnCreated: NotificationSender['channel'][];
  close(): void;
}

/** The channels the configuration turns on; none is fine, leads are stored all the same. */
export function createNotifications(config: Config, db: Kysely<DatabaseSchema>): Notifications {
  const senders: NotificationSender[] = [];
  const closers: (() => void)[] = [];
  if (config.SMTP_URL && config.MAIL_FROM && config.LEADS_NOTIFY_TO) {
    const transport = createMailTransport(
      config.SMTP_URL,
      smtpRequiresTls(config.SMTP_URL, config.SMTP_ALLOW_PLAINTEXT),
    );
    closers.push(() => transport.close());
    const from = config.MAIL_FROM;
    senders.push(
      createEmailSender({
        transport,
        from,
        to: config.LEADS_NOTIFY_TO,
        written: {
          language: config.TEAM_LANGUAGE,
          timeZone: config.SITE_TIME_ZONE,
          siteUrl: config.PUBLIC_SITE_URL,
        },
      }),
    );
    if (config.AUTO_REPLY === 'on') {
      senders.push(
        createAutoReplySender({
          db,
          transport,
          from,
          replyTo: config.LEADS_NOTIFY_TO,
          perAddressHours: config.AUTO_REPLY_PER_ADDRESS_HOURS,
          timeZone: config.SITE_TIME_ZONE,
        }),
      );
    }
  }
  if (config.LEADS_WEBHOOK_URL && config.LEADS_WEBHOOK_SECRET) {
    senders.push(
      createWebhookSender({ url: config.LEADS_WEBHOOK_URL, secret: config.LEADS_WEBHOOK_SECRET }),
    );
  }
  if (config.RD_STATION_API_KEY) {
    senders.push(
      createRdStationSender({
        apiKey: config.RD_STATION_API_KEY,
        conversionIdentifier: config.RD_STATION_CONVERSION_IDENTIFIER,
        baseUrl: config.RD_STATION_API_URL,
      }),
    );
  }
  if (config.HUBSPOT_ACCESS_TOKEN && config.HUBSPOT_PORTAL_ID && config.HUBSPOT_FORM_ID) {
    senders.push(
      createHubSpotSender({
        accessToken: config.HUBSPOT_ACCESS_TOKEN,
        portalId: config.HUBSPOT_PORTAL_ID,
        formId: config.HUBSPOT_FORM_ID,
        baseUrl: config.HUBSPOT_API_URL,
        siteUrl: config.PUBLIC_SITE_URL,
      }),
    );
  }
  if (config.PIPEDRIVE_API_TOKEN) {
    senders.push(
      createPipedriveSender({
        apiToken: config.PIPEDRIVE_API_TOKEN,
        baseUrl: config.PIPEDRIVE_API_URL,
      }),
    );
  }
  for (const chat of ['slack', 'teams'] as const) {
    const url = chat === 'slack' ? config.SLACK_WEBHOOK_URL : config.TEAMS_WEBHOOK_URL;
    if (!url) continue;
    senders.push(
      createChatSender({
        chat,
        url,
        db,
        onCreated: config.CHAT_ALERTS.includes('new'),
        language: config.TEAM_LANGUAGE,
        siteUrl: config.PUBLIC_SITE_URL,
        firstResponseHours: config.FIRST_RESPONSE_HOURS,
      }),
    );
  }
  const has = (channel: string): OnOff =>
    senders.some((sender) => sender.channel === channel) ? 'on' : 'off';
  return {
    senders,
    summary: Object.fromEntries(
      notificationChannels.map((channel) => [channel, has(channel)]),
    ) as Record<NotificationChannel, OnOff>,
    channelsOnCreated: senders
      .filter((sender) => sender.onCreated !== false)
      .map((sender) => sender.channel),
    close: () => {
      for (const close of closers) close();
    },
  };
}
