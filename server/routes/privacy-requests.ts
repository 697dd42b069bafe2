/**
 * A person's LGPD request from the privacy page (decision 250): `POST /api/privacy-requests`
 * (JSON, the page's script) and `POST /privacidade`, `POST /en/privacy` (the page's own form
 * sent without script, answered by a 303 to the page's "sent" or "not sent" anchor, or, when the
 * request is invalid, by the page drawn again in its language with the form holding what was
 * typed and each error beside its field). Both: the
 * contact form's honeypot, cleaning, per-address limit and a shared schema; the request is
 * stored before the answer.
 */
import { privacyRequestAnchors, privacyRequestPath } from '@contract/privacy-request';
import { privacyRequestSchema } from '@contract/privacy-request-schema';
import { honeypotField } from '@contract/request-conventions';
import type { Config } from '@server/config';
import type { Database } from '@server/db/database';
import { isDatabaseOutage } from '@server/db/unavailable';
import { retryAfterOf } from '@server/http/retry-after';
import { storePrivacyRequest } from '@server/privacy-requests/privacy-requests';
import type { PrivacyRequestAnswerPage } from '@server/site/contact-answer-page';
import { cleanText } from '@server/text/clean-text';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { sameSiteOrigin } from './inbox-guard';

export interface PrivacyRequestRoutesOptions {
  config: Pick<Config, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW' | 'PUBLIC_SITE_URL'>;
  database: Database;
  /** The privacy page in each language, from the build's manifest; none without a build. */
  pages: readonly PrivacyRequestAnswerPage[];
  /**
   * Mail each request's confirmation link to the address it names (decision 322): on when
   * the server can send mail; a request stored without it stays unverified.
   */
  verificationMail?: boolean;
  /** A request and its mail were stored: the mail's worker should look now. */
  onStored?: () => void;
}

/** An e-mail, a kind and a message of at most 2000 characters fit with room to spare. */
const bodyLimit = 8 * 1024;

type Received =
  | { outcome: 'stored' | 'honeypot' }
  | { outcome: 'invalid'; fields: Record<string, string> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the visitor typed, as typed: what the answer puts back in the form. */
function typedValues(body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ['email', 'kind', 'message']) {
    const value = body[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

function filledHoneypot(body: Record<string, unknown>) {
  const value = body[honeypotField];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

async function receive(
  { database, verificationMail = false, onStored }: PrivacyRequestRoutesOptions,
  body: Record<string, unknown>,
  log: FastifyBaseLogger,
): Promise<Received> {
  if (filledHoneypot(body)) {
    log.info({ honeypot: true }, 'honeypot filled: answered as sent, nothing stored');
    return { outcome: 'honeypot' };
  }
  const cleaned = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' ? cleanText(value) : value,
    ]),
  );
  const parsed = privacyRequestSchema.safeParse({ email: '', ...cleaned });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fields[String(issue.path[0] ?? 'body')] ??= issue.message;
    return { outcome: 'invalid', fields };
  }
  await storePrivacyRequest(database.db, parsed.data, { verificationMail });
  onStored?.();
  return { outcome: 'stored' };
}

/** The page again, what was typed in its form: kept by no cache. */
function answerWithThePage(reply: FastifyReply, status: 400 | 403 | 429 | 503, html: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Type', 'text/html; charset=utf-8')
    .send(html);
}

export async function privacyRequestRoutes(
  app: FastifyInstance,
  options: PrivacyRequestRoutesOptions,
) {
  const { config, pages } = options;
  const rateLimit = { max: config.RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW };
  // The inbox's own check (decision 090): no page of another site files a request through a
  // visitor's browser; a browser that sends neither header is let through.
  const isSameSite = sameSiteOrigin(config.PUBLIC_SITE_URL);

  await app.register(async (json) => {
    json.removeContentTypeParser('text/plain');
    json.post(
      privacyRequestPath,
      { bodyLimit, config: { access: 'public', rateLimit } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const result = await receive(
          options,
          isRecord(request.body) ? request.body : {},
          request.log,
        );
        if (result.outcome === 'invalid') {
          return reply.code(400).send({ error: 'validation', fields: result.fields });
        }
        return { status: 'received' };
      },
    );
  });

  await app.register(async (form) => {
    form.removeAllContentTypeParsers();
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const page of pages) {
      form.post(
        page.path,
        {
          bodyLimit,
          // Counted once the body is read, so a visitor over the limit gets the form back
          // filled in, with the note saying to wait, rather than a JSON error.
          config: {
            access: 'public',
            publicPage: true,
            rateLimit: { ...rateLimit, hook: 'preHandler' },
          },
          // Before the limit and the intake: a forged post is neither counted nor stored, and
          // nothing it sent is drawn back into our page.
          preValidation: async (request, reply) => {
            if (isSameSite(request)) return;
            request.log.warn({ refused: 'cross-site' }, 'privacy form posted from another site');
            return answerWithThePage(
              reply,
              403,
              await page.render({ outcome: 'failed', values: {} }),
            );
          },
          errorHandler: async (error: FastifyError, request, reply) => {
            const values = typedValues(isRecord(request.body) ? request.body : {});
            if (error.statusCode === 429) {
              const retryAfterSeconds = retryAfterOf(reply);
              return answerWithThePage(
                reply,
                429,
                await page.render({
                  outcome: 'rate-limited',
                  values,
                  ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
                }),
              );
            }
            if (isDatabaseOutage(error)) {
              request.log.warn({ reason: error.message }, 'database unavailable');
              reply.header('Retry-After', '5');
              return answerWithThePage(
                reply,
                503,
                await page.render({ outcome: 'failed', values }),
              );
            }
            // Anything else is the API's business: its error handler answers and logs it.
            throw error;
          },
        },
        async (request, reply) => {
          const body = isRecord(request.body) ? request.body : {};
          const result = await receive(options, { ...body, language: page.language }, request.log);
          reply.header('Cache-Control', 'no-store');
          if (result.outcome === 'invalid') {
            return answerWithThePage(
              reply,
              400,
              await page.render({
                outcome: 'invalid',
                values: typedValues(body),
                fields: result.fields,
              }),
            );
          }
          // The page's anchor says it (shown by CSS :target): no personal data in the address.
          return reply.redirect(`${page.path}#${privacyRequestAnchors.sent}`, 303);
        },
      );
    }
  });
}
