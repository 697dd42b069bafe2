/**
 * The channels a lead's notifications go out on, defined once (decision 440): the outbox's
 * column and the rows of its channel table (migration 0700, written at every start from this
 * list), the Kysely type, the inbox API's enum, the inbox's labels and the start-up summary all
 * come from here. The CRMs among them are declared in contract/crm-operators.ts (each with the
 * operator the privacy notice names, decisions 227 and 250) and taken from there. The sender
 * that delivers on a channel is server/notify/<channel>-sender.ts, turned on by
 * server/notify/notifications.ts.
 */
import { type CrmChannel, crmOperators } from './crm-operators';
import type { Language } from './languages';

type Labels = Readonly<Record<Language, string>>;

/** A brand's name, the same in every language. */
const named = (name: string): Labels => ({ pt: name, en: name });

const crmLabels = Object.fromEntries(
  Object.entries(crmOperators).map(([channel, operator]) => [channel, named(operator.name)]),
) as Record<CrmChannel, Labels>;

/** Each channel and how the inbox names it (the lead's notifications, the audit log). */
const channelLabels = {
  email: { pt: 'E-mail à equipe', en: 'E-mail to the team' },
  webhook: named('Webhook'),
  // The confirmation to the visitor (migration 0007).
  auto_reply: { pt: 'Resposta automática', en: 'Auto-reply' },
  // The CRMs (migration 0045).
  ...crmLabels,
  // Chat alerts (migration 0065).
  slack: named('Slack'),
  teams: named('Microsoft Teams'),
} satisfies Record<string, Labels>;

export type NotificationChannel = keyof typeof channelLabels;

export const notificationChannels = Object.keys(channelLabels) as NotificationChannel[];

/** Every channel's label in one language, for the inbox's texts. */
export function notificationChannelLabels(language: Language): Record<NotificationChannel, string> {
  return Object.fromEntries(
    notificationChannels.map((channel) => [channel, channelLabels[channel][language]]),
  ) as Record<NotificationChannel, string>;
}
