/**
 * Chat alerts through an incoming webhook of Slack or Microsoft Teams (SLACK_WEBHOOK_URL,
 * TEAMS_WEBHOOK_URL; decision 260): an outbox channel each, so an alert is retried with the
 * outbox's backoff like any notification, and a 4xx (a removed webhook, a refused payload)
 * fails for good until "send again" (crm-request.ts). A lead no longer new when its overdue
 * alert comes up, or marked spam, is skipped.
 */
import type { DatabaseSchema } from '@server/db/schema';
import type { NotificationSender } from '@server/notify/outbox-worker';
import type { Kysely } from 'kysely';
import { type ChatAlertSettings, chatAlert, slackMessage, teamsMessage } from './chat-alert';
import { crmRequest } from './crm-request';

export interface ChatSenderSettings extends ChatAlertSettings {
  chat: 'slack' | 'teams';
  url: string;
  db: Kysely<DatabaseSchema>;
  /** Alert on new leads (a lead.created row is queued for each). */
  onCreated: boolean;
  timeoutMs?: number;
}

export function createChatSender(settings: ChatSenderSettings): NotificationSender {
  const { chat, url, db, timeoutMs = 10_000 } = settings;
  return {
    channel: chat,
    onCreated: settings.onCreated,
    async skipReason(lead, event) {
      const row = await db
        .selectFrom('leads')
        .select('status')
        .where('id', '=', lead.id)
        .executeTakeFirst();
      if (row?.status === 'spam') return 'spam';
      if (event === 'lead.overdue' && row?.status !== 'new') return 'answered';
      return undefined;
    },
    async send(lead, { event }) {
      const alert = chatAlert(lead, event === 'lead.overdue' ? event : 'lead.created', settings);
      await crmRequest({
        vendor: chat === 'slack' ? 'Slack' : 'Microsoft Teams',
        url,
        body: chat === 'slack' ? slackMessage(alert) : teamsMessage(alert),
        timeoutMs,
      });
    },
  };
}
