/**
 * `npm run leads -- insights --email`: the weekly report of the seven days before today, sent
 * now through the job queue, so a failure is retried by the server as any report is.
 * Its key is today and a random id: each request is a mail of its own.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSchema } from '@server/db/schema';
import { enqueueJobs } from '@server/queue/jobs';
import type { Kysely } from 'kysely';
import { deliverMailNow, type ScheduledMailSender } from './scheduler';

export interface ReportSent {
  /** sent, or failed now (queued: the server tries again with backoff). */
  outcome: 'sent' | 'failed';
  /** Why it failed. */
  reason?: string;
}

/** What `insights --email` prints: the outcome and the configured recipients it went to. */
export interface ReportSentTo extends ReportSent {
  /** INSIGHTS_REPORT_TO of the configuration that sent it. */
  to: string | undefined;
}

export async function sendWeeklyReportNow(
  db: Kysely<DatabaseSchema>,
  sender: ScheduledMailSender,
  { today, retryMaxMs }: { today: string; retryMaxMs: number },
): Promise<ReportSent> {
  const key = `${today}@${randomUUID()}`;
  await enqueueJobs(db, 'weekly_report', [key]);
  let reason: string | undefined;
  const outcome = await deliverMailNow({
    db,
    sender,
    key,
    retryMaxMs,
    log: {
      info: () => {},
      warn: (details: { reason?: string }) => {
        reason = details.reason;
      },
    },
  });
  return outcome === 'failed' ? { outcome, reason } : { outcome: 'sent' };
}
