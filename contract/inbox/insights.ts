/** The sales inbox's HTTP contract (inbox-api.ts): the insights. */

import '../zod-without-eval';
import { z } from 'zod';
import { funnelSteps, goalNames } from '../insights';
import { languages } from '../languages';
import { namedEventNames, visitGoalNames } from '../visit-events';

const insightsCounts = z.object({
  views: z.number(),
  visits: z.number(),
  visitors: z.number(),
  leads: z.number(),
  leadVisits: z.number(),
  conversionRate: z.number().nullable(),
  goalVisits: z.record(z.enum(visitGoalNames), z.number()),
});

/** A row's named events: WhatsApp clicks beside the leads, the goals (25.3). */
const eventCounts = z.record(z.enum(namedEventNames), z.number());

const funnelStep = z.object({
  step: z.enum(funnelSteps),
  visits: z.number(),
  rate: z.number().nullable(),
  drop: z.number().nullable(),
});

const goal = z.object({
  goal: z.enum(goalNames),
  count: z.number(),
  visits: z.number(),
  conversionRate: z.number().nullable(),
});

const change = z.object({
  views: z.number().nullable(),
  visits: z.number().nullable(),
  visitors: z.number().nullable(),
  leads: z.number().nullable(),
  conversionRate: z.number().nullable(),
});

/** A total or a row beside the previous period of the same length. */
const compared = insightsCounts.extend({ previous: insightsCounts, change });

/**
 * GET /api/inbox/insights?from=YYYY-MM-DD&to=YYYY-MM-DD (both optional: the last 30 days):
 * the answer of GET /api/insights (contract/insights.ts; the page reads the days and the
 * sources) and whether this server counts visits at all (ANALYTICS=off: only leads).
 */
export const inboxInsightsAnswer = compared.extend({
  from: z.iso.date(),
  to: z.iso.date(),
  previousRange: z.object({ from: z.iso.date(), to: z.iso.date() }),
  timeZone: z.string(),
  visitsCounted: z.boolean(),
  leadsWithoutVisit: z.number(),
  realtimeVisitors: z.number(),
  events: eventCounts,
  funnel: z.array(funnelStep),
  previousFunnel: z.array(funnelStep),
  goals: z.array(goal),
  previousGoals: z.array(goal),
  byDay: z.array(insightsCounts.extend({ day: z.iso.date() })),
  bySource: z.array(
    insightsCounts.extend({
      events: eventCounts,
      source: z.string(),
      medium: z.string().nullable(),
      campaign: z.string().nullable(),
    }),
  ),
  byPage: z.array(
    insightsCounts.extend({
      path: z.string(),
      language: z.enum(languages).nullable(),
      events: eventCounts,
    }),
  ),
  byLanguage: z.array(insightsCounts.extend({ language: z.enum(languages) })),
});
export type InboxInsightsAnswer = z.infer<typeof inboxInsightsAnswer>;
