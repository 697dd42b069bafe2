/**
 * The rate limit's counters: shared in Redis while it answers, and per instance (in memory)
 * while it does not, so a Redis outage never lifts the limit altogether. The outage and the
 * return are each logged once.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
// The plugin's own two stores (CommonJS, untyped: see rate-limit-store-modules.d.ts).
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Tells the log once when Redis goes away and once when it is back. */
export function redisOutageLog(log: Logger) {
  let down = false;
  return {
    down(reason: string) {
      if (down) return;
      down = true;
      log.warn({ reason }, 'Redis unavailable: rate limits per instance until it is back');
    },
    up() {
      if (!down) return;
      down = false;
      log.info({}, 'Redis reachable again: rate limits shared again');
    },
  };
}

type Outage = ReturnType<typeof redisOutageLog>;

/** The `store` option of @fastify/rate-limit: a class it instantiates with its settings. */
export function sharedStoreWithLocalFallback(redis: Redis, nameSpace: string, outage: Outage) {
  return class SharedWithFallback implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore;
    private readonly local: FastifyRateLimitStore;

    constructor(
      _settings: FastifyRateLimitOptions,
      stores?: { shared: FastifyRateLimitStore; local: FastifyRateLimitStore },
    ) {
      // Plain fixed windows: continueExceeding and exponentialBackoff are not used here.
      this.shared = stores?.shared ?? new RedisStore(false, false, redis, nameSpace);
      this.local = stores?.local ?? new LocalStore(false, false);
    }

    incr(...[key, done, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>) {
      this.shared.incr(
        key,
        (error, result) => {
          if (!error && result) {
            outage.up();
            return done(null, result);
          }
          outage.down(error?.message ?? 'no answer');
          this.local.incr(key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new SharedWithFallback(
        {},
        {
          shared: this.shared.child(routeOptions),
          local: this.local.child(routeOptions),
        },
      );
    }
  };
}
