/**
 * The shared read-only link to the insights (decision 261), for a manager without
 * an account:
 * - GET /insights/shared?t=TOKEN[&lang&from&to]: the inbox's insights screen in a shell of its
 *   own (dist/client/insights-shared.html, src/inbox/insights/shared/), in the link's or the viewer's
 *   language; a token not ours gets 401, an expired or revoked one 410, each with a page that
 *   says so in that language.
 * - GET /api/shared-insights?from&to with `Authorization: Bearer TOKEN`: what GET
 *   /api/inbox/insights answers, and nothing else the token opens.
 * The token is checked, expiry and revocation included, on every request of either. The
 * page's query string (the token) is kept out of the request log (request-log.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Language, languages } from '@contract/languages';
import {
  type ShareEnd,
  sharedInsightsApiPath,
  sharedInsightsPagePath,
  shareEndCode,
  shareEndMessages,
  shareEndStatus,
} from '@contract/shared-insights';
import type { Config } from '@server/config';
import type { DatabaseSchema } from '@server/db/schema';
import { dayFormatter } from '@server/events/site-day';
import { insightsQuery } from '@server/insights/insights-query';
import { shareState } from '@server/insights/insights-shares';
import type { KeptTallies } from '@server/insights/kept-tallies';
import { parameterErrors } from '@server/leads/lead-query';
import { escapeHtml } from '@server/notify/escape-html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { inboxInsightsAnswer } from './inbox-insights';

/** The page's shell in dist/client (vite.config.ts's third entry). */
export const sharedInsightsHtmlFile = 'insights-shared.html';

export interface SharedInsightsOptions {
  db: Kysely<DatabaseSchema>;
  config: Pick<Config, 'SITE_TIME_ZONE' | 'TEAM_LANGUAGE' | 'ANALYTICS'>;
  /** The counts already read, shared with the inbox's and the admin's insights. */
  kept: KeptTallies;
  /** The build output; without it (the API-only server of tests) the page is not served. */
  distDir?: string;
}

/** The page's title when the link no longer opens (shareEndMessages says why). */
const endedTitle: Record<Language, string> = { pt: 'Link de resultados', en: 'Insights link' };

const htmlLang = (language: Language) => (language === 'pt' ? 'pt-BR' : 'en');

/**
 * The link's `lang` when it names one of ours, else the first of the browser's languages we
 * have (Accept-Language, by its weights), else the team's.
 */
export function sharedPageLanguage(
  linkLanguage: unknown,
  acceptLanguage: string | undefined,
  fallback: Language,
): Language {
  const ours = (tag: string) =>
    languages.find((language) => tag.trim().toLowerCase().split('-')[0] === language);
  if (typeof linkLanguage === 'string' && ours(linkLanguage)) return ours(linkLanguage) as Language;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: ours(tag), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted[0]?.language ?? fallback;
}

function endedPage(end: ShareEnd, language: Language) {
  return `<!doctype html><html lang="${htmlLang(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(endedTitle[language])}</title></head><body style="font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;margin:0"><main style="max-width:40rem;margin:0 auto;padding:3rem 1rem"><h1 style="font-size:1.5rem;line-height:1.3">${escapeHtml(shareEndMessages[end][language])}</h1></main></body></html>`;
}

/** The token of `Authorization: Bearer TOKEN`, if any. */
const bearerToken = (header: string | undefined) => /^Bearer (\S+)$/.exec(header ?? '')?.[1];

export async function sharedInsightsRoutes(
  app: FastifyInstance,
  { db, config, distDir, kept }: SharedInsightsOptions,
) {
  const today = dayFormatter(config.SITE_TIME_ZONE);
  const visitsCounted = config.ANALYTICS === 'on';
  const shell = distDir
    ? await readFile(path.join(distDir, 'client', sharedInsightsHtmlFile), 'utf8')
    : undefined;

  /** Not cached, not sent on as a Referer, not indexed: the address holds the token. */
  const privatePage = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8');

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { t, lang } = request.query as Record<string, unknown>;
    const language = sharedPageLanguage(
      lang,
      request.headers['accept-language'],
      config.TEAM_LANGUAGE,
    );
    const state = typeof t === 'string' ? await shareState(db, t) : 'unknown';
    privatePage(reply);
    if (state !== 'valid') {
      return reply.code(shareEndStatus(state)).send(endedPage(state, language));
    }
    if (!shell) return reply.code(404).send(endedPage('unknown', language));
    // The page starts in this language (it reads <html lang>); its switch keeps `lang` after.
    return reply.send(shell.replace(/<html lang="[^"]*">/, `<html lang="${htmlLang(language)}">`));
  };
  app.get(sharedInsightsPagePath, { config: { access: 'share-link' } }, sendPage);
  // The shell's own file name answers the same, or the static files would serve it bare.
  app.get(`/${sharedInsightsHtmlFile}`, { config: { access: 'share-link' } }, sendPage);

  app.get(sharedInsightsApiPath, { config: { access: 'share-link' } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const token = bearerToken(request.headers.authorization);
    const state = token ? await shareState(db, token) : 'unknown';
    if (state !== 'valid') {
      return reply.code(shareEndStatus(state)).send({ error: shareEndCode(state) });
    }
    const day = today(new Date());
    const query = insightsQuery(day).safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(query.error) });
    }
    const answerOptions = { db, siteTimeZone: config.SITE_TIME_ZONE, visitsCounted, kept };
    return inboxInsightsAnswer(answerOptions, query.data, day);
  });
}
