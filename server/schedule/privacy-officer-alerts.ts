/**
 * The privacy officer's alerts (decision 344): an LGPD request arrived, or an open one has 3
 * days left of its 15 (art. 19). Each is a job of the one queue (decision 350), one per request,
 * event and channel: an e-mail to PRIVACY_OFFICER_TO, and a message to the chat webhooks when
 * set. They say what kind of request and when it is due, with the link to the inbox's list;
 * never the requester's address or message (the inbox, behind its sign-in, has them; a chat
 * channel keeps its history outside our erasure, decision 260). A request answered or deleted
 * before its alert goes is skipped.
 */
import { inboxPaths } from '@contract/inbox-paths';
import type { Language } from '@contract/languages';
import type { PrivacyRequestKind } from '@contract/privacy-request';
import { privacyRequestAnswerDays } from '@contract/privacy-request';
import type { Config } from '@server/config';
import type { DatabaseSchema } from '@server/db/schema';
import { type ChatAlert, slackMessage, teamsMessage } from '@server/notify/chat-alert';
import { crmRequest } from '@server/notify/crm-request';
import {
  type OfficerAlertChannel,
  type OfficerAlertEvent,
  officerAlertKeys,
  parseOfficerAlertKey,
} from '@server/privacy-requests/officer-alerts-due';
import { findPrivacyRequest } from '@server/privacy-requests/privacy-requests';
import { enqueueJobsFrom } from '@server/queue/jobs';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { ScheduledMailSender, ScheduleJob } from './scheduler';

const day = 24 * 60 * 60 * 1000;

const texts = {
  pt: {
    kinds: {
      access: 'acesso aos dados',
      erasure: 'exclusão dos dados',
      correction: 'correção dos dados',
    },
    received: (kind: string) => `Novo pedido LGPD: ${kind}`,
    dueSoon: (kind: string, days: number) =>
      `Pedido LGPD com ${days} ${days === 1 ? 'dia' : 'dias'} de prazo: ${kind}`,
    due: 'Prazo',
    open: 'Abrir no inbox',
    body: 'A LGPD (art. 19) pede resposta em até 15 dias. O pedido e quem o fez estão no inbox:',
  },
  en: {
    kinds: {
      access: 'access to data',
      erasure: 'erasure of data',
      correction: 'correction of data',
    },
    received: (kind: string) => `New LGPD request: ${kind}`,
    dueSoon: (kind: string, days: number) =>
      `LGPD request with ${days} ${days === 1 ? 'day' : 'days'} left: ${kind}`,
    due: 'Due',
    open: 'Open in the inbox',
    body: 'The LGPD (art. 19) asks for an answer within 15 days. The request and who made it are in the inbox:',
  },
} satisfies Record<Language, unknown>;

interface AlertSettings {
  language: Language;
  siteUrl: string;
  timeZone: string;
}

export function officerAlert(
  request: { kind: PrivacyRequestKind; received_at: Date },
  event: OfficerAlertEvent,
  settings: AlertSettings,
  now: Date,
): ChatAlert {
  const t = texts[settings.language];
  const dueAt = new Date(new Date(request.received_at).getTime() + privacyRequestAnswerDays * day);
  const kind = t.kinds[request.kind];
  const due = new Intl.DateTimeFormat(settings.language === 'pt' ? 'pt-BR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: settings.timeZone,
  }).format(dueAt);
  const daysLeft = Math.max(Math.ceil((dueAt.getTime() - now.getTime()) / day), 1);
  return {
    title: event === 'received' ? t.received(kind) : t.dueSoon(kind, daysLeft),
    facts: [{ title: t.due, value: due }],
    link: { label: t.open, url: `${settings.siteUrl}${inboxPaths.privacyRequests}?status=open` },
  };
}

const domainOf = (from: string) => from.match(/@([^\s>]+)/)?.[1] ?? 'localhost';

interface OfficerAlertOptions {
  config: Config;
  db: Kysely<DatabaseSchema>;
  /** The mail transport, when SMTP is set and PRIVACY_OFFICER_TO names the officer. */
  mail?: { transport: Transporter; from: string; to: string };
  now: () => Date;
}

/** The job that finds the alerts due and the sender that delivers each; none when nobody is told. */
export function privacyOfficerAlerts({
  config,
  db,
  mail,
  now,
}: OfficerAlertOptions): { job: ScheduleJob; sender: ScheduledMailSender } | undefined {
  const channels: OfficerAlertChannel[] = [];
  if (mail) channels.push('email');
  if (config.SLACK_WEBHOOK_URL) channels.push('slack');
  if (config.TEAMS_WEBHOOK_URL) channels.push('teams');
  if (channels.length === 0) return undefined;
  const settings: AlertSettings = {
    language: config.TEAM_LANGUAGE,
    siteUrl: config.PUBLIC_SITE_URL,
    timeZone: config.SITE_TIME_ZONE,
  };
  const chatUrls = { slack: config.SLACK_WEBHOOK_URL, teams: config.TEAMS_WEBHOOK_URL };
  return {
    job: async (at) => {
      await enqueueJobsFrom(db, 'privacy_officer_alert', officerAlertKeys(channels, at));
    },
    sender: {
      kind: 'privacy_officer_alert',
      async send(key) {
        const alert = parseOfficerAlertKey(key);
        if (!alert) return 'unknown_key';
        const request = await findPrivacyRequest(db, alert.id);
        if (!request) return 'request_deleted';
        if (request.answered_at) return 'answered';
        const message = officerAlert(request, alert.event, settings, now());
        if (alert.channel === 'email') {
          if (!mail) return 'channel_off';
          const t = texts[settings.language];
          await mail.transport.sendMail({
            from: mail.from,
            to: mail.to,
            subject: message.title,
            text: `${message.title}\n\n${message.facts.map((fact) => `${fact.title}: ${fact.value}`).join('\n')}\n\n${t.body}\n${message.link.url}\n`,
            // Fixed per alert: a retry that repeats the mail is merged by mail clients.
            messageId: `<privacy-${alert.event}-${alert.id}@${domainOf(mail.from)}>`,
          });
          return undefined;
        }
        const url = chatUrls[alert.channel];
        if (!url) return 'channel_off';
        await crmRequest({
          vendor: alert.channel === 'slack' ? 'Slack' : 'Microsoft Teams',
          url,
          body: alert.channel === 'slack' ? slackMessage(message) : teamsMessage(message),
          timeoutMs: 10_000,
        });
        return undefined;
      },
    },
  };
}
