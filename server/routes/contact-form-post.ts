/**
 * POST /contact and /en/contact (each language's contact page): the contact form sent without
 * JavaScript, or before the page's code has run. The browser posts the form as
 * `application/x-www-form-urlencoded`; the lead goes through the JSON API's intake (the same
 * honeypot, validation and group commit; the same per-address limit, counted per door) and
 * the answer is the contact page in its language (contact-answer-page.ts): the confirmation,
 * or the form again with everything typed and each error beside its field.
 *
 * A form posted without script carries no idempotency key, so the key is the submission's
 * content: reloading the answer page (which posts again) finds the lead already stored.
 */
import { createHash } from 'node:crypto';
import type { ContactFormAnswer, ContactFormValues } from '@contract/contact-form-post';
import { leadFields } from '@contract/lead-fields';
import type { Config } from '@server/config';
import { isDatabaseOutage } from '@server/db/unavailable';
import { retryAfterOf } from '@server/http/retry-after';
import { attributionOfPostedAddress } from '@server/leads/lead-origin';
import type { ContactAnswerPage } from '@server/site/contact-answer-page';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ReceiveContact } from './contact-intake';
import { contactBodyLimit } from './contacts';
import { sameSiteOrigin } from './inbox-guard';

export interface ContactFormPostOptions {
  config: Pick<Config, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW' | 'PUBLIC_SITE_URL'>;
  receiveContact: ReceiveContact;
  pages: readonly ContactAnswerPage[];
}

/** The fields a visitor types (contract/lead-fields): what the answer puts back in the form. */
const visitorFields = leadFields
  .filter((field) => field.filledBy === 'visitor' && !('group' in field))
  .map((field) => field.name);

function visitorValues(body: Record<string, unknown>): ContactFormValues {
  const values: ContactFormValues = {};
  for (const name of visitorFields) {
    const value = body[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** One submission, one key: the same page and the same values are the same lead. */
function contentKey(pagePath: string, values: ContactFormValues): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([pagePath, values]))
    .digest('hex');
  return `form-${digest}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function contactFormPostRoutes(app: FastifyInstance, options: ContactFormPostOptions) {
  const { config, receiveContact, pages } = options;
  // The inbox's own check (decision 090): a page of another site may not post this form
  // through a visitor's browser; a browser that sends neither header is let through.
  const isSameSite = sameSiteOrigin(config.PUBLIC_SITE_URL);

  // Only what a browser's form sends; JSON belongs to /contacts/send.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: contactBodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const answer = async (
    reply: FastifyReply,
    page: ContactAnswerPage,
    status: number,
    content: ContactFormAnswer,
  ) =>
    reply
      .code(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      // The page holds what the visitor typed: kept by no cache.
      .header('Cache-Control', 'no-store')
      .send(await page.render(content));

  for (const page of pages) {
    app.post(
      page.path,
      {
        bodyLimit: contactBodyLimit,
        config: {
          access: 'public',
          publicPage: true,
          rateLimit: {
            max: config.RATE_LIMIT_MAX,
            timeWindow: config.RATE_LIMIT_WINDOW,
            // After the body is read, so a refused visitor gets the form back filled in.
            hook: 'preHandler',
          },
        },
        // Before the rate limit and the intake: a forged post is neither counted nor stored.
        preValidation: async (request, reply) => {
          if (isSameSite(request)) return;
          request.log.warn({ refused: 'cross-site' }, 'contact form posted from another site');
          return answer(reply, page, 403, { outcome: 'failed', values: {}, reason: 'cross-site' });
        },
        errorHandler: async (error: FastifyError, request, reply) => {
          const values = visitorValues(isRecord(request.body) ? request.body : {});
          if (error.statusCode === 429) {
            const retryAfterSeconds = retryAfterOf(reply);
            return answer(reply, page, 429, {
              outcome: 'failed',
              values,
              reason: 'rate-limited',
              ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
            });
          }
          if (isDatabaseOutage(error)) {
            request.log.warn({ reason: error.message }, 'database unavailable');
            reply.header('Retry-After', '5');
            return answer(reply, page, 503, {
              outcome: 'failed',
              values,
              reason: 'unavailable',
              retryAfterSeconds: 5,
            });
          }
          // Anything else is the API's business: its error handler answers and logs it.
          throw error;
        },
      },
      async (request, reply) => {
        const body = isRecord(request.body) ? request.body : {};
        const values = visitorValues(body);
        const attribution = attributionOfPostedAddress(request.url);
        const result = await receiveContact(
          { ...body, language: page.language, page: page.path, attribution },
          {
            idempotencyKey: contentKey(page.path, values),
            referer: request.headers.referer,
            host: request.headers.host,
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            log: request.log,
          },
        );
        if (result.outcome === 'invalid') {
          return answer(reply, page, 400, { outcome: 'invalid', values, fields: result.fields });
        }
        // A content key cannot be reused with other content; anything else was stored.
        return answer(reply, page, 200, { outcome: 'sent' });
      },
    );
  }
}
