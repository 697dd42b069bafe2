/**
 * POST /contacts/send: the contact form's lead. Answers 200 only once the lead and its
 * notifications are committed; see docs/lead-api.md for every other answer.
 */
import type { Config } from '@server/config';
import type { FastifyInstance } from 'fastify';
import type { ReceiveContact } from './contact-intake';

/** The body limit of the route: a lead at the schema's maximum lengths fits comfortably. */
export const contactBodyLimit = 16 * 1024;

const sentStatus = 'MSG ENVIADA';

export interface ContactRoutesOptions {
  config: Pick<Config, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW'>;
  /** The intake shared with the contact page's form POST (contact-intake.ts). */
  receiveContact: ReceiveContact;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function contactRoutes(app: FastifyInstance, options: ContactRoutesOptions) {
  const { config, receiveContact } = options;

  // Only JSON here: anything else (text/plain included, which Fastify accepts by default)
  // is answered 415 by the error handler.
  app.removeContentTypeParser('text/plain');

  app.post(
    '/contacts/send',
    {
      bodyLimit: contactBodyLimit,
      config: {
        access: 'public',
        rateLimit: { max: config.RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const result = await receiveContact(isObject(request.body) ? request.body : {}, {
        idempotencyKey: request.headers['idempotency-key'],
        referer: request.headers.referer,
        host: request.headers.host,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        log: request.log,
      });
      switch (result.outcome) {
        case 'invalid':
          return reply.code(400).send({ error: 'validation', fields: result.fields });
        case 'key-reused':
          return reply.code(422).send({ error: 'idempotency_key_reused' });
        default:
          return [{ status: sentStatus, id: result.id }];
      }
    },
  );
}
