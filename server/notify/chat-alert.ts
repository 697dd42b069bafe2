/**
 * What a chat alert says about a lead, and the two message formats it is posted in. Only what
 * the team needs to pick the lead up: the person's name, the company, where the visit came
 * from, and the link to the lead in the inbox (behind its sign-in). Never the message, e-mail
 * or phone: a chat channel has more members than the inbox has accounts, keeps its history
 * outside our erasure and retention, and is read on phones (decision 260).
 */
import { inboxPaths } from '@contract/inbox-paths';
import type { Language } from '@contract/languages';
import type { Lead } from '@server/leads/lead';

export type ChatAlertEvent = 'lead.created' | 'lead.overdue';

export interface ChatAlert {
  /** One line: what happened, and who. */
  title: string;
  facts: { title: string; value: string }[];
  link: { label: string; url: string };
}

const texts = {
  pt: {
    created: (name: string) => `Novo contato pelo site: ${name}`,
    overdue: (name: string, hours: number) =>
      `Contato sem resposta há ${hours} ${hours === 1 ? 'hora útil' : 'horas úteis'}: ${name}`,
    company: 'Empresa',
    source: 'Origem',
    none: '—',
    open: 'Abrir no inbox',
  },
  en: {
    created: (name: string) => `New lead from the site: ${name}`,
    overdue: (name: string, hours: number) =>
      `Lead unanswered after ${hours} business ${hours === 1 ? 'hour' : 'hours'}: ${name}`,
    company: 'Company',
    source: 'Source',
    none: '—',
    open: 'Open in the inbox',
  },
} satisfies Record<Language, unknown>;

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export interface ChatAlertSettings {
  language: Language;
  /** PUBLIC_SITE_URL: the inbox is at /inbox on it. */
  siteUrl: string;
  firstResponseHours: number;
}

export function chatAlert(lead: Lead, event: ChatAlertEvent, settings: ChatAlertSettings) {
  const t = texts[settings.language];
  const name = oneLine(`${lead.firstName} ${lead.lastName}`);
  return {
    title:
      event === 'lead.overdue' ? t.overdue(name, settings.firstResponseHours) : t.created(name),
    facts: [
      { title: t.company, value: oneLine(lead.company ?? '') || t.none },
      { title: t.source, value: oneLine(lead.attribution.source ?? '') || t.none },
    ],
    link: { label: t.open, url: `${settings.siteUrl}${inboxPaths.lead(lead.id)}` },
  } satisfies ChatAlert;
}

/** Slack gives &, < and > a meaning in message text (links, mentions): they are escaped. */
const slackEscaped = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Slack's incoming webhook (docs.slack.dev, "Sending messages using incoming webhooks"):
 * `text` is the notification's fallback, `blocks` the message (Block Kit): a header, the
 * facts as plain-text fields (what a visitor typed is never read as mrkdwn), and the link.
 */
export function slackMessage(alert: ChatAlert) {
  const title = alert.title.slice(0, 150);
  return {
    text: slackEscaped(alert.title),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: title } },
      {
        type: 'section',
        fields: alert.facts.map((fact) => ({
          type: 'plain_text',
          text: `${fact.title}: ${fact.value}`.slice(0, 2000),
        })),
      },
      {
        type: 'section',
        text: { type: 'mrkdwn', text: `<${alert.link.url}|${slackEscaped(alert.link.label)}>` },
      },
    ],
  };
}

/**
 * Adaptive Card text reads Markdown: a visitor's `[text](address)` would become a link in the
 * team's channel, so brackets lose their meaning.
 */
const teamsText = (value: string) => value.replace(/\[/g, '(').replace(/\]/g, ')');

/**
 * Microsoft Teams' incoming webhook (a Workflows "When a Teams webhook request is received"
 * flow, or the older connector): a message with one Adaptive Card attachment, as Microsoft's
 * "Send Adaptive Cards using an Incoming Webhook" documents it; version 1.2 is rendered by
 * every Teams client.
 */
export function teamsMessage(alert: ChatAlert) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.2',
          body: [
            {
              type: 'TextBlock',
              text: teamsText(alert.title),
              weight: 'Bolder',
              size: 'Medium',
              wrap: true,
            },
            {
              type: 'FactSet',
              facts: alert.facts.map((fact) => ({
                title: fact.title,
                value: teamsText(fact.value),
              })),
            },
          ],
          actions: [{ type: 'Action.OpenUrl', title: alert.link.label, url: alert.link.url }],
        },
      },
    ],
  };
}
