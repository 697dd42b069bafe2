/**
 * What the scheduler does, as the configuration turns it on (decision 260): the morning
 * digest per inbox account (INBOX_DIGEST, with SMTP), the weekly insights report
 * (INSIGHTS_REPORT_TO), and the chat alerts on overdue leads (a chat webhook with
 * CHAT_ALERTS including `overdue`), and the privacy officer's alerts on LGPD requests
 * (PRIVACY_OFFICER_TO, or a chat webhook; decision 344). Used by the server and by `insights --email`.
 */
import type { Config } from '@server/config';
import type { DatabaseSchema, NotificationChannel } from '@server/db/schema';
import { followUpClock } from '@server/inbox/follow-up-clock';
import { readInsights } from '@server/insights/insights';
import { createMailTransport } from '@server/notify/email-sender';
import { smtpRequiresTls } from '@server/notify/smtp-tls';
import { enqueueJobs, enqueueJobsFrom } from '@server/queue/jobs';
import { type Kysely, sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import { isEmptyDigest, readDigest } from './digest-data';
import { renderDigestEmail } from './digest-email';
import { queueOverdueAlerts } from './overdue-alerts';
import { privacyOfficerAlerts } from './privacy-officer-alerts';
import { digestDueDay, reportedWeek, weeklyReportDueWeek } from './schedule-clock';
import type { ScheduledMailSender, ScheduleJob } from './scheduler';
import { renderWeeklyReport } from './weekly-report-email';

type OnOff = 'on' | 'off';

export interface ScheduledWork {
  jobs: ScheduleJob[];
  senders: ScheduledMailSender[];
  /** The weekly report's sender, when INSIGHTS_REPORT_TO is set. */
  weeklyReport: ScheduledMailSender | undefined;
  summary: {
    digest: OnOff;
    weeklyReport: OnOff;
    overdueChatAlerts: OnOff;
    privacyOfficerAlerts: OnOff;
  };
  close(): void;
}

const domainOf = (from: string) => from.match(/@([^\s>]+)/)?.[1] ?? 'localhost';

function digestSender(
  config: Config,
  db: Kysely<DatabaseSchema>,
  transport: Transporter,
  from: string,
  now: () => Date,
): ScheduledMailSender {
  const rules = {
    timeZone: config.SITE_TIME_ZONE,
    firstResponseHours: config.FIRST_RESPONSE_HOURS,
  };
  return {
    kind: 'digest',
    async send(key) {
      const [day = '', accountId = ''] = key.split(':');
      const clock = followUpClock(rules, now());
      const digest = await readDigest(db, accountId, clock);
      if (!digest) return 'account_removed';
      if (isEmptyDigest(digest)) return 'nothing_to_tell';
      const email = renderDigestEmail({ ...digest, day }, config.PUBLIC_SITE_URL);
      await transport.sendMail({
        from,
        to: digest.account.email,
        subject: email.subject,
        text: email.text,
        html: email.html,
        // Fixed per account and day: a retry that repeats a mail is merged by mail clients.
        messageId: `<digest-${day}-${accountId}@${domainOf(from)}>`,
      });
      return undefined;
    },
  };
}

/** A weekly report's key: the day it is sent for ('YYYY-MM-DD'), then anything. */
export const reportDayOf = (key: string) => key.slice(0, 10);

function weeklyReportSender(
  config: Config,
  db: Kysely<DatabaseSchema>,
  transport: Transporter,
  from: string,
  to: string,
): ScheduledMailSender {
  return {
    kind: 'weekly_report',
    async send(key) {
      const insights = await readInsights(
        db,
        reportedWeek(reportDayOf(key)),
        config.SITE_TIME_ZONE,
        {
          visitsCounted: config.ANALYTICS === 'on',
        },
      );
      const email = renderWeeklyReport(insights, config.TEAM_LANGUAGE, config.PUBLIC_SITE_URL);
      await transport.sendMail({
        from,
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<weekly-report-${key.replace(/[^\w.-]/g, '-')}@${domainOf(from)}>`,
      });
      return undefined;
    },
  };
}

export function createScheduledWork(
  config: Config,
  db: Kysely<DatabaseSchema>,
  options: { now?: () => Date; onOverdueQueued?: () => void } = {},
): ScheduledWork {
  const now = options.now ?? (() => new Date());
  const jobs: ScheduleJob[] = [];
  const senders: ScheduledMailSender[] = [];
  let transport: Transporter | undefined;
  let weeklyReport: ScheduledMailSender | undefined;
  const from = config.MAIL_FROM;
  if (config.SMTP_URL && from) {
    transport = createMailTransport(
      config.SMTP_URL,
      smtpRequiresTls(config.SMTP_URL, config.SMTP_ALLOW_PLAINTEXT),
    );
    if (config.INBOX_DIGEST === 'on') {
      senders.push(digestSender(config, db, transport, from, now));
      jobs.push(async (at) => {
        const day = digestDueDay(at, config.SITE_TIME_ZONE, config.INBOX_DIGEST_HOUR);
        // One digest per account for the day, whatever accounts exist right now.
        if (day)
          await enqueueJobsFrom(db, 'digest', sql`select ${day} || ':' || id as key from users`);
      });
    }
    if (config.INSIGHTS_REPORT_TO) {
      weeklyReport = weeklyReportSender(config, db, transport, from, config.INSIGHTS_REPORT_TO);
      senders.push(weeklyReport);
      jobs.push(async (at) => {
        const week = weeklyReportDueWeek(at, config.SITE_TIME_ZONE);
        if (week) await enqueueJobs(db, 'weekly_report', [week]);
      });
    }
  }
  const chats: NotificationChannel[] = [];
  if (config.SLACK_WEBHOOK_URL) chats.push('slack');
  if (config.TEAMS_WEBHOOK_URL) chats.push('teams');
  const overdueChannels = config.CHAT_ALERTS.includes('overdue') ? chats : [];
  if (overdueChannels.length > 0) {
    jobs.push(async (at) => {
      const queued = await queueOverdueAlerts(db, overdueChannels, at, {
        timeZone: config.SITE_TIME_ZONE,
        firstResponseHours: config.FIRST_RESPONSE_HOURS,
      });
      if (queued > 0) options.onOverdueQueued?.();
    });
  }
  // The privacy officer (decision 344): by e-mail when named, and on the chats when set.
  const officer = privacyOfficerAlerts({
    config,
    db,
    mail:
      transport && from && config.PRIVACY_OFFICER_TO
        ? { transport, from, to: config.PRIVACY_OFFICER_TO }
        : undefined,
    now,
  });
  if (officer) {
    jobs.push(officer.job);
    senders.push(officer.sender);
  }
  const has = (kind: string) => (senders.some((sender) => sender.kind === kind) ? 'on' : 'off');
  return {
    jobs,
    senders,
    weeklyReport,
    summary: {
      digest: has('digest'),
      weeklyReport: has('weekly_report'),
      overdueChatAlerts: overdueChannels.length > 0 ? 'on' : 'off',
      privacyOfficerAlerts: has('privacy_officer_alert'),
    },
    close: () => transport?.close(),
  };
}
