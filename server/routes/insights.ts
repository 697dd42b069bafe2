/**
 * GET /api/insights?from=YYYY-MM-DD&to=YYYY-MM-DD: visits and leads by day, source, page and
 * language (contract/insights.ts). Guarded like the leads (the app's one requireAdmin); registered only
 * while ANALYTICS is on.
 */
import type { AdminGuard } from '@server/admin/admin-access';
import type { Config } from '@server/config';
import type { Database } from '@server/db/database';
import { dayFormatter } from '@server/events/site-day';
import { readInsights } from '@server/insights/insights';
import { insightsQuery } from '@server/insights/insights-query';
import type { KeptTallies } from '@server/insights/kept-tallies';
import { parameterErrors } from '@server/leads/lead-query';
import type { ReportSent, ReportSentTo } from '@server/schedule/weekly-report-now';
import type { FastifyInstance } from 'fastify';

export interface InsightsRoutesOptions {
  config: Pick<Config, 'SITE_TIME_ZONE' | 'INSIGHTS_REPORT_TO'>;
  database: Database;
  /** The counts of days nothing has written to since they were read (kept-tallies.ts checks
   * it on every request); one for every insights route of the server. */
  kept: KeptTallies;
  /** The admin routes' one guard (and its one count of wrong tokens). */
  adminGuard: AdminGuard;
  /** Sends the weekly report now (`insights --email`); absent without INSIGHTS_REPORT_TO. */
  sendReportNow?: (today: string) => Promise<ReportSent>;
}

export async function insightsRoutes(
  app: FastifyInstance,
  { config, database, kept, adminGuard, sendReportNow }: InsightsRoutesOptions,
) {
  const today = dayFormatter(config.SITE_TIME_ZONE);
  app.addHook('onRequest', adminGuard);

  app.get('/api/insights', { config: { access: 'admin-token' } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const day = today(new Date());
    const query = insightsQuery(day).safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(query.error) });
    }
    return readInsights(database.db, query.data, config.SITE_TIME_ZONE, {
      read: (range) => kept.read(range, day),
    });
  });

  /** POST /api/insights/report: the weekly report now (the CLI's `insights --email`). */
  app.post(
    '/api/insights/report',
    { config: { access: 'admin-token' } },
    async (_request, reply) => {
      if (!sendReportNow) {
        return reply.code(409).send({
          error: 'report_off',
          message:
            "The server's configuration has no INSIGHTS_REPORT_TO (with SMTP_URL and MAIL_FROM)",
        });
      }
      // The CLI that asked says who got it: the server's configuration, not the CLI's, holds it.
      const sent: ReportSentTo = {
        ...(await sendReportNow(today(new Date()))),
        to: config.INSIGHTS_REPORT_TO,
      };
      return sent;
    },
  );
}
