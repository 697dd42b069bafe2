/**
 * Under CI a test that needs a server must run, never skip: a CI host without PostgreSQL would
 * otherwise go green with a quarter of the integration tests unrun. Outside CI (a laptop with
 * no PostgreSQL) the set-up still skips them, loudly (services.ts).
 */

/** What the global set-up found on this machine. */
export interface FoundServices {
  /** The shared PostgreSQL server answers at TEST_POSTGRES_URL. */
  postgres: boolean;
  /** The shared Redis answers at TEST_REDIS_URL. */
  redis: boolean;
  /** Debian's PostgreSQL binaries, for the drills' own clusters (own-servers.ts). */
  postgresBinaries: boolean;
  /** `redis-server`, for the drills' own Redis. */
  redisServer: boolean;
}

/** True when the environment says this is a CI run (`CI=true`, as `.ci/run` and most CI set it). */
export function isCi(env: NodeJS.ProcessEnv = process.env) {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}

const whatIsMissing: Record<keyof FoundServices, string> = {
  postgres:
    'no PostgreSQL server answers at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres)',
  redis: 'no Redis answers at TEST_REDIS_URL (default redis://127.0.0.1:6379)',
  postgresBinaries:
    "Debian's PostgreSQL binaries are missing (/usr/lib/postgresql/<version>/bin or POSTGRES_BIN_DIR)",
  redisServer: 'redis-server is not on PATH',
};

/**
 * The message that fails a CI run missing a service its tests need, or null when nothing is
 * missing or this is not CI.
 */
export function ciMissingServices(found: FoundServices, env: NodeJS.ProcessEnv = process.env) {
  if (!isCi(env)) return null;
  const missing = (Object.keys(whatIsMissing) as (keyof FoundServices)[]).filter(
    (service) => !found[service],
  );
  if (missing.length === 0) return null;
  return [
    'CI=true, and tests that need these servers would be skipped; failing the run instead:',
    ...missing.map((service) => `  - ${whatIsMissing[service]}`),
    '.ci/run installs and starts them (apt-get postgresql redis-server); run it, or start them.',
  ].join('\n');
}
