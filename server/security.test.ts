import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders, securityHeaderValues } from './security';

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
});
