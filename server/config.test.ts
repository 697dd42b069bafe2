import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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

  it('keeps leads for the notice’s 24 months and replies to visitors unless told otherwise', () => {
    expect(loadConfig({}).LEADS_RETENTION_DAYS).toBe(730);
    expect(loadConfig({}).PRIVACY_REQUESTS_RETENTION_DAYS).toBe(365);
    expect(
      loadConfig({ PRIVACY_REQUESTS_RETENTION_DAYS: '90' }).PRIVACY_REQUESTS_RETENTION_DAYS,
    ).toBe(90);
    expect(loadConfig({}).AUTO_REPLY).toBe('on');
    expect(loadConfig({ LEADS_RETENTION_DAYS: '365', AUTO_REPLY: 'OFF' })).toMatchObject({
      LEADS_RETENTION_DAYS: 365,
      AUTO_REPLY: 'off',
    });
  });

  it('counts visits by default, in São Paulo days, and reads the analytics settings', () => {
    expect(loadConfig({})).toMatchObject({
      ANALYTICS: 'on',
      SITE_TIME_ZONE: 'America/Sao_Paulo',
      EVENTS_RATE_LIMIT_MAX: 300,
    });
    expect(
      loadConfig({
        ANALYTICS: 'off',
        SITE_TIME_ZONE: 'Europe/Lisbon',
        EVENTS_RATE_LIMIT_MAX: '60',
      }),
    ).toMatchObject({
      ANALYTICS: 'off',
      SITE_TIME_ZONE: 'Europe/Lisbon',
      EVENTS_RATE_LIMIT_MAX: 60,
    });
  });

  it('treats empty values as unset, as .env files write them', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads PUBLIC_SITE_URL as the build does: the origin, or the default', () => {
    expect(loadConfig({ PUBLIC_SITE_URL: 'https://www.example.com/' }).PUBLIC_SITE_URL).toBe(
      'https://www.example.com',
    );
    expect(loadConfig({ PUBLIC_SITE_URL: '' }).PUBLIC_SITE_URL).toBe('http://127.0.0.1:3000');
  });

  it('defaults PUBLIC_SITE_URL to where it listens, so PORT=5100 links to :5100', () => {
    expect(loadConfig({ PORT: '5100' }).PUBLIC_SITE_URL).toBe('http://127.0.0.1:5100');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '5100' }).PUBLIC_SITE_URL).toBe(
      'http://127.0.0.1:5100',
    );
    expect(loadConfig({ HOST: 'site.local', PORT: '8080' }).PUBLIC_SITE_URL).toBe(
      'http://site.local:8080',
    );
    expect(loadConfig({ PORT: '5100', PUBLIC_SITE_URL: 'https://x.example' }).PUBLIC_SITE_URL).toBe(
      'https://x.example',
    );
  });

  it('names PUBLIC_SITE_URL when HOST is no address a link can use', () => {
    expect(() => loadConfig({ HOST: 'not a host' })).toThrowError(
      /PUBLIC_SITE_URL: is unset and http:\/\/not a host:3000 \(HOST, PORT\) is no address/,
    );
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['REDIS_URL', 'not a url'],
    ['RATE_LIMIT_MAX', '-1'],
    ['CORS_ORIGINS', 'example.com'],
    ['ADMIN_TOKEN', 'short'],
    ['ADMIN_TOKEN', 'aaaaaaaaaaaaaaaa'],
    ['ADMIN_TOKEN', 'a'.repeat(31)],
    ['LOG_LEVEL', 'loud'],
    ['LEADS_RETENTION_DAYS', '0'],
    ['PRIVACY_REQUESTS_RETENTION_DAYS', '0'],
    ['PRIVACY_REQUESTS_RETENTION_DAYS', 'forever'],
    ['LEADS_RETENTION_DAYS', '1.5'],
    ['LEADS_RETENTION_DAYS', 'a year'],
    ['AUTO_REPLY', 'maybe'],
    ['ANALYTICS', 'maybe'],
    ['EVENTS_RATE_LIMIT_MAX', '0'],
    ['SITE_TIME_ZONE', 'Mars/Olympus_Mons'],
    ['PUBLIC_SITE_URL', 'https://www.example.com/site'],
    ['HSTS_MAX_AGE', '-1'],
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

  it.each([
    ['a'.repeat(32), 'it repeats the same characters'],
    ['password'.repeat(4), 'it repeats the same characters'],
    ['qwertyuiopasdfghjklzxcvbnm123456', ''],
    ['abcdefghijklmnopqrstuvwxyz0123456789', ''],
  ])('refuses an ADMIN_TOKEN that is easy to guess (%s), saying why', (token, reason) => {
    expect(() => loadConfig({ ADMIN_TOKEN: token })).toThrowError(
      /^\s*ADMIN_TOKEN: is too easy to guess \(.+\); use 32 or more random characters/m,
    );
    if (reason) expect(() => loadConfig({ ADMIN_TOKEN: token })).toThrowError(reason);
  });

  it('takes a random ADMIN_TOKEN such as `openssl rand -hex 32` gives', () => {
    const token = randomBytes(32).toString('hex');
    expect(loadConfig({ ADMIN_TOKEN: token }).ADMIN_TOKEN).toBe(token);
    const base64 = randomBytes(24).toString('base64');
    expect(loadConfig({ ADMIN_TOKEN: base64 }).ADMIN_TOKEN).toBe(base64);
  });

  it('stops the server at start on a weak ADMIN_TOKEN, naming it', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ADMIN_TOKEN: 'a'.repeat(32) },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ADMIN_TOKEN: is too easy to guess');
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

  const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;

  it('turns each CRM on by its key; HubSpot also needs its form, and every vendor https', () => {
    const config = loadConfig({});
    expect(config.RD_STATION_API_KEY).toBeUndefined();
    expect(config.RD_STATION_API_URL).toBe('https://api.rd.services');
    expect(config.HUBSPOT_API_URL).toBe('https://api.hsforms.com');
    expect(config.PIPEDRIVE_API_URL).toBe('https://api.pipedrive.com');
    expect(() => loadConfig({ HUBSPOT_ACCESS_TOKEN: 'pat-na1-x' })).toThrowError(
      /^\s*HUBSPOT_PORTAL_ID: is required when HUBSPOT_ACCESS_TOKEN is set/m,
    );
    expect(() =>
      loadConfig({ HUBSPOT_ACCESS_TOKEN: 'pat', HUBSPOT_PORTAL_ID: '44', HUBSPOT_FORM_ID: 'form' }),
    ).toThrowError(/^\s*HUBSPOT_FORM_ID: must be the form's id/m);
    expect(() => loadConfig({ HUBSPOT_PORTAL_ID: 'abc' })).toThrowError(/^\s*HUBSPOT_PORTAL_ID:/m);
    expect(() => loadConfig({ PIPEDRIVE_API_URL: 'http://crm.example.com' })).toThrowError(
      /^\s*PIPEDRIVE_API_URL: must be an https URL/m,
    );
    expect(loadConfig({ RD_STATION_API_URL: 'http://127.0.0.1:9000' }).RD_STATION_API_URL).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('signs webhooks: LEADS_WEBHOOK_URL needs LEADS_WEBHOOK_SECRET, a Standard Webhooks secret', () => {
    expect(() => loadConfig({ LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks' })).toThrowError(
      /^\s*LEADS_WEBHOOK_SECRET: is required when LEADS_WEBHOOK_URL is set/m,
    );
    expect(() =>
      loadConfig({
        LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks',
        LEADS_WEBHOOK_SECRET: 'too-short',
      }),
    ).toThrowError(/^\s*LEADS_WEBHOOK_SECRET: must be whsec_ followed by the base64/m);
    for (const weak of [
      'a-webhook-secret-of-32-characters',
      `whsec_${randomBytes(16).toString('base64')}`,
      'whsec_not base64 at all!!!!!!!!!!!!!!',
    ]) {
      expect(() =>
        loadConfig({
          LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks',
          LEADS_WEBHOOK_SECRET: weak,
        }),
      ).toThrowError(/^\s*LEADS_WEBHOOK_SECRET: must be whsec_/m);
    }
    for (const guessable of [Buffer.alloc(24), Buffer.from('ab'.repeat(16))]) {
      expect(() =>
        loadConfig({
          LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks',
          LEADS_WEBHOOK_SECRET: `whsec_${guessable.toString('base64')}`,
        }),
      ).toThrowError(/^\s*LEADS_WEBHOOK_SECRET: is too easy to guess/m);
    }
    const config = loadConfig({
      LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks',
      LEADS_WEBHOOK_SECRET: webhookSecret,
    });
    expect(config.LEADS_WEBHOOK_SECRET).toBe(webhookSecret);
  });

  it.each([
    'https://crm.example.com/hooks',
    'http://127.0.0.1:8080/hooks',
    'http://127.10.0.3/hooks',
    'http://localhost:8080/hooks',
    'http://[::1]:8080/hooks',
  ])('accepts the webhook URL %s', (url) => {
    const config = loadConfig({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: webhookSecret });
    expect(config.LEADS_WEBHOOK_URL).toBe(url);
  });

  it.each([
    'http://crm.example.com/hooks',
    'http://10.0.0.5/hooks',
    'http://127.0.0.1.example.com/hooks',
    'http://localhost.example.com/hooks',
    'http://[::2]/hooks',
    'ftp://crm.example.com/hooks',
  ])('refuses the webhook URL %s: https only, except to this machine', (url) => {
    expect(() =>
      loadConfig({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: webhookSecret }),
    ).toThrowError(/^\s*LEADS_WEBHOOK_URL: must be/m);
  });

  it('stops the server at start over a plain-http webhook to another host, naming LEADS_WEBHOOK_URL', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        LEADS_WEBHOOK_URL: 'http://crm.example.com/hooks',
        LEADS_WEBHOOK_SECRET: webhookSecret,
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'LEADS_WEBHOOK_URL: must be an https URL (plain http only to this machine: localhost, 127.0.0.0/8, ::1)',
    );
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
