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
import type { KeptTallies } from '@server/insights/kept-tallies';
import { parameterErrors } from '@server/leads/lead-query';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

export interface InboxInsightsOptions {
  db: Kysely<DatabaseSchema>;
  siteTimeZone: string;
  /** ANALYTICS=on: visits are counted; off: only leads are. */
  visitsCounted: boolean;
  /** The counts already read, shared with GET /api/insights and the shared link (decision 082). */
  kept: KeptTallies;
}

export async function inboxInsightsRoutes(app: FastifyInstance, options: InboxInsightsOptions) {
  const today = dayFormatter(options.siteTimeZone);
  app.get(
    '/api/inbox/insights',
    { config: { access: 'insights:read' } },
    async (request, reply) => {
      const day = today(new Date());
      const query = insightsQuery(day).safeParse(request.query);
      if (!query.success) {
        return reply.code(400).send({ error: 'validation', fields: parameterErrors(query.error) });
      }
      return inboxInsightsAnswer(options, query.data, day);
    },
  );
}

/** The answer, the inbox's and a shared link's (shared-insights.ts), for `range` on `today`. */
export async function inboxInsightsAnswer(
  { db, siteTimeZone, visitsCounted, kept }: InboxInsightsOptions,
  range: InsightsRange,
  today: string,
): Promise<InboxInsightsAnswer> {
  const insights = await readInsights(db, range, siteTimeZone, {
    visitsCounted,
    read: (part) => kept.read(part, today),
  });
  return { ...insights, visitsCounted };
}
