/**
 * GET /api/inbox/insights: the insights of GET /api/insights (the same range rules and the same
 * reads, server/insights/) for the signed-in sales team, plus whether this server counts
 * visits. Registered inside the inbox's signed-in scope, so it needs a session, not the admin
 * token.
 */

import type { InboxInsightsAnswer } from '@contract/inbox-api';
import type { DatabaseSchema } from '@server/db/schema';
import { dayFormatter } from '@server/events/site-day';
import { readInsights } from '@server/insights/insights';
import { type InsightsRange, insightsQuery } from '@server/insights/insights-query';
import { parameterErrors } from '@server/leads/lead-query';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

export interface InboxInsightsOptions {
  db: Kysely<DatabaseSchema>;
  siteTimeZone: string;
  /** ANALYTICS=on: visits are counted; off: only leads are. */
  visitsCounted: boolean;
}

export async function inboxInsightsRoutes(
  app: FastifyInstance,
  { db, siteTimeZone, visitsCounted }: InboxInsightsOptions,
) {
  const today = dayFormatter(siteTimeZone);
  app.get('/api/inbox/insights', async (request, reply) => {
    const query = insightsQuery(today(new Date())).safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(query.error) });
    }
    return inboxInsightsAnswer(db, query.data, siteTimeZone, visitsCounted);
  });
}

/** The answer, the inbox's and a shared link's (shared-insights.ts). */
export async function inboxInsightsAnswer(
  db: Kysely<DatabaseSchema>,
  range: InsightsRange,
  siteTimeZone: string,
  visitsCounted: boolean,
): Promise<InboxInsightsAnswer> {
  return { ...(await readInsights(db, range, siteTimeZone, { visitsCounted })), visitsCounted };
}
