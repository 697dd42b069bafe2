import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for a newcomer: loopback, port 3000, embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 3000,
      DATA_DIR: './data',
      CORS_ORIGINS: [],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('reads and converts the values it is given', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/site',
      REDIS_URL: 'redis://cache:6379',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
      RATE_LIMIT_MAX: '10',
      RATE_LIMIT_WINDOW: '30000',
    });
    expect(config).toMatchObject({
      HOST: '0.0.0.0',
      PORT: 8080,
      DATABASE_URL: 'postgres://app@db:5432/site',
      CORS_ORIGINS: ['https://a.example.com', 'https://b.example.com'],
      RATE_LIMIT_MAX: 10,
      RATE_LIMIT_WINDOW: 30000,
    });
  });

  it('treats empty values as unset, as .env files write them', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['REDIS_URL', 'not a url'],
    ['RATE_LIMIT_MAX', '-1'],
    ['CORS_ORIGINS', 'example.com'],
    ['ADMIN_TOKEN', 'short'],
    ['LOG_LEVEL', 'loud'],
  ])('rejects a bad %s (%s) naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(`^\\s*${name}:`, 'm'));
  });

  it('stops the server with a message that names the bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: must be a whole number between 0 and 65535');
  });
});
