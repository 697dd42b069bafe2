import { rm } from 'node:fs/promises';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { googleAnalyticsOrigins } from '@server/site/third-party-origins';
import { migratedDataDir } from '@server/test-support/backends';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hstsMaxAgeFor, securityHeaders, securityHeaderValues } from './security';

describe('security headers', () => {
  it('are helmet’s, with our Content-Security-Policy and the inline script hashes', () => {
    const headers = securityHeaderValues({ scriptHashes: ["'sha256-abc='"] });
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'sha256-abc='");
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('allow the inlined stylesheets by their hashes, and no other inline style element', () => {
    const csp = (styleHashes: string[]) =>
      securityHeaderValues({ scriptHashes: [], styleHashes })['Content-Security-Policy'] ?? '';
    expect(csp(["'sha256-css='"])).toContain("style-src 'self' 'sha256-css='");
    expect(csp([])).toMatch(/style-src 'self';/);
    expect(csp(["'sha256-css='"])).not.toMatch(/style-src [^;]*unsafe-inline/);
  });

  it('turn off the browser features the site never uses', () => {
    const policy = securityHeaderValues({ scriptHashes: [] })['Permissions-Policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    // The inbox's passkeys, for the page itself only (decision 450).
    expect(policy).toContain('publickey-credentials-get=(self)');
  });

  it('send HSTS only for an https site, with the configured max-age, and never when it is 0', () => {
    expect(hstsMaxAgeFor('http://127.0.0.1:3000', 31_536_000)).toBeUndefined();
    expect(hstsMaxAgeFor('https://www.example.com', 0)).toBeUndefined();
    const maxAge = hstsMaxAgeFor('https://www.example.com', 86_400);
    expect(maxAge).toBe(86_400);
    const headers = securityHeaderValues({ scriptHashes: [], hstsMaxAgeSeconds: maxAge });
    expect(headers['Strict-Transport-Security']).toBe('max-age=86400');
  });

  it('allow Google’s origins only for a build with Google Analytics', () => {
    const csp = (options: Parameters<typeof securityHeaderValues>[0]) =>
      securityHeaderValues(options)['Content-Security-Policy'] ?? '';
    expect(csp({ scriptHashes: [] })).not.toContain('google');
    const withAnalytics = csp({ scriptHashes: [], ...googleAnalyticsOrigins });
    expect(withAnalytics).toMatch(/script-src 'self' https:\/\/\*\.googletagmanager\.com/);
    expect(withAnalytics).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(withAnalytics).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it('go on every answer, errors and not-found included', async () => {
    const app = Fastify();
    securityHeaders(app, { scriptHashes: [] });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw Object.assign(new Error('too many'), { statusCode: 429 });
    });
    for (const url of ['/ok', '/boom', '/missing']) {
      const response = await app.inject({ url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
    await app.close();
  });

  it('on scripts, stylesheets, fonts, images and the manifest, only those that apply to them', async () => {
    const app = Fastify();
    securityHeaders(app, { scriptHashes: [], hstsMaxAgeSeconds: 600 });
    const served = {
      '/app.js': 'text/javascript; charset=utf-8',
      '/app.css': 'text/css; charset=utf-8',
      '/inter.woff2': 'font/woff2',
      '/logo.webp': 'image/webp',
      '/manifest.webmanifest': 'application/manifest+json',
      '/art.svg': 'image/svg+xml',
      '/page': 'text/html; charset=utf-8',
    };
    for (const [url, type] of Object.entries(served)) {
      app.get(url, async (_request, reply) => reply.type(type).send('x'));
    }
    for (const url of [
      '/app.js',
      '/app.css',
      '/inter.woff2',
      '/logo.webp',
      '/manifest.webmanifest',
    ]) {
      const response = await app.inject({ url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['strict-transport-security'], url).toContain('max-age=600');
      expect(response.headers['content-security-policy'], url).toBeUndefined();
      expect(response.headers['permissions-policy'], url).toBeUndefined();
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
    // An SVG opened on its own is a document that could hold a script: nothing may run in it.
    const svg = await app.inject({ url: '/art.svg' });
    expect(svg.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    expect(svg.headers['permissions-policy']).toBeUndefined();
    const page = await app.inject({ url: '/page' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['permissions-policy']).toContain('camera=()');
    await app.close();
  });
});

describe('security headers of a beacon route (POST /api/event)', () => {
  it('are the short set: a CSP that allows nothing, nosniff, no framing, HSTS', async () => {
    const app = Fastify();
    securityHeaders(app, { scriptHashes: ["'sha256-abc'"], hstsMaxAgeSeconds: 600 });
    app.post('/beacon', { config: { beacon: true } }, async (_request, reply) =>
      reply.code(202).send(),
    );
    app.get('/page', async () => 'page');
    const beacon = await app.inject({ method: 'POST', url: '/beacon' });
    expect(beacon.statusCode).toBe(202);
    expect(beacon.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(beacon.headers['x-content-type-options']).toBe('nosniff');
    expect(beacon.headers['x-frame-options']).toBe('DENY');
    expect(beacon.headers['strict-transport-security']).toBe('max-age=600');
    expect(beacon.headers['permissions-policy']).toBeUndefined();
    const page = await app.inject({ url: '/page' });
    expect(page.headers['content-security-policy']).toContain("'sha256-abc'");
    expect(page.headers['permissions-policy']).toContain('camera=()');
    await app.close();
  });
});

describe('security headers of a public page', () => {
  it('are a document’s, without Cross-Origin-Opener-Policy, which every other answer keeps', async () => {
    const app = Fastify();
    securityHeaders(app, { scriptHashes: ["'sha256-abc'"] });
    app.get('/about', { config: { publicPage: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send('<p>about</p>'),
    );
    app.get('/inbox', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send('<p>inbox</p>'),
    );
    app.get('/api/leads', async () => ({ leads: [] }));
    const page = await app.inject({ url: '/about' });
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("'sha256-abc'");
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['origin-agent-cluster']).toBe('?1');
    for (const url of ['/inbox', '/api/leads', '/missing']) {
      const response = await app.inject({ url });
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    await app.close();
  });
});

describe('security headers from the server of an https site', () => {
  let dataDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dataDir = await migratedDataDir();
    app = await buildApp({
      config: loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_SITE_URL: 'https://www.example.com',
        HSTS_MAX_AGE: '600',
      }),
    });
  });

  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('carry HSTS with HSTS_MAX_AGE, and the Permissions-Policy', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=600');
    expect(response.headers['permissions-policy']).toContain('microphone=()');
  });
});
