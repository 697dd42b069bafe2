/**
 * One place that turns errors into answers. Bad input is always a 4xx; an unreachable
 * database is a 503 the client may retry; anything else is a 500 and is logged in full.
 * Client errors are logged by code only: their messages may quote what the visitor sent.
 */

import { isDatabaseOutage } from '@server/db/unavailable';
import type { FastifyError, FastifyInstance } from 'fastify';
import { BodyTooDeepError } from './json-body';

const notJson = new Set([
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
]);

/** Seconds a client should wait before retrying while the database is unreachable. */
const databaseRetryAfterSeconds = 5;

export function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error instanceof BodyTooDeepError) {
      request.log.info({ code: error.code, status }, 'client error');
      return reply.code(400).send({ error: 'validation', fields: { body: error.message } });
    }
    if (error.code && notJson.has(error.code)) {
      return reply.code(415).send({
        error: 'unsupported_media_type',
        message: 'Send a JSON object with Content-Type: application/json.',
      });
    }
    if (status === 413) {
      return reply.code(413).send({ error: 'payload_too_large' });
    }
    if (status === 429) {
      return reply.code(429).send({
        error: 'rate_limited',
        retryAfterSeconds: Number(reply.getHeader('retry-after')) || undefined,
      });
    }
    if (isDatabaseOutage(error)) {
      request.log.warn({ reason: error.message }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(databaseRetryAfterSeconds))
        .send({ error: 'database_unavailable' });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      return reply.code(status).send({ error: 'bad_request' });
    }
    request.log.error(
      { err: { type: error.name, message: error.message, code: error.code, stack: error.stack } },
      'unexpected error',
    );
    return reply.code(500).send({ error: 'internal' });
  });
}
