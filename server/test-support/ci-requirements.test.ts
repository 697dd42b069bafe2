import { describe, expect, it } from 'vitest';
import { ciMissingServices, type FoundServices, isCi } from './ci-requirements';

const everything: FoundServices = {
  postgres: true,
  redis: true,
  postgresBinaries: true,
  redisServer: true,
};

describe('what a CI run requires of its machine', () => {
  it('reads CI as most CI systems set it', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({ CI: '' })).toBe(false);
    expect(isCi({})).toBe(false);
  });

  it('fails a CI run that misses PostgreSQL or Redis, naming each', () => {
    const message = ciMissingServices(
      { ...everything, postgres: false, redis: false },
      { CI: 'true' },
    );
    expect(message).toContain('no PostgreSQL server answers at TEST_POSTGRES_URL');
    expect(message).toContain('no Redis answers at TEST_REDIS_URL');
    expect(message).toContain('.ci/run');
  });

  it("fails a CI run that cannot start the drills' own servers", () => {
    expect(ciMissingServices({ ...everything, postgresBinaries: false }, { CI: 'true' })).toContain(
      "Debian's PostgreSQL binaries are missing",
    );
    expect(ciMissingServices({ ...everything, redisServer: false }, { CI: 'true' })).toContain(
      'redis-server is not on PATH',
    );
  });

  it('lets a CI run with everything go, and a run outside CI skip what it lacks', () => {
    expect(ciMissingServices(everything, { CI: 'true' })).toBeNull();
    expect(ciMissingServices({ ...everything, postgres: false }, {})).toBeNull();
  });
});
