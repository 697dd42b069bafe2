/**
 * The scheduler's job for the chat alerts on overdue leads: each lead that passed its
 * first-response limit (FIRST_RESPONSE_HOURS business hours) still new within the last day
 * gets a lead.overdue row per chat channel, in the outbox, which the outbox worker delivers
 * and retries like any notification. The outbox's key (lead, channel, event) makes it once
 * per lead however many ticks and instances see it. A lead answered in the meantime is
 * skipped at sending (chat-sender.ts).
 */
import type { DatabaseSchema, NotificationChannel } from '@server/db/schema';
import { businessHoursBefore } from '@server/inbox/business-hours';
import { queueLeadOverdue } from '@server/outbox/enqueue';
import type { Kysely } from 'kysely';

/**
 * How far back a tick looks: a lead that became overdue while no instance ran for longer is
 * not announced late (the digest lists it), and turning the alerts on does not flood the
 * channel with every old lead.
 */
const lookBackMs = 24 * 3_600_000;

export async function queueOverdueAlerts(
  db: Kysely<DatabaseSchema>,
  channels: readonly NotificationChannel[],
  now: Date,
  rules: { timeZone: string; firstResponseHours: number },
): Promise<number> {
  if (channels.length === 0) return 0;
  const before = businessHoursBefore(now, rules.firstResponseHours, rules.timeZone);
  const since = businessHoursBefore(
    new Date(now.getTime() - lookBackMs),
    rules.firstResponseHours,
    rules.timeZone,
  );
  return queueLeadOverdue(db, channels, { since, before });
}
