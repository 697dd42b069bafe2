/**
 * GET /insights/shared?t=TOKEN[&from=DAY&to=DAY]: the insights for a manager without an
 * account, through a link made by `npm run leads -- insights share` (decision 261): the
 * report's tables over the range (the last 30 days unless told), read-only, aggregate counts
 * only. A token that is not ours, expired or revoked gets a 404 page that says no more. The
 * query string (the token) is kept out of the request log (request-log.ts).
 */
import type { Config } from '@server/config';
import type { DatabaseSchema } from '@server/db/schema';
import { dayFormatter } from '@server/events/site-day';
import { readInsights } from '@server/insights/insights';
import { insightsQuery } from '@server/insights/insights-query';
import { isValidShare } from '@server/insights/insights-shares';
import { renderSharedInsightsPage } from '@server/schedule/weekly-report-email';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';

export const sharedInsightsPath = '/insights/shared';

export interface SharedInsightsOptions {
  db: Kysely<DatabaseSchema>;
  config: Pick<Config, 'SITE_TIME_ZONE' | 'TEAM_LANGUAGE' | 'ANALYTICS'>;
}

const notFound = {
  pt: 'Este link não existe, expirou ou foi revogado.',
  en: 'This link does not exist, has expired or was revoked.',
};

export async function sharedInsightsRoutes(
  app: FastifyInstance,
  { db, config }: SharedInsightsOptions,
) {
  const today = dayFormatter(config.SITE_TIME_ZONE);
  const language = config.TEAM_LANGUAGE;
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);

  app.get(sharedInsightsPath, async (request, reply) => {
    const { t, ...range } = request.query as Record<string, string | undefined>;
    if (typeof t !== 'string' || !(await isValidShare(db, t))) {
      return page(
        reply,
        404,
        `<!doctype html><html lang="${language === 'pt' ? 'pt-BR' : 'en'}"><head><meta charset="utf-8"><title>404</title></head><body><main><h1>${notFound[language]}</h1></main></body></html>`,
      );
    }
    const query = insightsQuery(today(new Date())).safeParse(range);
    if (!query.success) return reply.code(400).send({ error: 'validation' });
    const insights = await readInsights(db, query.data, config.SITE_TIME_ZONE, {
      visitsCounted: config.ANALYTICS === 'on',
    });
    return page(reply, 200, renderSharedInsightsPage(insights, language));
  });
}
