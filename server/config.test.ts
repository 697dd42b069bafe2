import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig } from './config';

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

describe('the settings that work together', () => {
  it.each([
    ['TRUST_PROXY', undefined, false],
    ['TRUST_PROXY', 'true', true],
    ['TRUST_PROXY', '1', 1],
    ['TRUST_PROXY', '10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads %s=%s', (name, value, expected) => {
    expect(loadConfig(value === undefined ? {} : { [name]: value })[name as 'TRUST_PROXY']).toEqual(
      expected,
    );
  });

  it('rejects a TRUST_PROXY that is none of its forms', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'the load balancer' })).toThrowError(
      /^\s*TRUST_PROXY:/m,
    );
  });

  it('needs a sender and a recipient for e-mail, and names both when they are missing', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrowError(
      /MAIL_FROM: is required when SMTP_URL is set[\s\S]*LEADS_NOTIFY_TO: is required when SMTP_URL is set/,
    );
    const config = loadConfig({
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Site <site@example.com>',
      LEADS_NOTIFY_TO: 'vendas@example.com, diretoria@example.com',
    });
    expect(config.LEADS_NOTIFY_TO).toBe('vendas@example.com, diretoria@example.com');
    expect(() => loadConfig({ LEADS_NOTIFY_TO: 'vendas' })).toThrowError(/^\s*LEADS_NOTIFY_TO:/m);
    expect(() => loadConfig({ MAIL_FROM: 'Site' })).toThrowError(/^\s*MAIL_FROM:/m);
  });
});

describe('the documentation of the configuration', () => {
  it('describes every variable in .env.example and in the README', () => {
    const envExample = readFileSync('.env.example', 'utf8');
    const readme = readFileSync('README.md', 'utf8');
    for (const name of Object.keys(configSchema.shape)) {
      expect(envExample, `.env.example lacks ${name}`).toMatch(new RegExp(`^${name}=`, 'm'));
      expect(readme, `README.md lacks ${name}`).toContain(`\`${name}\``);
    }
  });
});
