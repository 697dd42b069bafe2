/** The sales inbox's HTTP contract (inbox-api.ts): a lead's page. */

import '../zod-without-eval';
import { z } from 'zod';
import { type AttributionKey, attributionKeys } from '../attribution';
import { type NotificationChannel, notificationChannels } from '../notification-channels';
import { leadSummary } from './lead-list';
import { inboxUser } from './session';

export const inboxLead = leadSummary.extend({
  message: z.string(),
  subject: z.string(),
  page: z.string().nullable(),
  /** The company's CNPJ, as `00.000.000/0000-00`, null when left empty. */
  cnpj: z.string().nullable(),
  /** LGPD proof (contract/lgpd.ts): the legal basis and the notice shown; the time is createdAt. */
  legalBasis: z.string(),
  privacyNoticeVersion: z.string().nullable(),
  /** Every attribution value of the lead (contract/attribution.ts), null when not known. */
  attribution: z.object(
    Object.fromEntries(attributionKeys.map((key) => [key, z.string().nullable()])) as Record<
      AttributionKey,
      z.ZodNullable<z.ZodString>
    >,
  ),
  statusChangedAt: z.string().nullable(),
  /** Null when nobody changed it yet, or the account was removed since. */
  statusChangedBy: inboxUser.nullable(),
});
export type InboxLead = z.infer<typeof inboxLead>;

export const leadNote = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The author's name (or e-mail) when they wrote it; kept if the account is removed. */
  author: z.string(),
  /** The author's account (null once it is removed): only they may edit the note. */
  authorId: z.string().nullable(),
  body: z.string(),
  /** When its author last corrected it; null when never. */
  editedAt: z.string().nullable(),
});
export type LeadNote = z.infer<typeof leadNote>;

/** The channels are contract/notification-channels.ts's list (decision 440). */
export { type NotificationChannel, notificationChannels };
export const notificationChannel = z.enum(notificationChannels);

/**
 * One notification of the lead. delivered: deliveredAt set. pending: not tried yet (or being
 * sent now). failed: the last attempt failed with lastError, the next one is at nextAttemptAt
 * (null: the other side refused it, 4xx, and it is not tried again until "send again").
 * skipped: deliberately not sent (skippedReason; recipient_limit: the address had its
 * confirmation within the configured hours), decided at deliveredAt.
 */
export const delivery = z.object({
  channel: notificationChannel,
  state: z.enum(['delivered', 'pending', 'failed', 'skipped']),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lastError: z.string().nullable(),
  skippedReason: z.string().nullable(),
  /** Whether this server sends on this channel (false: "send again" answers 409). */
  channelOn: z.boolean(),
});
export type Delivery = z.infer<typeof delivery>;

/**
 * GET /api/inbox/leads/:id/neighbours?<the list's filters>: the leads before and after this one
 * in that view's order (newest first), for "previous" and "next" on its page; null at an end.
 */
const neighbour = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
export const neighboursAnswer = z.object({
  previous: neighbour.nullable(),
  next: neighbour.nullable(),
});
export type NeighboursAnswer = z.infer<typeof neighboursAnswer>;

/** GET /api/inbox/leads/:id (opening it marks it read for every account). Notes oldest first. */
export const leadDetailAnswer = z.object({
  lead: inboxLead,
  notes: z.array(leadNote),
  deliveries: z.array(delivery),
});
export type LeadDetailAnswer = z.infer<typeof leadDetailAnswer>;
