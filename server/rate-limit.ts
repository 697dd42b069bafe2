/**
 * Per-IP limit on the contact route (RATE_LIMIT_MAX sends per RATE_LIMIT_WINDOW ms). With
 * REDIS_URL the counters live in Redis, so several instances share one limit per visitor.
 * Should Redis fail later, sends go through unlimited and a warning is logged: a lost lead
 * costs more than a few extra spam sends, which the honeypot still catches.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';

export class RedisStartError extends Error {}

export async function registerRateLimit(app: FastifyInstance, config: Config) {
  let redis: Redis | undefined;
  if (config.REDIS_URL) {
    redis = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      // Fail a command at once while disconnected, instead of holding the request.
      enableOfflineQueue: false,
    });
    let lastWarning = 0;
    redis.on('error', (error) => {
      if (Date.now() - lastWarning < 30_000) return;
      lastWarning = Date.now();
      app.log.warn({ reason: error.message }, 'Redis unavailable: rate limit not enforced');
    });
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      const host = new URL(config.REDIS_URL).host;
      throw new RedisStartError(
        `Cannot reach Redis at ${host} (REDIS_URL): ${(error as Error).message}`,
      );
    }
    const connection = redis;
    app.addHook('onClose', async () => {
      await connection.quit().catch(() => connection.disconnect());
    });
  }

  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'leads-rate-limit:',
    skipOnError: true,
    // Headers only on the 429 itself (Retry-After and the limit); normal answers stay lean.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
  return { store: redis ? 'redis' : 'memory' } as const;
}
