/**
 * Per-IP limit on the contact route (RATE_LIMIT_MAX sends per RATE_LIMIT_WINDOW ms). With
 * REDIS_URL the counters live in Redis, so several instances share one limit per visitor.
 * Should Redis fail later, each instance counts on its own until Redis is back (logged once
 * each way): the limit is looser, never gone, and no lead is refused for Redis' sake.
 */
import rateLimit from '@fastify/rate-limit';
import type { Config } from '@server/config';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { redisOutageLog, sharedStoreWithLocalFallback } from './rate-limit-store';

export class RedisStartError extends Error {}

export async function registerRateLimit(app: FastifyInstance, config: Config) {
  let redis: Redis | undefined;
  const outage = redisOutageLog(app.log);
  const nameSpace = 'leads-rate-limit:';
  if (config.REDIS_URL) {
    redis = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      // Fail a command at once while disconnected, instead of holding the request.
      enableOfflineQueue: false,
    });
    // ioredis reconnects by itself; until then every command fails at once.
    redis.on('error', (error) => outage.down(error.message));
    redis.on('ready', () => outage.up());
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
    store: redis ? sharedStoreWithLocalFallback(redis, nameSpace, outage) : undefined,
    // Only should the store itself break: a lost lead costs more than some spam.
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
