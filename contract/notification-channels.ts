/**
 * The channels a lead's notifications go out on, defined once (decision 440): the outbox's
 * column and the rows of its channel table (migration 0700, written at every start from this
 * list), the Kysely type, the inbox API's enum, the inbox's labels and, for a CRM, the privacy
 * notice's operator (decisions 227, 250) all come from here. The sender that delivers on a
 * channel is server/notify/<channel>-sender.ts, turned on by server/notify/notifications.ts.
 * Plain data with no dependency: vite.config.ts loads it natively through notice-facts.ts.
 */
import type { Language } from './languages.ts';

interface NotificationChannelDefinition {
  /** The outbox's `channel` value and the inbox API's. */
  readonly id: string;
  /** How the inbox names it (the lead's notifications, the audit log). */
  readonly label: Readonly<Record<Language, string>>;
  /**
   * A CRM is an operator under the LGPD (art. 5, VII): on when its key is set, and then named
   * by the privacy notice (contract/crm-operators.ts).
   */
  readonly operator?: { readonly name: string; readonly envKey: string };
}

/** A brand's name, the same in every language. */
const named = (name: string) => ({ pt: name, en: name });

export const notificationChannelDefinitions = [
  { id: 'email', label: { pt: 'E-mail à equipe', en: 'E-mail to the team' } },
  { id: 'webhook', label: named('Webhook') },
  // The confirmation to the visitor (migration 0007).
  { id: 'auto_reply', label: { pt: 'Resposta automática', en: 'Auto-reply' } },
  // The CRMs (migration 0045).
  {
    id: 'rd_station',
    label: named('RD Station Marketing'),
    operator: { name: 'RD Station Marketing', envKey: 'RD_STATION_API_KEY' },
  },
  {
    id: 'hubspot',
    label: named('HubSpot'),
    operator: { name: 'HubSpot', envKey: 'HUBSPOT_ACCESS_TOKEN' },
  },
  {
    id: 'pipedrive',
    label: named('Pipedrive'),
    operator: { name: 'Pipedrive', envKey: 'PIPEDRIVE_API_TOKEN' },
  },
  // Chat alerts (migration 0065).
  { id: 'slack', label: named('Slack') },
  { id: 'teams', label: named('Microsoft Teams') },
] as const satisfies readonly NotificationChannelDefinition[];

type Definition = (typeof notificationChannelDefinitions)[number];

export type NotificationChannel = Definition['id'];

// Pure: a page that takes only crm-operators.ts's words leaves the list out of its chunk.
export const notificationChannels: readonly NotificationChannel[] =
  /* @__PURE__ */ notificationChannelDefinitions.map((channel) => channel.id);

/** The CRMs' channels: those whose definition names an operator. */
export type CrmDefinition = Extract<Definition, { operator: object }>;

export const crmDefinitions: readonly CrmDefinition[] =
  /* @__PURE__ */ notificationChannelDefinitions.filter(
    (channel): channel is CrmDefinition => 'operator' in channel,
  );

/** The variables that turn a CRM on: the notice reads their presence, never their values. */
export type CrmKeyVariable = CrmDefinition['operator']['envKey'];

/** Every channel's label in one language, for the inbox's texts. */
export function notificationChannelLabels(language: Language): Record<NotificationChannel, string> {
  return Object.fromEntries(
    notificationChannelDefinitions.map((channel) => [channel.id, channel.label[language]]),
  ) as Record<NotificationChannel, string>;
}
